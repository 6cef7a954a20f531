// site.yaml parsed piece by piece — each top-level block, and each page under `routes:` — with every piece's parse
// remembered by its text. The editor and the dev server validate the whole file on every change, and parsing was
// most of that time (yaml's parseDocument: about 100 ms of a 260 ms validation on the real manifest, 2026-11-27);
// after an edit to one page only that page's lines are parsed again. The document put together from the pieces has
// the same nodes at the same offsets as one parse of the whole text would (tests/unit/build/piecewise-parse.test.ts). A
// text this cannot split safely, or a piece with any YAML error or warning, is left to the whole parse, whose messages
// know the context of the whole file.
import { rememberByText } from '../../shared/remember-by-text.js';
import {
  Document,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  Pair,
  parseDocument,
  Scalar,
  YAMLMap,
  YAMLSeq,
  type DocumentOptions,
  type Node,
  type ParseOptions,
  type Range,
} from 'yaml';

interface Piece {
  start: number;
  text: string;
}

/** The blocks of a manifest whose top level is `key:` lines, with `routes:` split into its items; undefined if it is not that simple. */
export function splitPieces(text: string): { blocks: Piece[]; routesHeader?: Piece; routes: Piece[] } | undefined {
  // Directives, document markers, anchors and aliases, tabs and flow collections at the top level tie pieces together.
  if (/^(?:%|---|\.\.\.)/m.test(text) || /(?:^|[\s[{,:])[&*][^\s,[\]{}]/.test(text)) return undefined;
  const starts = [...text.matchAll(/^[^\s#]/gm)].map((match) => match.index);
  if (starts.length === 0 || starts.some((start) => !/^[A-Za-z][\w-]*:(?:[ \t]|\r?\n|$)/.test(text.slice(start, start + 80)))) return undefined;
  const keys = starts.map((start) => /^[^:]+/.exec(text.slice(start))![0]);
  if (new Set(keys).size !== keys.length) return undefined;
  // Whatever comes before the first key (comments, blank lines) goes with the first block.
  const blocks = starts.map((start, index) => ({
    start: index === 0 ? 0 : start,
    text: text.slice(index === 0 ? 0 : start, starts[index + 1] ?? text.length),
  }));
  const routesAt = keys.indexOf('routes');
  if (routesAt < 0) return { blocks, routes: [] };
  const block = blocks[routesAt];
  const items = [...block.text.matchAll(/^ {2}- /gm)].map((match) => match.index);
  const header = /^routes:[ \t]*(?:#.*)?\r?\n/.exec(block.text);
  // Only the usual shape: `routes:` alone on its line, then items at two spaces, nothing else between them at that indent or less.
  if (!header || items.length === 0 || /^(?: ?[^\s#-]| {2}[^\s#-])/m.test(block.text.slice(header[0].length))) return { blocks, routes: [] };
  const routesHeader = { start: block.start, text: block.text.slice(0, items[0]) };
  const routes = items.map((at, index) => ({ start: block.start + at, text: block.text.slice(at, items[index + 1] ?? block.text.length) }));
  return { blocks: blocks.filter((_, index) => index !== routesAt), routesHeader, routes };
}

/**
 * How site.yaml is read, whole or in pieces. logLevel 'error' keeps yaml from printing its own warnings on stderr:
 * every problem is reported as a Problem.
 */
export const MANIFEST_YAML_OPTIONS = { prettyErrors: false, uniqueKeys: true, strict: true, logLevel: 'error' } as const satisfies ParseOptions &
  DocumentOptions;

/**
 * Each piece's document, parsed at offset 0, and the copy of its contents last placed in a document. The parse is
 * never handed out; a copy is, and is shared with the next document while the piece stays at the same offset (the
 * pieces above an edit), since nothing changes a parsed document. Where the piece has moved, it gets a new copy.
 */
// A parsed document holds about 13 bytes per character of its text (3.9 MB for the real manifest's 300,000), and its
// placed copy as much again: the editor's server runs for days and every edit adds a version of one page, so the memo
// holds 2 million characters (about 50 MB) at most, pieces of up to 100,000 (the `ar:` block has ~36,000).
const parsedPiece = rememberByText(
  (text) => ({ doc: parseDocument(text, MANIFEST_YAML_OPTIONS), placed: undefined as { at: number; node: unknown } | undefined }),
  { texts: 4096, characters: 2_000_000, largest: 100_000 },
);

function placedAt<T>(parsed: { placed?: { at: number; node: unknown } }, node: T, at: number): T {
  if (parsed.placed?.at !== at) parsed.placed = { at, node: copyAt(node, at) };
  return parsed.placed.node as T;
}

const moved = (range: Range | undefined, by: number): Range | undefined => range && [range[0] + by, range[1] + by, range[2] + by];

/**
 * A copy of a remembered piece's node with every offset moved by `by`: the remembered parse is shared, so it is never
 * handed out. yaml's own `clone()` copies each node through its property descriptors, 130 ms for the real manifest's
 * 14,500 nodes; building the nodes afresh takes a tenth of that.
 */
function copyAt<T>(node: T, by: number): T {
  if (isPair(node)) {
    const pair: Pair = Object.assign(new Pair<unknown, unknown>(null), node);
    pair.key = copyAt(node.key, by);
    pair.value = copyAt(node.value, by);
    return pair as T;
  }
  let copy: Node;
  if (isScalar(node)) copy = Object.assign(new Scalar(node.value), node);
  else if (isMap(node) || isSeq(node)) {
    const collection = Object.assign(isMap(node) ? new YAMLMap(node.schema) : new YAMLSeq(node.schema), node);
    collection.items = node.items.map((item: unknown) => copyAt(item, by));
    copy = collection;
  } else return node; // No alias gets here: splitPieces leaves a text with anchors or aliases to the whole parse.
  copy.range = moved(node.range ?? undefined, by);
  return copy as T;
}

/**
 * The whole text's document and line counter, put together from its pieces; undefined when the text cannot be split
 * or a piece has a YAML error or warning (the caller then parses the whole text, as before).
 */
export function parsePiecewise(text: string): { doc: Document; lineCounter: LineCounter } | undefined {
  const pieces = splitPieces(text);
  if (!pieces) return undefined;
  const docs = (list: Piece[]) => list.map((piece) => ({ piece, parsed: parsedPiece(piece.text) }));
  const blocks = docs(pieces.blocks);
  const routes = docs(pieces.routes);
  const header = pieces.routesHeader ? docs([pieces.routesHeader]) : [];
  if ([...blocks, ...routes, ...header].some(({ parsed: { doc } }) => doc.errors.length > 0 || doc.warnings.length > 0)) return undefined;

  const doc = new Document(undefined, MANIFEST_YAML_OPTIONS);
  const top = new YAMLMap(doc.schema);
  const onlyPair = ({ contents }: Document) => (isMap(contents) && contents.items.length === 1 ? (contents.items[0] as Pair) : undefined);
  const pairs = blocks.map(({ piece, parsed }) => {
    const pair = onlyPair(parsed.doc);
    return { start: piece.start, pair: pair && placedAt(parsed, pair, piece.start) };
  });
  if (pieces.routesHeader) {
    // Its own copy each time: its value is set to this document's list of pages.
    const headerPair = onlyPair(header[0].parsed.doc);
    const items = routes.map(({ parsed: { doc: pieceDoc } }) =>
      isSeq(pieceDoc.contents) && pieceDoc.contents.items.length === 1 ? pieceDoc.contents : undefined,
    );
    if (
      !headerPair ||
      !isScalar(headerPair.key) ||
      !(headerPair.value === null || (isScalar(headerPair.value) && headerPair.value.value === null)) ||
      items.some((item) => !item)
    ) {
      return undefined;
    }
    const placed = routes.map(({ piece, parsed }, index) => placedAt(parsed, items[index]!, piece.start));
    const seq = new YAMLSeq(doc.schema);
    seq.items = placed.flatMap((item) => item.items);
    seq.range = [placed[0].range![0], placed.at(-1)!.range![1], placed.at(-1)!.range![2]];
    const pair = copyAt(headerPair, pieces.routesHeader.start);
    pair.value = seq;
    pairs.push({ start: pieces.routesHeader.start, pair });
  }
  if (pairs.some(({ pair }) => !pair)) return undefined;
  top.items = pairs.sort((a, b) => a.start - b.start).map(({ pair }) => pair!);
  const firstKey = (top.items[0].key as Scalar).range!;
  // The whole parse ends the top-level map where its last value ends.
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: equivalent — a top-level `key:` always has a value node (a null scalar at least)
  const lastValue = (top.items.at(-1)!.value as Node | null)?.range ?? [text.length, text.length, text.length];
  top.range = [firstKey[0], lastValue[2], lastValue[2]];
  doc.contents = top;
  // As the whole parse's: its value ends with the top-level map, the document with the text (comments after it included).
  doc.range = [0, top.range[2], text.length];
  return { doc, lineCounter: lineCounterOf(text) };
}

/** The line starts yaml's parser reports: 0, then the offset after every line feed. */
function lineCounterOf(text: string): LineCounter {
  const counter = new LineCounter();
  counter.addNewLine(0);
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) counter.addNewLine(at + 1);
  return counter;
}
