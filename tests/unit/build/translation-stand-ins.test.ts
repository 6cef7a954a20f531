// Which parts of a page the Arabic edition still shows in English (marked `lang="en"` on the Arabic page and kept out
// of the Arabic search index): named by the page's key, a block's key, or the list item they are in.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Route, SiteManifest } from '../../../src/generated/manifest-types.gen.js';
import { untranslatedParts, untranslatedRoute, untranslatedSiteTexts } from '../../../src/build/manifest/translation/english-stand-ins.js';

// The fixture's pages as YAML reads them (the loader returns the same data): loading it through the validator here,
// when the file is imported, made every validator line it reached a "static" mutant that `npm run mutate` leaves out.
const manifest = parse(readFileSync(resolve('tests/fixtures/valid/minimal.yaml'), 'utf8')) as SiteManifest;
const home = manifest.routes.find((route) => route.template === 'home')!;
const service = manifest.routes.find((route) => route.template === 'service')!;

/** The home page with this `ar:` block. */
const homeIn = (ar: unknown) => untranslatedParts({ ...home, ar } as Route);

/** The home page's words, all in Arabic. */
const ARABIC_HOME = {
  title: 'مستشارو الضرائب في دبي',
  description: 'ضريبة الشركات وضريبة القيمة المضافة والتدقيق.',
  slides: [{ head: 'ضريبة الشركات', secondline: 'التسجيل والإقرارات', thirdline: 'في الموعد' }],
  about: { heading: 'أكثر من 20 عامًا', alt: 'محاسب يراجع القوائم', link: { label: 'من نحن' } },
  counters: [{ text: 'أعضاء الفريق' }],
  featured: { heading: 'خدماتنا', cards: [{ title: 'ضريبة الشركات', alt: 'نموذج إقرار', content: 'التسجيل والإقرارات.' }] },
  testimonials: [{ text: 'سجلونا مبكرًا.', author: 'مدير شركة تجارية', alt: 'عميل' }],
  clients: [{ alt: 'عميل' }],
};

describe('parts of a page left in English', () => {
  it('are none once every word has its Arabic', () => {
    expect(homeIn(ARABIC_HOME)).toEqual([]);
  });

  it('are every part with words when the page has no Arabic at all', () => {
    expect(untranslatedParts({ ...service, ar: undefined } as Route)).toEqual(['title', 'description', 'heading', 'alt']);
    expect(homeIn(undefined)).toEqual([
      'title',
      'description',
      'slides.0',
      'about.heading',
      'about.alt',
      'about.link',
      'counters.0',
      'featured.heading',
      'featured.cards.0',
      'testimonials.0',
      'clients.0',
    ]);
  });

  it('name the list item a missing word is in, and a block’s own key, once each', () => {
    const ar = {
      ...ARABIC_HOME,
      title: '  ',
      slides: [{ head: 'ضريبة الشركات' }],
      about: { heading: 'أكثر من 20 عامًا', alt: 'محاسب يراجع القوائم' },
      featured: { heading: 'خدماتنا', cards: [{ title: 'ضريبة الشركات' }] },
    };
    expect(homeIn(ar)).toEqual(['title', 'slides.0', 'about.link', 'featured.cards.0']);
  });

  it('are asked of a known template only: an unknown one is a fault of the build, said as such', () => {
    expect(() => untranslatedParts({ ...service, template: 'brochure' } as unknown as Route)).toThrow('site.schema.json has no page template `brochure`.');
  });

  it('are every item of a list the Arabic does not give as a list', () => {
    expect(homeIn({ ...ARABIC_HOME, slides: 'ضريبة الشركات', clients: [] })).toEqual(['slides.0', 'clients.0']);
  });
});

describe('texts of a page left in English', () => {
  it('are each text by its full place, where the part names only the item it is in', () => {
    const partly = { ...ARABIC_HOME, slides: [{ head: 'ضريبة الشركات' }] };
    expect(untranslatedRoute({ ...home, ar: partly } as Route).texts).toEqual(['slides.0.secondline', 'slides.0.thirdline']);
    expect(homeIn(partly)).toEqual(['slides.0']);
    expect(untranslatedRoute({ ...home, ar: ARABIC_HOME } as Route).texts).toEqual([]);
  });
});

describe('texts every page shares left in English', () => {
  /** The fixture with this top-level `ar:` block. */
  const siteIn = (ar: unknown) => untranslatedSiteTexts({ ...manifest, ar } as SiteManifest);

  it('are each text of the site, by its place in site.yaml, when the site has no Arabic block', () => {
    const texts = siteIn(undefined);
    expect(texts).toEqual(
      expect.arrayContaining(['site.logo.alt', 'navigation.menu.0.label', 'navigation.quickContact.label', 'footer.about', 'closingBanner.button.label']),
    );
    // Each a place of one text: no empty segment, and every place names a string of the English.
    const at = (place: string) => place.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], manifest);
    expect(texts.every((text) => typeof at(text) === 'string')).toBe(true);
  });

  it('leave out each text the Arabic block gives, and name each list item left out on its own', () => {
    const texts = siteIn({ navigation: { menu: [{ label: 'الرئيسية' }] }, footer: { about: 'عن الشركة' } });
    expect(texts).not.toContain('navigation.menu.0.label');
    expect(texts).not.toContain('footer.about');
    expect(texts).toContain('navigation.quickContact.label');
    expect(texts).toContain('site.headOffice.lines.0');
  });
});
