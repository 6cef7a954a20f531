// The `{{…}}` references of a document, each at its offset in the document's text: the parser the build and the
// validator use (`findReferences`), run over what the build reads. A markdown body is read whole. In site.yaml only
// string values are: its comments explain the syntax with `{{rule-id}}`, which quotes nothing.
import { isScalar, visit } from 'yaml';
import { findReferences, type FoundReference } from '../../shared/law/references.js';
import { parseSite } from './site-register.js';
import type { DocumentKind } from './workspace.js';

export function referencesIn(text: string, kind: DocumentKind): FoundReference[] {
  if (kind === 'markdown') return findReferences(text);
  const doc = parseSite(text).source?.doc;
  if (!doc) return [];
  const found: FoundReference[] = [];
  visit(doc, {
    Scalar(key, node) {
      if (key === 'key' || typeof node.value !== 'string' || !node.range || !isScalar(node)) return;
      // The value's own source text, quotes and escapes as written, so each offset is where the braces are typed.
      const [start, end] = node.range;
      for (const reference of findReferences(text.slice(start, end))) found.push({ ...reference, index: start + reference.index });
    },
  });
  return found;
}

/** The reference whose characters, braces included, hold the one at `offset`. */
export function referenceAt(references: readonly FoundReference[], offset: number): FoundReference | undefined {
  return references.find((reference) => offset >= reference.index && offset < reference.index + reference.length);
}
