// The search dialog's count of matches, in each edition's words: the visitor's query is isolated in <bdi> inside the
// edition's own quotation marks, so an English query cannot scramble an Arabic sentence.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchCount } from '../../../src/browser/components/search/SearchCount.js';
import { realEditions } from '../../support/real-site-pages.js';

const [english, arabic] = realEditions();
const count = (strings: typeof english.manifest.strings, matches: number, query: string) =>
  renderToStaticMarkup(createElement(SearchCount, { strings, count: matches, query }));

describe('the search count', () => {
  it('in English quotes the query in curly quotes, isolated', () => {
    expect(count(english.manifest.strings, 13, 'vat refund')).toBe('13 pages match “<bdi>vat refund</bdi>”');
    expect(count(english.manifest.strings, 1, 'esr')).toBe('1 page matches “<bdi>esr</bdi>”');
    expect(count(english.manifest.strings, 0, 'xyz')).toBe('No pages match “<bdi>xyz</bdi>”. Try another word.');
  });

  it('in Arabic quotes the English query in «» and isolates it, with the count after it', () => {
    expect(count(arabic.manifest.strings, 13, 'vat refund')).toBe('عدد الصفحات المطابقة لـ«<bdi>vat refund</bdi>»: 13');
    expect(count(arabic.manifest.strings, 1, 'esr')).toBe('صفحة واحدة (1) تطابق «<bdi>esr</bdi>»');
    expect(count(arabic.manifest.strings, 0, 'xyz')).toBe('لا توجد صفحات تطابق «<bdi>xyz</bdi>». جرّبوا كلمة أخرى.');
  });
});
