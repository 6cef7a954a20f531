// What the site says in public, on every real page of both editions (HTML and JSON-LD): the firm's research notes
// about an instrument stay in the register's `note`, and every Sources entry and citation carries the instrument's
// own title. And the corrections of the review against published sources (2026-11-28): what dates from 2019 is not
// called new, a disputed penalty is not stated as a figure, the pre-2026 late-payment rule is named with both its
// amending decisions, and structured data never calls an instrument known only from reports legislation.
// One file, so that the whole site is rendered once for both (about 9 s of a worker).
import { globSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { realEditions, renderRealSite, visibleText, type RenderedPage } from '../../support/real-site-pages.js';

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

/** A page's sentences, in either language; with `clauses`, what stands between semicolons too. */
const sentences = (page: RenderedPage, clauses = false) => visibleText(page.html).split(clauses ? /(?<=[.;؛])\s+|\n+/ : /(?<=(?<!No)[.؟])\s+|\n+/);
const where = (found: { page: RenderedPage; sentence: string }[]) => found.map(({ page, sentence }) => `${page.code} ${page.path}: ${sentence.trim()}`);
const sentencesWhere = (test: (sentence: string) => boolean, clauses = false) =>
  pages.flatMap((page) => sentences(page, clauses).flatMap((sentence) => (test(sentence) ? [{ page, sentence }] : [])));

describe('the review’s corrections on every page', () => {
  it('never calls the cigarette and water-pipe floors new in 2026: they date from Cabinet Decision No. 55 of 2019', () => {
    const floors = sentencesWhere((sentence) => /AED 0\.40|AED 0\.10|0\.40 درهم|0\.10 درهم/.test(sentence));
    expect(floors.length).toBeGreaterThanOrEqual(2);
    expect(where(floors.filter(({ sentence }) => !sentence.includes('2019') || /September 2026|سبتمبر 2026/.test(sentence)))).toEqual([]);
  });

  it('states no figure for the disputed records-keeping penalty, and no page quotes it from the register', () => {
    const figure = sentencesWhere(
      (sentence) =>
        /keep(?:ing)? (?:the |VAT )?(?:required )?records|record-keeping|الاحتفاظ بالسجلات/.test(sentence) &&
        /AED (?:10|20),000|(?:10|20),000 درهم/.test(sentence),
      true,
    );
    expect(where(figure)).toEqual([]);
    const quoting = [...globSync('content/**/*.md'), 'site.yaml'].filter((file) => /\{\{records-penalty(?:-repeated)?[\s}]/.test(readFileSync(file, 'utf8')));
    expect(quoting).toEqual([]);
  });

  it('names the pre-2026 late-payment rule as amended by Nos. 49 and 108 of 2021, never by No. 49 alone', () => {
    const alone = sentencesWhere((sentence) =>
      /as amended by (?:Cabinet Decision )?No\. 49 of 2021(?! and)|وتعديلاته بقرار مجلس الوزراء رقم \(49\) لسنة 2021/.test(sentence),
    );
    expect(where(alone)).toEqual([]);
    expect(sentencesWhere((sentence) => /49 and (?:No\. )?108 of 2021|\(49\) ورقم \(108\) لسنة 2021/.test(sentence)).length).toBeGreaterThanOrEqual(2);
  });

  it('types as Legislation only laws and decisions whose number is confirmed', () => {
    const [english] = realEditions();
    const instruments = english.manifest.law?.instruments ?? [];
    const unconfirmed = new Set(
      instruments.filter((instrument) => instrument.confirmed === false || (instrument.kind ?? 'legislation') !== 'legislation').map((i) => i.name),
    );
    const citations = pages.flatMap((page) =>
      page.jsonLd.flatMap((block) =>
        ((block as { citation?: { '@type': string; name: string; legislationIdentifier?: string }[] }).citation ?? []).map((citation) => ({ page, citation })),
      ),
    );
    const overClaimed = citations.filter(({ citation }) => citation['@type'] === 'Legislation' && unconfirmed.has(citation.legislationIdentifier ?? ''));
    expect(overClaimed.map(({ page, citation }) => `${page.path}: ${citation.name}`)).toEqual([]);
    const reported = citations.filter(({ citation }) => citation.name.startsWith('Ministerial Decision No. 131 of 2026'));
    expect(reported.length).toBeGreaterThan(0);
    expect(reported.every(({ citation }) => citation['@type'] === 'CreativeWork' && !('legislationIdentifier' in citation))).toBe(true);
  });
});
