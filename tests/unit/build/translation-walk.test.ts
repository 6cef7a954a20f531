// The one walk over English words beside their Arabic (translation-walk.ts), driven directly with small schemas of
// each kind: a text, a list, a block. What it reports is what the validator calls a gap and what the Arabic pages
// mark as English, so each way a translator can leave something out is here once.
import { describe, expect, it } from 'vitest';
import { walkTranslation, type TranslationVisitor } from '../../../src/build/manifest/translation/translation-walk.js';
import type { PathSegment } from '../../../src/build/manifest/problem.js';

const WORDS = { $ref: 'site.schema.json#/$defs/text' };
const LIST = { type: 'array', items: WORDS };
const BLOCK = { type: 'object', properties: { heading: WORDS, items: LIST } };

/** Everything a walk reports, in order; `goInto`: what `missing` answers. */
function walk(english: unknown, arabic: unknown, schema: Record<string, unknown>, goInto = false) {
  const seen: string[] = [];
  const at = (path: PathSegment[]) => path.join('.');
  const visitor: TranslationVisitor = {
    untranslated: (text, path) => seen.push(`untranslated ${at(path)}: ${text}`),
    missing: (kind, _english, path) => (seen.push(`missing ${kind} ${at(path)}`), goInto),
    lengths: (en, ar, path) => seen.push(`lengths ${at(path)}: ${en.length}/${ar.length}`),
  };
  walkTranslation(english, arabic, schema, ['ar'], visitor);
  return seen;
}

describe('a text', () => {
  it('is untranslated when its Arabic is missing, blank or not text', () => {
    for (const arabic of [undefined, null, '', '   ', 5, ['نص']]) expect(walk('Tax', arabic, WORDS), String(arabic)).toEqual(['untranslated ar: Tax']);
    expect(walk('Tax', 'ضريبة', WORDS)).toEqual([]);
  });

  it('asks for nothing where the English is blank, absent or not text', () => {
    for (const english of ['', '  ', undefined, null, 5, true]) expect(walk(english, undefined, WORDS), String(english)).toEqual([]);
  });
});

describe('a list', () => {
  it('the Arabic lacks is reported once, and gone into only when asked', () => {
    expect(walk(['a', 'b'], 'نص', LIST)).toEqual(['missing list ar']);
    expect(walk(['a', 'b'], undefined, LIST, true)).toEqual(['missing list ar', 'untranslated ar.0: a', 'untranslated ar.1: b']);
  });

  it('of another length is reported, then each item compared with its own', () => {
    expect(walk(['a', 'b'], ['أ'], LIST)).toEqual(['lengths ar: 2/1', 'untranslated ar.1: b']);
    expect(walk(['a'], ['أ', 'ب'], LIST)).toEqual(['lengths ar: 1/2']);
    expect(walk(['a', 'b'], ['أ', ''], LIST)).toEqual(['untranslated ar.1: b']);
  });

  it('is not looked into where the English is not a list', () => {
    expect(walk('a', undefined, LIST)).toEqual([]);
    expect(walk({ 0: 'a' }, undefined, LIST)).toEqual([]);
  });
});

describe('a block', () => {
  it('the Arabic lacks (or gives as text) is reported once, and gone into only when asked', () => {
    const english = { heading: 'Services', items: ['Tax'] };
    for (const arabic of [undefined, null, 'نص']) expect(walk(english, arabic, BLOCK), String(arabic)).toEqual(['missing block ar']);
    expect(walk(english, null, BLOCK, true)).toEqual([
      'missing block ar',
      'untranslated ar.heading: Services',
      'missing list ar.items',
      'untranslated ar.items.0: Tax',
    ]);
  });

  it('is compared key by key, only for the keys its schema translates', () => {
    const english = { heading: 'Services', items: ['Tax', 'Audit'], link: '/Services' };
    expect(walk(english, { items: ['ضريبة', 'تدقيق'] }, BLOCK)).toEqual(['untranslated ar.heading: Services']);
  });

  it('is not looked into where the English is not a block', () => {
    expect(walk('Services', undefined, BLOCK)).toEqual([]);
  });
});
