// The site's content against ../shared/facts.md: the 2025–26 changes stated where they apply, nothing stale,
// every rule cited. The validator checks citations and superseded law; these check the words readers see.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadManifest } from '../../../src/build/validate/load.js';
import type { Route } from '../../../src/generated/manifest-types.gen.js';
import { registerOf } from '../../../src/shared/law/register.js';
import { quoteRules } from '../../../src/shared/law/references.js';

const root = resolve('.');
const { manifest } = loadManifest(join(root, 'site.yaml'));
if (!manifest) throw new Error('site.yaml is invalid: run `npm run validate`.');
const routes = manifest.routes;
const byPath = (path: string) => routes.find((route) => route.path === path) as Route;

const register = registerOf(manifest.law?.rules);

/** What a visitor reads on a page on the day these checks were written: its body and every text of its entry in site.yaml, the law register quoted. */
function pageText(route: Route): string {
  const body = 'body' in route && route.body.endsWith('.md') ? readFileSync(join(root, 'content', route.body), 'utf8') : '';
  const { sources: _sources, historical: _historical, ...shown } = route;
  return quoteRules(`${JSON.stringify(shown)}\n${body}`, register, '2026-11-25', { code: 'en', digits: 'latn' });
}

function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

describe('content current to November 2026', () => {
  it('states confirmed rules without hedging', () => {
    const hedged = routes.filter((route) => /our understanding is|as we understand (it|them)/i.test(pageText(route))).map((route) => route.path);
    expect(hedged).toEqual([]);
  });

  it('links no official site by its bare home page: the Sources list links each instrument', () => {
    const bare = /\]\(https?:\/\/(?:www\.)?(?:tax\.gov\.ae|mof\.gov\.ae|uaelegislation\.gov\.ae)\/?(?:en\/?)?\)/;
    expect(routes.filter((route) => bare.test(pageText(route))).map((route) => route.path)).toEqual([]);
  });

  it('tells readers of the VAT refund and return pages that credit balances expire, and the 31 December 2026 deadline', () => {
    for (const path of ['/blogs/how-to-claim-vat-refund-in-uae', '/vat-consultants-uae/vat-refund-service', '/vat-consultants-uae/vat-return-filing']) {
      const text = pageText(byPath(path));
      expect(text, path).toMatch(/5 years/);
      expect(text, path).toContain('31 December 2026');
      expect(text, path).toContain('Federal Decree-Law No. 16 of 2025');
      expect(text, path).not.toMatch(/carr(y|ied) forward (indefinitely|without (a |any )?(time )?limit)/i);
    }
  });

  it('shows the tiered excise on sweetened drinks, not a flat 50%', () => {
    const text = pageText(byPath('/services/excise-tax-related-services'));
    expect(text).toContain('AED 1.09');
    expect(text).toContain('AED 0.79');
    expect(text).not.toMatch(/sweetened[^\n]*\|\s*50\s*%/i);
  });

  it('gives the penalty regime of 14 April 2026 wherever VAT penalties are explained', () => {
    for (const path of [
      '/audit-assurance/assistance-of-vat-penalty-waiver',
      '/audit-assurance/voluntary-disclosure',
      '/blogs/importance-of-voluntary-disclosure-in-uae',
    ]) {
      const text = pageText(byPath(path));
      expect(text, path).toContain('14 April 2026');
      expect(text, path).toContain('Cabinet Decision No. 129 of 2025');
      expect(text, path).toMatch(/14% a year/);
    }
  });

  it('gives individuals’ corporate tax registration and the reconsideration deadline on the pages that need them', () => {
    expect(pageText(byPath('/Corporate-tax-registration'))).toMatch(/AED 1 million[\s\S]*31 March/);
    expect(pageText(byPath('/vat-consultants-uae/vat-reconsideration'))).toMatch(/40 business days/);
  });

  it('publishes the three new articles: at least 900 words, dated, reviewed, cited, with author and reviewer', () => {
    for (const path of [
      '/blogs/claiming-old-vat-credit-balances-before-31-december-2026',
      '/blogs/uae-e-invoicing-timeline-and-what-to-do-now',
      '/blogs/uae-tax-penalties-from-14-april-2026',
    ]) {
      const route = byPath(path);
      expect(route.template, path).toBe('article');
      if (route.template !== 'article') continue;
      expect(wordCount(readFileSync(join(root, 'content', route.body), 'utf8')), path).toBeGreaterThanOrEqual(900);
      expect(route.date, path).toMatch(/^2026-/);
      expect(route.sources?.length, path).toBeGreaterThan(0);
      expect(route.author && route.reviewer, path).toBeTruthy();
    }
  });

  it('works the late-payment example both ways in the penalty article', () => {
    const text = pageText(byPath('/blogs/uae-tax-penalties-from-14-april-2026'));
    expect(text).toMatch(/14% a year/);
    expect(text).toMatch(/4% a month|4% (?:per|each) month|4% monthly/i);
    expect(text).toMatch(/AED [\d,]+(?:\.\d\d)?/);
  });

  it('says plainly that the top-ten article is ours and how the other firms were chosen', () => {
    const text = pageText(byPath('/blogs/top-ten-corporate-tax-consultants-in-uae'));
    expect(text).toMatch(/published by (?:us|Dune Ledger Consultancy)|we publish/i);
    expect(text).not.toMatch(/this is not a ranking/i);
  });

  it('states the 2026 changes as in force: the e-invoicing deadline of 30 October 2026 and Small Business Relief to 2029', () => {
    const stale: string[] = [];
    for (const route of routes) {
      const text = pageText(route);
      // 31 July 2026 only as the date that was moved, or as another rule's example date that has passed.
      for (const match of text.matchAll(/.{0,60}31 July 2026/g))
        if (!/from|moved|extended|the date was|من |مُدّد|مدد/i.test(match[0])) stale.push(`${route.path}: ${match[0]}`);
      // Small Business Relief ending with 2026 only as what it was before the extension.
      for (const sentence of text.split(/(?<=[.;])\s/))
        if (/Small Business Relief/.test(sentence) && /31 December 2026/.test(sentence) && !/extended|was due|2029/.test(sentence))
          stale.push(`${route.path}: ${sentence}`);
    }
    expect(stale).toEqual([]);
    const article = byPath('/blogs/small-business-relief-extended-to-2029');
    expect(wordCount(pageText(article))).toBeGreaterThanOrEqual(600);
    for (const path of ['/services/corporate-tax-in-uae', '/Corporate-Tax-Consultancy'])
      expect(pageText(byPath(path)), path).toContain('/blogs/small-business-relief-extended-to-2029');
  });
});
