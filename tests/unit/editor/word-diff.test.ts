import { describe, expect, it } from 'vitest';
import { wordDiff, type DiffPart } from '../../../src/editor/shared/word-diff.js';

const join = (parts: DiffPart[], keep: DiffPart['kind']) =>
  parts
    .filter((part) => part.kind === 'same' || part.kind === keep)
    .map((part) => part.text)
    .join('');

describe('word diff', () => {
  it('marks the one word changed in a sentence, and nothing else', () => {
    const parts = wordDiff('Call us on +971 4 123 4567 today.', 'Call us on +971 4 765 4321 today.');
    expect(parts).toEqual([
      { kind: 'same', text: 'Call us on +971 4 ' },
      { kind: 'removed', text: '123 4567 ' },
      { kind: 'added', text: '765 4321 ' },
      { kind: 'same', text: 'today.' },
    ]);
  });

  it('gives back both texts exactly, Arabic included', () => {
    const pairs: [string, string][] = [
      ['', 'New text'],
      ['Old text', ''],
      ['ضريبة القيمة المضافة 5%', 'ضريبة القيمة المضافة بنسبة 5% منذ 2018'],
      ['a b c d e', 'a x c y e'],
      ['same', 'same'],
    ];
    for (const [before, after] of pairs) {
      const parts = wordDiff(before, after);
      expect(join(parts, 'removed')).toBe(before);
      expect(join(parts, 'added')).toBe(after);
    }
    expect(wordDiff('same', 'same')).toEqual([{ kind: 'same', text: 'same' }]);
  });

  it('shows a rewrite of a long page as old then new instead of taking long to align it', () => {
    const before = Array.from({ length: 3000 }, (_, index) => `old${index}`).join(' ');
    const after = Array.from({ length: 3000 }, (_, index) => `new${index}`).join(' ');
    const parts = wordDiff(before, after);
    expect(parts.map((part) => part.kind)).toEqual(['removed', 'added']);
  });
});
