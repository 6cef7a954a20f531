// site.yaml read in pieces (src/build/manifest/piecewise-parse.ts) must be the document one parse of the whole text
// gives: the same data, every node at the same offsets (every located message depends on them), the same lines.
import { expect } from 'vitest';
import { isPair, isScalar, LineCounter, parseDocument, visit, type Document } from 'yaml';
import { MANIFEST_YAML_OPTIONS, parsePiecewise } from '../../src/build/manifest/piecewise-parse.js';

/** Every node's place in the tree (its keys and indexes) with its offsets, in document order. */
export function nodeRanges(doc: Document): string[] {
  const found: string[] = [];
  visit(doc, (key, node, path) => {
    if (isPair(node)) return;
    const place = path
      .slice(1)
      .map((step) => (isPair(step) && isScalar(step.key) ? String(step.key.value) : '·'))
      .join('/');
    found.push(`${place}/${String(key)} ${JSON.stringify((node as { range?: unknown } | null)?.range)}`);
  });
  return found;
}

/**
 * `text` read in pieces is its one parse: data, every node's offsets, the line starts — and with `documentRange`, the
 * document's own range too (where it ends after trailing comments; its start after leading ones still differs).
 */
export function expectSameAsWhole(text: string, { documentRange = false } = {}): void {
  const lineCounter = new LineCounter();
  const whole = parseDocument(text, { lineCounter, ...MANIFEST_YAML_OPTIONS });
  const pieces = parsePiecewise(text);
  expect(pieces, 'the text is split into pieces').toBeDefined();
  expect(pieces!.doc.toJS()).toEqual(whole.toJS());
  expect(nodeRanges(pieces!.doc)).toEqual(nodeRanges(whole));
  if (documentRange) expect(pieces!.doc.range).toEqual(whole.range);
  expect(pieces!.lineCounter.lineStarts).toEqual(lineCounter.lineStarts);
}
