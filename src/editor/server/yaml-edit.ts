import { isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';

/**
 * Edits to site.yaml that keep everything the editor did not touch exactly as it was: the text is parsed into a yaml
 * Document (comments, key order, quoting and layout kept), only the values that differ are set, and the Document is
 * printed back. The file is never re-serialised from plain data, so a one-field change is a one-line diff.
 */

/** How the Document is printed: `lineWidth: 0` never folds long lines, so an untouched line stays byte for byte. */
export const PRINT_OPTIONS = { lineWidth: 0 } as const;

export function parseSiteDocument(text: string): Document {
  return parseDocument(text, { keepSourceTokens: false });
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
