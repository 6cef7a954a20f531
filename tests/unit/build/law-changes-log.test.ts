// The law-changes page and its Atom feeds, from the real site.yaml and from copies of it with the register changed:
// every dated value is an entry in both languages, a value added to the register appears by itself, the feeds are
// well-formed Atom, and the page and feeds are where search engines look (sitemap, robots.txt).
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadManifest } from '../../../src/build/validate/load.js';
import { pagePayload, siteLayoutData } from '../../../src/build/model/page-data.js';
import { resolveEditions, type SiteModel } from '../../../src/build/model/site-model.js';
import { lawChangesAtom } from '../../../src/build/prerender/law-feed.js';
import { robotsTxt, sitemapXml } from '../../../src/build/prerender/feeds.js';
import { searchEntries } from '../../../src/build/prerender/search-index.js';
import type { LawChangesPageData } from '../../../src/shared/page-data.js';
import type { SiteManifest } from '../../../src/generated/manifest-types.gen.js';

const root = resolve('.');
const contentDir = join(root, 'content');
const { manifest } = loadManifest(join(root, 'site.yaml'));
if (!manifest) throw new Error('site.yaml is invalid: run `npm run validate`.');
const DAY = '2026-11-29';
// The page's data reads the site's day as the build does: fixed, so the log's split does not move with the clock.
vi.stubEnv('SITE_AS_OF', DAY);
afterAll(() => vi.unstubAllEnvs());
const BASE = manifest.site.baseUrl;
const english = () => resolveEditions(manifest!, contentDir)[0];

const logOf = (model: SiteModel, path: string): LawChangesPageData => pagePayload(model.pageAt(path)!, model).data.lawChanges!;
const keysOf = (log: LawChangesPageData) => [...log.upcoming, ...log.inForce].map((item) => item.key);
/** Every dated value, but those the firm has still to confirm that no page states (the records penalty). */
const datedKeys = (site: SiteManifest) =>
  (site.law?.rules ?? [])
    .filter((rule) => !(rule.placeholder && UNSTATED.includes(rule.id)))
    .flatMap((rule) => rule.values.flatMap((value) => (value.from ? [`${rule.id}-${value.from}`] : [])));
const UNSTATED = ['records-penalty', 'records-penalty-repeated'];

/** The manifest with one value added to a rule: the register as it is when the law changes. */
function withValue(id: string, value: { from: string; value: number | string; instrument: string }): SiteManifest {
  const rules = manifest!.law!.rules!.map((rule) => (rule.id === id ? { ...rule, values: [...rule.values, value] } : rule));
  return { ...manifest!, law: { ...manifest!.law!, rules } } as SiteManifest;
}

/** Elements opened and closed in order, entities well formed: enough to catch markup a feed reader would refuse. */
function expectWellFormed(xml: string) {
  const open: string[] = [];
  for (const [tag, closing, name, selfClosing] of xml.replace(/^<\?xml[^>]*\?>/, '').matchAll(/<(\/?)([\w:]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(open.pop(), tag).toBe(name);
    else open.push(name);
  }
  expect(open).toEqual([]);
  expect(xml.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toContain('&');
}

describe('the law-changes page and its feeds on the real site', () => {
  const [english, arabic] = resolveEditions(manifest, contentDir);

  it('leave out a value the firm has still to confirm that no page states', () => {
    const keys = keysOf(logOf(english, '/law-changes'));
    expect(keys.filter((key) => key.startsWith('records-penalty'))).toEqual([]);
    // The e-liquid minimum price is to be confirmed too, but the excise page states it (hedged): listed.
    expect(keys).toContain('excise-min-price-e-liquid-2026-09-01');
  });

  it('list every dated value of the register, in both languages, on the page and in the feed', () => {
    const expected = datedKeys(manifest).sort();
    expect(expected.length).toBeGreaterThan(20);
    for (const [model, path] of [
      [english, '/law-changes'],
      [arabic, '/ar/law-changes'],
    ] as const) {
      expect(keysOf(logOf(model, path)).sort(), path).toEqual(expected);
      const feed = lawChangesAtom(model, DAY)!;
      const ids = [...feed.xml.matchAll(/<id>[^<]*#([^<]+)<\/id>/g)].map((match) => match[1]);
      expect(ids.sort(), feed.file).toEqual(expected);
    }
  });

  it('write a change as pages quote it, with the rule in the page’s words and the pages that quote it', () => {
    const item = (model: SiteModel, path: string) => logOf(model, path).inForce.find((change) => change.key === 'sbr-last-period-end-2026-08-07')!;
    const en = item(english, '/law-changes');
    expect(en).toMatchObject({
      label: { text: 'Small Business Relief: last tax period end date covered' },
      oldText: '31 December 2026',
      newText: '31 December 2029',
      fromText: '7 August 2026',
    });
    expect(logOf(english, '/law-changes').instruments[en.instrument]).toMatchObject({
      name: 'Ministry of Finance announcement of the Small Business Relief extension',
      url: expect.stringMatching(/^https:\/\//),
    });
    const enPages = logOf(english, '/law-changes').pages;
    expect(en.pages.map((index) => enPages[index].path)).toContain('/services/corporate-tax-in-uae');
    const ar = item(arabic, '/ar/law-changes');
    expect(ar).toMatchObject({ oldText: '31 ديسمبر 2026', newText: '31 ديسمبر 2029', fromText: '7 أغسطس 2026' });
    expect(ar.label.text).toBe(arabic.manifest.law!.rules!.find((rule) => rule.id === 'sbr-last-period-end')!.label);
    const arPages = logOf(arabic, '/ar/law-changes').pages;
    expect(ar.pages.map((index) => arPages[index].path)).toContain('/ar/services/corporate-tax-in-uae');
    for (const page of [...enPages, ...arPages]) expect(page.path).not.toMatch(/law-changes|\{/);
  });

  it('are well-formed Atom: the feed’s id, title, updated, author and links, and each entry’s', () => {
    for (const model of [english, arabic]) {
      const { file, xml } = lawChangesAtom(model, DAY)!;
      expectWellFormed(xml);
      expect(xml).toContain(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${model.locale.code}">`);
      expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${BASE}/${file}"/>`);
      expect(xml).toMatch(/<author>\s*<name>[^<]+<\/name>/);
      const entries = xml.split('<entry>').slice(1);
      for (const entry of entries) {
        expect(entry).toMatch(/<id>https:\/\/[^<]+#[\w-]+<\/id>/);
        expect(entry).toMatch(/<title>[^<]+<\/title>/);
        expect(entry).toMatch(/<updated>\d{4}-\d{2}-\d{2}T00:00:00\+04:00<\/updated>/);
        expect(entry).toMatch(/<link rel="alternate" type="text\/html" href="https:\/\/[^"]+"\/>/);
        expect(entry).toMatch(/<content type="html">&lt;dl&gt;/);
      }
      expect(file).toBe(model.locale.code === 'ar' ? 'ar/law-changes.xml' : 'law-changes.xml');
    }
  });

  it('are in the sitemap and search (the page in both languages) and robots.txt (the feeds), and linked from every page’s layout', () => {
    const sitemap = sitemapXml([english, arabic]);
    expect(sitemap).toContain(`<loc>${BASE}/law-changes</loc>`);
    expect(sitemap).toContain(`<loc>${BASE}/ar/law-changes</loc>`);
    const robots = robotsTxt(english, ['/law-changes.xml', '/ar/law-changes.xml']);
    expect(robots).toContain(`Sitemap: ${BASE}/law-changes.xml\n`);
    expect(robots).toContain(`Sitemap: ${BASE}/ar/law-changes.xml\n`);
    const search = searchEntries([english, arabic]);
    expect(search.get('law-changes/index.html')).toMatchObject({ path: '/law-changes', lang: 'en' });
    expect(search.get('ar/law-changes/index.html')).toMatchObject({ path: '/ar/law-changes', lang: 'ar' });
    expect(siteLayoutData(english).lawChangesFeed).toEqual({ path: '/law-changes.xml', title: expect.any(String) });
    expect(siteLayoutData(arabic).lawChangesFeed?.path).toBe('/ar/law-changes.xml');
  });
});

describe('a change added to a copy of the register', () => {
  const INSTRUMENT = 'Ministerial Decision No. 73 of 2023';

  it('is listed in force from its day, with the value it replaced, on the page and in both feeds', () => {
    const [english, arabic] = resolveEditions(withValue('sbr-revenue-limit', { from: '2026-10-01', value: 4_000_000, instrument: INSTRUMENT }), contentDir);
    const log = logOf(english, '/law-changes');
    const entry = log.inForce.find((item) => item.key === 'sbr-revenue-limit-2026-10-01');
    expect(entry).toMatchObject({ oldText: 'AED 3 million', newText: 'AED 4 million', fromText: '1 October 2026' });
    expect(log.inForce[0].key).toBe('sbr-revenue-limit-2026-10-01');
    expect(lawChangesAtom(english, DAY)!.xml).toContain('AED 3 million → AED 4 million (1 October 2026)');
    expect(lawChangesAtom(arabic, DAY)!.xml).toContain('3 ملايين درهم ← 4 ملايين درهم');
  });

  it('is listed apart while its day is to come, and moves in force on that day', () => {
    const [english] = resolveEditions(withValue('ct-rate', { from: '2027-03-01', value: 12, instrument: INSTRUMENT }), contentDir);
    const route = english.pageAt('/law-changes')!.route;
    if (route.template !== 'law-changes') throw new Error('not the log');
    const before = logOf(english, '/law-changes');
    const { upcoming } = before;
    expect(upcoming.map((item) => item.key)).toEqual(['ct-rate-2027-03-01']);
    expect(upcoming[0]).toMatchObject({ oldText: '9%', newText: '12%', fromText: '1 March 2027' });
    expect(before.inForce.some((item) => item.key === 'ct-rate-2027-03-01')).toBe(false);
    // The feed lists it before its day too, dated by its instrument (when the change became known), not in the future.
    const announced = lawChangesAtom(english, DAY)!.xml;
    const entry = announced.slice(announced.indexOf('#ct-rate-2027-03-01</id>'));
    expect(entry).toMatch(/^#ct-rate-2027-03-01<\/id>\s*<title>[^<]+: 9% → 12% \(1 March 2027\)<\/title>\s*<updated>2023-/);
    const feed = lawChangesAtom(english, '2027-03-01')!.xml;
    expect(feed).toContain('<updated>2027-03-01T00:00:00+04:00</updated>\n  <link rel="self"');
  });

  it('is escaped in the feed, however its label is written', () => {
    const rules = manifest!.law!.rules!.map((rule) => (rule.id === 'ct-rate' ? { ...rule, label: 'Rate </title><script>alert(1)</script> & more' } : rule));
    const [english] = resolveEditions({ ...manifest!, law: { ...manifest!.law!, rules } } as SiteManifest, contentDir);
    const { xml } = lawChangesAtom(english, DAY)!;
    expectWellFormed(xml);
    expect(xml).not.toMatch(/<script/i);
    expect(xml).toContain('Rate &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; more: 9%');
  });
});

describe('the Arabic log with words still in English', () => {
  it('marks them English: a rule’s label, the page’s words and the footer’s feed link', () => {
    const arRules = manifest!.ar!.law!.rules!.map((rule, index) => (manifest!.law!.rules![index].id === 'ct-rate' ? {} : rule));
    const routes = manifest!.routes.map((route) => {
      if (route.template !== 'law-changes' || !route.ar?.words) return route;
      const { feed: _feed, ...words } = route.ar.words;
      return { ...route, ar: { ...route.ar, words } };
    });
    const site = { ...manifest!, routes, ar: { ...manifest!.ar!, law: { ...manifest!.ar!.law!, rules: arRules } } } as SiteManifest;
    const [, arabic] = resolveEditions(site, contentDir);
    const rate = logOf(arabic, '/ar/law-changes').inForce.find((item) => item.key === 'ct-rate-2023-06-01')!;
    expect(rate.label).toEqual({ text: manifest!.law!.rules!.find((rule) => rule.id === 'ct-rate')!.label, lang: 'en' });
    expect(rate.newText).toBe('9%');
    expect(pagePayload(arabic.pageAt('/ar/law-changes')!, arabic).data.inEnglish?.parts).toEqual(['words.feed']);
    expect(siteLayoutData(arabic).lawChangesFeed?.lang).toBe('en');
    expect(siteLayoutData(english()).lawChangesFeed).not.toHaveProperty('lang');
  });
});
