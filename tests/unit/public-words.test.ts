// What the site says in public, on every real page of both editions (HTML and JSON-LD): the firm's research notes
// about an instrument stay in the register's `note`, and every Sources entry and citation carries the instrument's
// own title.
import { beforeAll, describe, expect, it } from 'vitest';
import { realEditions, renderRealSite, visibleText, type RenderedPage } from './real-site-pages';

let pages: RenderedPage[] = [];
beforeAll(async () => {
  pages = await renderRealSite();
}, 120_000);

/**
 * Words that only a research note uses, in either language. Saying plainly that an official copy has not been
 * published is a reader's hedge, not a note, and may stay.
 */
const NOTE_WORDS = [/was not found/i, /\(linked:/i, /because this is our (?:own )?site/i, /\(الرابط:/, /والمصدر الذي اطُّلع عليه/, /لأن هذا موقعنا/];

const pagesSaying = (pattern: RegExp, text: (page: RenderedPage) => string) =>
  pages.filter((page) => pattern.test(text(page))).map((page) => `${page.code} ${page.path}`);

describe('public words only', () => {
  it('renders both editions', () => {
    expect(pages.filter((page) => page.code === 'en').length).toBeGreaterThan(100);
    expect(pages.filter((page) => page.code === 'ar').length).toBeGreaterThan(100);
  });

  it('no page shows a research note in its HTML', () => {
    for (const pattern of NOTE_WORDS)
      expect(
        pagesSaying(pattern, (page) => visibleText(page.html)),
        String(pattern),
      ).toEqual([]);
  });

  it('no page carries a research note in its JSON-LD', () => {
    for (const pattern of NOTE_WORDS)
      expect(
        pagesSaying(pattern, (page) => JSON.stringify(page.jsonLd)),
        String(pattern),
      ).toEqual([]);
  });

  it('no note of the register reaches a page', () => {
    const notes = (realEditions()[0].manifest.law?.instruments ?? []).flatMap((instrument) => (instrument.note ? [instrument.note] : []));
    expect(notes.length).toBeGreaterThan(5);
    const leaked = notes.filter((note) => pages.some((page) => page.html.includes(note) || JSON.stringify(page.jsonLd).includes(note)));
    expect(leaked).toEqual([]);
  });
});

/** The text of each item of a page's Sources list. */
function sourceItems(page: RenderedPage): string[] {
  const list = /<section class="page-sources"[\s\S]*?<ol>([\s\S]*?)<\/ol>/.exec(page.html)?.[1] ?? '';
  return [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((item) => visibleText(item[1]));
}

describe('the Sources list in each edition', () => {
  it('joins a source’s title and date with the English comma on English pages', () => {
    const items = pages.filter((page) => page.code === 'en').flatMap(sourceItems);
    expect(items.filter((item) => /\d{4}$/.test(item)).length).toBeGreaterThan(10);
    expect(items.filter((item) => item.includes('،'))).toEqual([]);
  });

  it('joins them with the Arabic comma on Arabic pages, never a Latin one between Arabic words', () => {
    const items = pages.filter((page) => page.code === 'ar').flatMap(sourceItems);
    expect(items.filter((item) => item.includes('، ')).length).toBeGreaterThan(10);
    expect(items.filter((item) => /[\u0600-\u06FF)], [\u0600-\u06FF\d]/.test(item))).toEqual([]);
  });
});
