// The law register drives the built site: one value changed in site.yaml changes every English and Arabic page that
// states it, and a value dated in the future takes over on its day (`npm run build -- --as-of`), as does a sentence
// written to switch on that day.
import { appendFileSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject } from '../../../scripts/synthetic-site.js';
import { runBuild } from '../../../scripts/support/run-build.js';
import type { LawChangesPageData } from '../../../src/shared/page-data.js';

const copies: string[] = [];
afterAll(() => {
  if (!process.env.KEEP_COPIES) for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** Every page and page-data file of the built site (English and Arabic), by dist-relative name. */
function builtTexts(dist: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' }))
    if (file.endsWith('.html') || file.endsWith('.json')) texts.set(file, readFileSync(join(dist, file), 'utf8'));
  return texts;
}

/** dist/ar/… pages and their data files (_data/ar.json, _data/ar/…) are the Arabic edition's. */
const isArabic = (file: string) => /^(?:_data\/)?ar[/.]/.test(file);

function pagesSaying(texts: Map<string, string>, words: string[]): string[] {
  return [...texts].filter(([, text]) => words.some((word) => text.includes(word))).map(([file]) => file);
}

/** site.yaml with one value of a rule replaced: the rule's block, from its id to the next rule. */
function setRuleValue(manifest: string, id: string, from: string, to: string): string {
  const start = manifest.indexOf(`    - id: ${id}\n`);
  const end = manifest.indexOf('    - id: ', start + 1);
  expect(start, `rule ${id} in site.yaml`).toBeGreaterThan(0);
  const block = manifest.slice(start, end);
  expect(block).toContain(`value: ${from}`);
  return manifest.slice(0, start) + block.replace(`value: ${from}`, `value: ${to}`) + manifest.slice(end);
}

describe('the law register in the built site', () => {
  it('changes every page that states a value when the register changes, and switches on a future value’s day', { timeout: 300_000 }, () => {
    const dir = copyProject('law-register', undefined, { shareBundles: true });
    copies.push(dir);
    const dist = join(dir, 'dist');
    const first = runBuild(dir);
    const before = builtTexts(dist);
    const endDate = ['31 December 2029', '31 ديسمبر 2029'];
    const limit = ['AED 3 million', '3 ملايين درهم'];
    const statingEnd = pagesSaying(before, endDate);
    const statingLimit = pagesSaying(before, limit);
    // Small Business Relief is stated across the corporate tax pages, in both languages.
    expect(statingEnd.filter((file) => isArabic(file)).length).toBeGreaterThan(5);
    expect(statingEnd.filter((file) => !isArabic(file)).length).toBeGreaterThan(5);
    expect(statingLimit.length).toBeGreaterThan(10);
    // A page that quotes a rule only in site.yaml's own words (an answer of its questions, not its body) is listed
    // under the rule's changes, as the editor's preview and `npm run dev` list it.
    const log = (JSON.parse(before.get('_data/law-changes.json')!) as { data: { lawChanges: LawChangesPageData } }).data.lawChanges;
    const quoting = (key: string) => log.inForce.find((item) => item.key === key)?.pages.map((index) => log.pages[index].path);
    expect(quoting('sbr-last-period-end-2026-08-07')).toContain('/Corporate-tax-registration');

    const manifestFile = join(dir, 'site.yaml');
    let manifest = readFileSync(manifestFile, 'utf8');
    manifest = setRuleValue(manifest, 'sbr-last-period-end', '2029-12-31', '2031-12-31');
    manifest = setRuleValue(manifest, 'sbr-revenue-limit', '3000000', '4000000');
    writeFileSync(manifestFile, manifest);
    const second = runBuild(dir);
    const after = builtTexts(dist);
    // Only the pages that quote the two rules are rendered again, not the whole site.
    expect(second.rendered).toBeGreaterThanOrEqual(new Set([...statingEnd, ...statingLimit].filter((file) => file.endsWith('.html'))).size);
    expect(second.rendered).toBeLessThan(first.rendered);
    expect(pagesSaying(after, endDate)).toEqual([]);
    expect(pagesSaying(after, limit)).toEqual([]);
    for (const file of statingEnd) expect(after.get(file), file).toContain(isArabic(file) ? '31 ديسمبر 2031' : '31 December 2031');
    for (const file of statingLimit) expect(after.get(file), file).toContain(isArabic(file) ? '4 ملايين درهم' : 'AED 4 million');

    // A value announced for later: the site reads as before until its day, then states it by itself.
    const later = manifest.replace(
      '          value: 2031-12-31\n          instrument: Ministry of Finance announcement of the Small Business Relief extension\n',
      '          value: 2031-12-31\n          instrument: Ministry of Finance announcement of the Small Business Relief extension\n        - from: 2027-03-01\n          value: 2032-12-31\n          instrument: Ministry of Finance announcement of the Small Business Relief extension\n',
    );
    expect(later).not.toBe(manifest);
    writeFileSync(manifestFile, later);
    // And a sentence of an article, in both languages, that switches on that day.
    const article = 'blogs/decoding-uae-corporate-tax-law';
    appendFileSync(join(dir, `content/${article}.md`), '\n{{until 2027-03-01}}Relief is to be extended.{{from}}Relief has been extended.{{end}}\n');
    appendFileSync(join(dir, `content/ar/${article}.md`), '\n{{until 2027-03-01}}سيُمدَّد الإعفاء.{{from}}مُدِّد الإعفاء.{{end}}\n');
    runBuild(dir);
    const beforeItsDay = builtTexts(dist);
    // Only the log of the law's changes names it before its day, among the changes to come.
    expect(pagesSaying(beforeItsDay, ['31 December 2032'])).toEqual(['_data/law-changes.json', 'law-changes/index.html']);
    expect(beforeItsDay.get(`${article}/index.html`)).toContain('Relief is to be extended.');
    expect(beforeItsDay.get(`ar/${article}/index.html`)).toContain('سيُمدَّد الإعفاء.');
    expect(pagesSaying(beforeItsDay, ['Relief has been extended.', 'مُدِّد الإعفاء.', '{{until'])).toEqual([]);
    runBuild(dir, ['--as-of', '2027-03-01']);
    const switched = builtTexts(dist);
    for (const file of statingEnd) expect(switched.get(file), file).toContain(isArabic(file) ? '31 ديسمبر 2032' : '31 December 2032');
    expect(switched.get(`${article}/index.html`)).toContain('Relief has been extended.');
    expect(switched.get(`ar/${article}/index.html`)).toContain('مُدِّد الإعفاء.');
    expect(pagesSaying(switched, ['Relief is to be extended.', 'سيُمدَّد الإعفاء.'])).toEqual([]);
    // The article changed that day: the sitemap says so.
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).toMatch(new RegExp(`/${article}</loc>\\s*<lastmod>2027-03-01</lastmod>`));
  });
});
