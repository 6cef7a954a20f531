// The Arabic edition made from the real site.yaml: instruments named as the Arabic list names them wherever a page or
// a rule cites them, article aliases and links to them kept in the language, words that are only spaces left in
// English. Mutation testing (npm run mutate -- --module model-text) found these were never checked: the localize
// tests use a small fixture with no law register, no aliases and no blank translations.
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadManifest } from '../../../src/build/validate/load.js';
import { inEnglish, readsInEnglish } from '../../../src/build/manifest/translation/english-marks.js';
import { localizeManifest } from '../../../src/build/model/localize.js';
import type { Route, SiteManifest } from '../../../src/generated/manifest-types.gen.js';

const { manifest } = loadManifest(join(resolve('.'), 'site.yaml'));
if (!manifest) throw new Error('site.yaml is invalid: run `npm run validate`.');
// Made in each test that reads it, so the code that makes it runs within that test (`npm run mutate` counts code run
// while the file loads as reached by every test, and leaves it out).
const arabicEdition = () => localizeManifest(manifest, 'ar');
const arabicName = new Map(manifest.law!.instruments.map((instrument, index) => [instrument.name, manifest.ar!.law!.instruments![index].name]));
const routeAt = (edition: SiteManifest, path: string) => edition.routes.find((route) => route.path === path)! as Route & Record<string, unknown>;

describe('instruments in the Arabic edition', () => {
  it('are named as the Arabic list names them in every page’s sources and historical list', () => {
    const arabic = arabicEdition();
    const cited = manifest.routes.filter((route) => route.sources?.length);
    expect(cited.length).toBeGreaterThan(0);
    for (const route of cited) expect(routeAt(arabic, `/ar${route.path}`).sources).toEqual(route.sources!.map((name) => arabicName.get(name) ?? name));
    const historical = manifest.routes.find((route) => route.historical?.length)!;
    expect(routeAt(arabic, `/ar${historical.path}`).historical).toEqual(historical.historical!.map((name) => arabicName.get(name)));
    expect(arabicName.get('Federal Decree-Law No. 47 of 2022')).toBe('المرسوم بقانون اتحادي رقم (47) لسنة 2022');
  });

  it('are named as the Arabic list names them in each value of the law register', () => {
    const arabic = arabicEdition();
    const english = manifest.law!.rules!.flatMap((rule) => rule.values.map((value) => value.instrument));
    const local = arabic.law!.rules!.flatMap((rule) => rule.values.map((value) => value.instrument));
    expect(local).toEqual(english.map((name) => arabicName.get(name) ?? name));
    expect(local.filter((name, index) => name !== english[index]).length).toBeGreaterThan(0);
  });

  it('keep their English names when the Arabic list names none', () => {
    const unnamed = localizeManifest({ ...manifest, ar: { ...manifest.ar!, law: undefined } }, 'ar');
    const route = manifest.routes.find((each) => each.sources?.length)!;
    expect(routeAt(unnamed, `/ar${route.path}`).sources).toEqual(route.sources);
  });
});

describe('addresses in the Arabic edition', () => {
  it('move an article’s aliases under /ar, and keep links to an alias inside the language', () => {
    const arabic = arabicEdition();
    const article = manifest.routes.find((route) => route.template === 'article' && route.aliases?.length)!;
    if (article.template !== 'article') throw new Error('no article with an alias');
    expect(routeAt(arabic, `/ar${article.path}`).aliases).toEqual(article.aliases!.map((alias) => `/ar${alias}`));
    const linking = { ...manifest, navigation: { ...manifest.navigation, quickContact: { ...manifest.navigation.quickContact, link: article.aliases![0] } } };
    expect(localizeManifest(linking, 'ar').navigation.quickContact.link).toBe(`/ar${article.aliases![0]}`);
  });

  it('leave links to files and to addresses that are no page as they are', () => {
    for (const link of ['/rss.xml', '/images/logo.svg', '/no-such-page', 'https://tax.gov.ae/']) {
      const linking = { ...manifest, navigation: { ...manifest.navigation, quickContact: { ...manifest.navigation.quickContact, link } } };
      expect(localizeManifest(linking, 'ar').navigation.quickContact.link).toBe(link);
    }
  });
});

describe('words in the Arabic edition', () => {
  it('that are only spaces in the translation stay English, and the page says so', () => {
    const blank = {
      ...manifest,
      routes: manifest.routes.map((route) => (route.path === '/Contact-Us' ? { ...route, ar: { ...route.ar, heading: '   ' } } : route)),
    } as SiteManifest;
    const contact = routeAt(localizeManifest(blank, 'ar'), '/ar/Contact-Us');
    expect(contact.heading).toBe(routeAt(manifest, '/Contact-Us').heading);
    expect(inEnglish(contact)).toContain('heading');
  });

  it('of a page without a body: an English heading makes the page read as English', () => {
    const arabic = arabicEdition();
    const withoutBody = arabic.routes.find((route) => !('body' in route) && route.template !== 'home')!;
    expect(readsInEnglish(withoutBody)).toBe(false);
    expect(readsInEnglish({ ...withoutBody, inEnglish: ['heading'] } as unknown as Route)).toBe(true);
    expect(readsInEnglish({ ...withoutBody, inEnglish: ['intro'] } as unknown as Route)).toBe(false);
    // With a translated body, an English heading alone does not.
    const withBody = arabic.routes.find((route) => 'body' in route)!;
    expect(readsInEnglish({ ...withBody, inEnglish: ['heading'] } as unknown as Route)).toBe(false);
  });
});
