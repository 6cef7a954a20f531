import { describe, expect, it } from 'vitest';
import { applyChoices, canonical, merge3, setAt } from '../../../src/editor/shared/merge.js';

// The three-way merge behind saves from several tabs: what one side changed is kept, what both changed differently
// is a conflict for the person to settle.

const base = { path: '/services/vat', title: 'VAT', heading: 'VAT services', faq: [{ q: 'Who?', a: 'Firms.' }], image: { src: '/a.png', alt: 'A' } };

describe('merge3', () => {
  it('keeps both sides when they changed different fields', () => {
    const mine = { ...base, title: 'VAT in the UAE' };
    const theirs = { ...base, heading: 'VAT registration and returns' };
    expect(merge3(base, mine, theirs)).toEqual({ merged: { ...base, title: 'VAT in the UAE', heading: 'VAT registration and returns' }, conflicts: [] });
  });

  it('reports a field both sides changed differently, with all three values', () => {
    const mine = { ...base, title: 'Mine' };
    const theirs = { ...base, title: 'Theirs' };
    const result = merge3(base, mine, theirs);
    expect(result.conflicts).toEqual([{ path: ['title'], base: 'VAT', mine: 'Mine', theirs: 'Theirs' }]);
    expect(applyChoices(result, { title: 'mine' })).toEqual({ value: mine });
    expect(applyChoices(result, { title: 'theirs' })).toEqual({ value: theirs });
    expect(applyChoices(result, {})).toBeUndefined();
  });

  it('is not a conflict when both sides made the same change', () => {
    expect(merge3(base, { ...base, title: 'Same' }, { ...base, title: 'Same' })).toEqual({ merged: { ...base, title: 'Same' }, conflicts: [] });
  });

  it('merges inside nested objects and inside lists of the same length', () => {
    const mine = { ...base, image: { src: '/b.png', alt: 'A' }, faq: [{ q: 'Who is it for?', a: 'Firms.' }] };
    const theirs = { ...base, image: { src: '/a.png', alt: 'A new text' }, faq: [{ q: 'Who?', a: 'Every firm.' }] };
    expect(merge3(base, mine, theirs)).toEqual({
      merged: { ...base, image: { src: '/b.png', alt: 'A new text' }, faq: [{ q: 'Who is it for?', a: 'Every firm.' }] },
      conflicts: [],
    });
  });

  it('treats a list that changed length on both sides as one field', () => {
    const mine = { ...base, faq: [...base.faq, { q: 'Mine?', a: '.' }] };
    const theirs = { ...base, faq: [] };
    expect(merge3(base, mine, theirs).conflicts).toEqual([{ path: ['faq'], base: base.faq, mine: mine.faq, theirs: [] }]);
  });

  it('keeps a key one side removed and the other left alone removed, and one it added', () => {
    const { image: _removed, ...mine } = base;
    const theirs = { ...base, summary: 'New' };
    expect(merge3(base, mine, theirs)).toEqual({ merged: { ...mine, summary: 'New' }, conflicts: [] });
  });

  it('is a conflict when one side removed a field the other changed', () => {
    const { title: _removed, ...mine } = base;
    const result = merge3(base, mine, { ...base, title: 'Theirs' });
    expect(result.conflicts).toEqual([{ path: ['title'], base: 'VAT', mine: undefined, theirs: 'Theirs' }]);
    expect(applyChoices(result, { title: 'mine' })).toEqual({ value: mine });
  });

  it('sees a whole page removed elsewhere as one conflict about the page', () => {
    expect(merge3(base, { ...base, title: 'Mine' }, undefined).conflicts).toEqual([{ path: [], base, mine: { ...base, title: 'Mine' }, theirs: undefined }]);
  });

  it('takes the same value whatever order its keys are in', () => {
    const reordered = { title: 'VAT', path: '/services/vat', image: { alt: 'A', src: '/a.png' }, heading: 'VAT services', faq: base.faq };
    expect(canonical(reordered)).toBe(canonical(base));
    expect(merge3(base, reordered, { ...base, title: 'Theirs' })).toEqual({ merged: { ...base, title: 'Theirs' }, conflicts: [] });
  });

  it('merges page texts as a whole: one side changed, that side wins; both changed, a conflict', () => {
    expect(merge3('a', 'b', 'a')).toEqual({ merged: 'b', conflicts: [] });
    expect(merge3('a', 'b', 'c').conflicts).toEqual([{ path: [], base: 'a', mine: 'b', theirs: 'c' }]);
  });
});

describe('setAt', () => {
  it('sets and removes without changing the value it was given', () => {
    const value = { a: { b: 1 }, list: [1, 2] };
    expect(setAt(value, ['a', 'b'], 2)).toEqual({ a: { b: 2 }, list: [1, 2] });
    expect(setAt(value, ['list', 1], 3)).toEqual({ a: { b: 1 }, list: [1, 3] });
    expect(setAt(value, ['a', 'b'], undefined)).toEqual({ a: {}, list: [1, 2] });
    expect(value).toEqual({ a: { b: 1 }, list: [1, 2] });
  });
});
