// The Arabic edition is the English manifest with its words replaced and its pages moved under /ar: what that
// changes, and — as much to the point — what it leaves alone (images, other websites, settings).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { SiteManifest } from '../../../src/generated/manifest-types.gen.js';
import { inEnglish, readsInEnglish } from '../../../src/build/manifest/translation/english-marks.js';
import { localizeManifest, localizedPath } from '../../../src/build/model/localize.js';

const english = parse(readFileSync(resolve('tests/fixtures/valid/minimal.yaml'), 'utf8')) as SiteManifest;
const service = english.routes.findIndex((route) => route.path === '/services/corporate-tax-in-uae');
const withArabic: SiteManifest = {
  ...english,
  ar: { navigation: { quickContact: { label: 'تواصل سريع' } } },
  routes: english.routes.map((route, index) =>
    index === service ? { ...route, ar: { title: 'ضريبة الشركات', heading: 'ضريبة الشركات في الإمارات' } } : route,
  ) as SiteManifest['routes'],
};
// Made in each test that reads it, so the code that makes it runs within that test (`npm run mutate` counts code run
// while the file loads as reached by every test, and leaves it out).
const arabicEdition = () => {
  const arabic = localizeManifest(withArabic, 'ar');
  return { arabic, arabicService: arabic.routes[service] as Extract<SiteManifest['routes'][number], { template: 'service' }> };
};

describe('the Arabic manifest', () => {
  it('serves every page under /ar + its English path, the home page at /ar', () => {
    const { arabic } = arabicEdition();
    expect(arabic.routes.map((route) => route.path)).toEqual(english.routes.map((route) => localizedPath(route.path, 'ar')));
    expect(arabic.routes[0].path).toBe('/ar');
    expect(localizedPath('/Contact-Us#form', 'ar')).toBe('/ar/Contact-Us#form');
  });

  it('takes the words from the `ar:` blocks, keeps English where a word is still missing, and drops the blocks', () => {
    const { arabic, arabicService } = arabicEdition();
    expect(arabicService.title).toBe('ضريبة الشركات');
    expect(arabicService.heading).toBe('ضريبة الشركات في الإمارات');
    expect(arabicService.description).toBe((english.routes[service] as { description: string }).description);
    expect(arabic.navigation.quickContact.label).toBe('تواصل سريع');
    expect(JSON.stringify(arabic)).not.toContain('"ar":');
  });

  it('keeps links between pages inside the language, and leaves images, settings and other websites alone', () => {
    const { arabic, arabicService } = arabicEdition();
    expect(arabic.navigation.quickContact.link).toBe(localizedPath(english.navigation.quickContact.link, 'ar'));
    expect(arabic.site.baseUrl).toBe(english.site.baseUrl);
    expect(arabic.site.logo.image).toBe(english.site.logo.image);
    expect(arabic.site.map).toEqual(english.site.map);
    expect(arabicService.image).toBe((english.routes[service] as { image: string }).image);
    expect(arabicService.reviewed).toBe((english.routes[service] as { reviewed: string }).reviewed);
  });

  it('reads each page’s text from content/ar/', () => {
    const { arabicService } = arabicEdition();
    expect(arabicService.body).toBe(`ar/${(english.routes[service] as { body: string }).body}`);
  });
});

describe('what the Arabic edition still shows in English', () => {
  const team = english.routes.findIndex((route) => route.template === 'team');
  const partly: SiteManifest = {
    ...withArabic,
    routes: withArabic.routes.map((route, index) =>
      index === team
        ? {
            ...route,
            ar: {
              title: 'فريقنا',
              description: 'تعرّفوا على المحاسبين ومستشاري الضرائب والمدققين الذين يقودون عملنا.',
              heading: 'فريقنا',
              members: [{ name: 'الشريك، الضرائب', role: 'رئيس قسم الضرائب' }],
            },
          }
        : route,
    ) as SiteManifest['routes'],
  };
  // content/ar/ holds no body in this test: every body stands in English.
  const partlyEdition = () => localizeManifest(partly, 'ar', () => false);

  it('lists a page with no `ar:` block as English in all its words', () => {
    const edition = partlyEdition();
    const contact = edition.routes.find((route) => route.template === 'contact')!;
    expect(inEnglish(contact)).toEqual(expect.arrayContaining(['heading', 'intro']));
    // Items of a block's list are parts of their own: each card of the home page's featured services.
    const home = edition.routes.find((route) => route.template === 'home')!;
    expect(inEnglish(home)).toEqual(expect.arrayContaining(['featured.heading', 'featured.cards.0', 'slides.0', 'about.body']));
  });

  it('lists only the missing words of a page translated in part: here the one member with no Arabic biography', () => {
    const edition = partlyEdition();
    expect(inEnglish(edition.routes[team])).toEqual(['members.0']);
  });

  it('lists a body read from the English file, and leaves such a page out of the Arabic search', () => {
    const { arabicService } = arabicEdition();
    const edition = partlyEdition();
    expect(inEnglish(edition.routes[service])).toContain('body');
    expect(readsInEnglish(edition.routes[service])).toBe(true);
    expect(inEnglish(arabicService)).not.toContain('body');
    expect(readsInEnglish(arabicService)).toBe(false);
    expect(inEnglish(arabicService)).not.toContain('heading');
  });

  it('lists nothing on the English edition', () => {
    expect(english.routes.flatMap((route) => inEnglish(route))).toEqual([]);
  });
});
