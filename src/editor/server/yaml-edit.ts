import { isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';

/**
 * Edits to site.yaml that keep everything the editor did not touch exactly as it was: the text is parsed into a yaml
 * Document (comments, key order, quoting and layout kept), only the values that differ are set, and the Document is
 * printed back. The file is never re-serialised from plain data, so a one-field change is a one-line diff.
 */

/** How the Document is printed: `lineWidth: 0` never folds long lines, so an untouched line stays byte for byte. */
export const PRINT_OPTIONS = { lineWidth: 0 } as const;

/**
 * The texts parsed last, as Documents. Parsing the real site.yaml takes about 95 ms and copying its Document 28 ms
 * (2026-11-29): a draft's every edit and then its save each parse the stored text, and a save the text it wrote.
 */
const parsedDocuments = new Map<string, Document>();
/** The stored text and the text a save wrote: each is parsed again by the next edit or save. */
const KEPT_DOCUMENTS = 2;

/** `text` as a Document of the caller's own (to change as it will). */
export function parseSiteDocument(text: string): Document {
  return keptDocument(text).clone();
}

/** The kept Document of `text`, parsed now if it is not kept: never to be changed, only copied or read. */
function keptDocument(text: string): Document {
  let doc = parsedDocuments.get(text);
  if (!doc) {
    doc = parseDocument(text, { keepSourceTokens: false });
    parsedDocuments.set(text, doc);
    if (parsedDocuments.size > KEPT_DOCUMENTS) parsedDocuments.delete(parsedDocuments.keys().next().value!);
  }
  return doc;
}

/**
 * Has `text` (just saved) parsed when the server has a moment: the draft's next edit starts from it. The Document the
 * save printed is not kept for it: a value set on a changed node keeps the node's old quoting, so the next edit would
 * be written unlike the same edit after a restart.
 */
export function parseLater(text: string): void {
  // After the answer to the save, and the preview that usually follows it.
  setTimeout(() => keptDocument(text), PARSE_LATER_MS).unref();
}

/** How long after a save its text is parsed (a parse is about 0.1 s of the server's one thread). */
const PARSE_LATER_MS = 250;

/** The last text read as data, or made from data (`noteTextData`); each caller gets its own copy. */
let lastData: { text: string; data: Record<string, unknown> } | undefined;

/** `text` read as plain data, a copy of the caller's own. */
export function textData(text: string): Record<string, unknown> {
  if (lastData?.text !== text) noteTextData(text, keptDocument(text).toJSON() as Record<string, unknown> | null);
  return structuredClone(lastData!.data);
}

/** Notes that `text` reads as `data` (a printed Document's text and its data): it need not be parsed for it. */
export function noteTextData(text: string, data: Record<string, unknown> | null): void {
  lastData = { text, data: data ?? {} };
}

export function printDocument(doc: Document): string {
  return doc.toString(PRINT_OPTIONS);
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const isObject = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Makes the node at `path` equal `next`, changing as little as possible: keys whose values are equal are left alone,
 * objects and same-length lists are compared item by item, keys missing from `next` are deleted, and only a scalar
 * that really changed is rewritten (in place, so its quoting style stays).
 */
export function applyValue(doc: Document, path: Path, next: unknown): void {
  const node = doc.getIn(path, true) as Node | undefined;
  const current = node && typeof (node as { toJSON?: unknown }).toJSON === 'function' ? (node as { toJSON(): unknown }).toJSON() : node;
  if (sameJson(current, next)) return;
  if (isMap(node) && isObject(next)) {
    for (const key of Object.keys(current as object)) if (!(key in next) || next[key] === undefined) doc.deleteIn([...path, key]);
    for (const [key, value] of Object.entries(next)) if (value !== undefined) applyValue(doc, [...path, key], value);
    return;
  }
  if (isSeq(node) && Array.isArray(next) && node.items.length === next.length) {
    next.forEach((value, index) => applyValue(doc, [...path, index], value));
    return;
  }
  if (isScalar(node) && (next === null || typeof next !== 'object')) {
    node.value = next;
    return;
  }
  doc.setIn(path, doc.createNode(next));
}
