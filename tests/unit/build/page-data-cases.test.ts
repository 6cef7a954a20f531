// What a page's data carries for each kind of page, built from the smallest valid manifest inside each test (so the
// site model's code runs within the test that checks it): the body of every page that has one, no cards or team
// where there are none, the blog index's cards for articles only, and a card marked English in a translation that
// left it so.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pagePayload, siteLayoutData } from '../../../src/build/model/page-data.js';
import { resolveEditions, resolveSite, type SiteModel } from '../../../src/build/model/site-model.js';
import type { SiteManifest } from '../../../src/generated/manifest-types.gen.js';
import { temporaryFolder } from '../../support/temp-folder.js';

const contentDir = resolve('tests/fixtures/content');
// Read as YAML, not through the validator: the manifests below are edited past what it would accept.
const minimal = () => parse(readFileSync(resolve('tests/fixtures/valid/minimal.yaml'), 'utf8')) as SiteManifest;
const dataOf = (model: SiteModel, path: string) => pagePayload(model.pageAt(path)!, model).data;
/** The blog index's card of the fixture's article on the corporate tax law, in either edition. */
const decodingCard = <T extends { path: string }>(posts: T[]): T => posts.find((post) => post.path.endsWith('/blogs/decoding-uae-corporate-tax-law'))!;
/** The smallest manifest with Arabic listed: its pages have no `ar:` words, so the Arabic edition shows them in English. */
const bilingual = () =>
  ({
    ...minimal(),
    locales: [
      { code: 'en', label: 'English' },
      { code: 'ar', label: 'العربية' },
    ],
  }) as SiteManifest;

describe('a page’s data', () => {
  it('of a service carries its body, and no cards, team or images it does not show', () => {
    const data = dataOf(resolveSite(minimal(), contentDir), '/services/corporate-tax-in-uae');
    expect(data.html.body).toContain('<h2');
    expect(data.posts).toEqual([]);
    expect(data.team).toEqual([]);
  });

  it('of the thank-you page and of a plain page carries the body; a page without a team preview lists no team', () => {
    const model = resolveSite(minimal(), contentDir);
    expect(dataOf(model, '/Thankyou').html.body).toMatch(/<p>.+<\/p>/s);
    const about = dataOf(model, '/About-Us');
    expect(about.html.body).toMatch(/<p>.+<\/p>/s);
    expect(about.team).toEqual([]);
  });

  it('of the blog index has a card for every article, newest first, with the second link its entry gives, and none for other pages', () => {
    const manifest = minimal();
    const index = manifest.routes.find((route) => route.template === 'blog-index')!;
    if (index.template !== 'blog-index') throw new Error('the fixture has a blog index');
    index.posts = [
      { path: '/services/corporate-tax-in-uae' },
      { path: '/no-such-page' },
      { path: '/blogs/decoding-uae-corporate-tax-law', alsoLink: { label: 'Talk to us', link: '/contact-us' } },
    ];
    const posts = dataOf(resolveSite(manifest, contentDir), '/Blogs').posts;
    expect(posts).toEqual([
      expect.objectContaining({ path: '/blogs/corporate-tax-penalty-of-aed-ten-thousand-for-late-tax-registration-in-uae' }),
      expect.objectContaining({ path: '/blogs/decoding-uae-corporate-tax-law', alsoLink: { label: 'Talk to us', link: '/Contact-Us' } }),
    ]);
    expect(posts[0]).not.toHaveProperty('alsoLink');
    expect(posts[1]).not.toHaveProperty('lang');
  });

  it('of a translation marks an article card whose words were left in English with the English language', () => {
    const manifest = bilingual();
    const [english, arabic] = resolveEditions(manifest, contentDir);
    const card = (model: SiteModel) => decodingCard(dataOf(model, model.manifest.routes.find((route) => route.template === 'blog-index')!.path).posts);
    expect(card(arabic)).toMatchObject({ heading: 'Decoding the UAE corporate tax law', lang: 'en' });
    expect(card(english)).not.toHaveProperty('lang');
  });

  it('of a translation marks a card English when either its heading or its summary is, and not for its body alone', () => {
    const cardWith = (arabicWords: Record<string, string>) => {
      const manifest = bilingual();
      const article = manifest.routes.find((route) => route.path === '/blogs/decoding-uae-corporate-tax-law')!;
      Object.assign(article, { ar: arabicWords });
      const arabic = resolveEditions(manifest, contentDir)[1];
      return decodingCard(dataOf(arabic, '/ar/Blogs').posts);
    };
    const heading = 'فهم قانون ضريبة الشركات في الإمارات';
    const summary = 'من يدفع ضريبة الشركات في الإمارات، وبأي نسبة، ومنذ متى.';
    expect(cardWith({ heading })).toMatchObject({ heading, lang: 'en' });
    expect(cardWith({ summary })).toMatchObject({ summary, lang: 'en' });
    // The body is still English (there is no content/ar/ file): the card itself reads in Arabic.
    expect(cardWith({ heading, summary })).not.toHaveProperty('lang');
  });

  it('of a translation marks English, each on its own, an article card’s alt text, a blog-index entry’s second link and a previewed team member', () => {
    const build = (arabicWords: { article?: object; index?: object; team?: object }) => {
      const manifest = bilingual();
      const route = (path: string) => manifest.routes.find((candidate) => candidate.path === path)!;
      Object.assign(route('/blogs/decoding-uae-corporate-tax-law'), { ar: arabicWords.article });
      Object.assign(route('/Blogs'), {
        posts: [{ path: '/blogs/decoding-uae-corporate-tax-law', alsoLink: { label: 'Talk to us', link: '/Contact-Us' } }],
        ar: arabicWords.index,
      });
      Object.assign(route('/About-Us'), { teamPreview: { heading: 'Our people', link: { label: 'Meet the team', link: '/Our-Team' } } });
      Object.assign(route('/Our-Team'), { ar: arabicWords.team });
      const [english, arabic] = resolveEditions(manifest, contentDir);
      return { english, arabic };
    };
    const untranslated = build({});
    expect(decodingCard(dataOf(untranslated.arabic, '/ar/Blogs').posts)).toMatchObject({ altLang: 'en', alsoLink: { label: 'Talk to us', lang: 'en' } });
    expect(dataOf(untranslated.arabic, '/ar/About-Us').team[0]).toMatchObject({ role: 'Head of corporate tax and VAT', lang: 'en' });
    for (const path of ['/Blogs', '/About-Us']) expect(JSON.stringify(dataOf(untranslated.english, path))).not.toMatch(/"(alt)?[lL]ang"/);

    const translated = build({
      article: { alt: 'كتاب قانون وعدسة مكبرة' },
      index: { posts: [{ alsoLink: { label: 'تواصلوا معنا' } }] },
      team: { members: [{ role: 'رئيس ضريبة الشركات', alt: 'صورة الشريك', bio: 'نص' }] },
    });
    const card = decodingCard(dataOf(translated.arabic, '/ar/Blogs').posts);
    expect(card).not.toHaveProperty('altLang');
    expect(card.alsoLink).toEqual({ label: 'تواصلوا معنا', link: '/ar/Contact-Us' });
    expect(dataOf(translated.arabic, '/ar/About-Us').team[0]).not.toHaveProperty('lang');
  });
});

describe('the law register quoted on a translation', () => {
  it('writes a rule in English inside English words standing in for a translation, and in Arabic inside Arabic ones', () => {
    const manifest = bilingual();
    manifest.law!.rules = [
      { id: 'ct-zero-band', label: 'Zero band', unit: 'aed', values: [{ from: '2023-06-01', value: 375000, instrument: 'Federal Decree-Law No. 47 of 2022' }] },
    ] as NonNullable<SiteManifest['law']>['rules'];
    const service = manifest.routes.find((route) => route.path === '/services/corporate-tax-in-uae')!;
    const faq = [
      { question: 'Is there a zero band?', answer: 'Yes: income up to {{ct-zero-band}} is taxed at 0%.' },
      { question: 'Who registers?', answer: 'Companies register whatever their income above {{ct-zero-band}}.' },
    ];
    Object.assign(service, { faq, ar: { faq: [{ question: 'هل توجد شريحة صفرية؟', answer: 'نعم: الدخل حتى {{ct-zero-band}} يخضع لنسبة 0%.' }] } });
    const [english, arabic] = resolveEditions(manifest, contentDir);
    const answers = (model: SiteModel, path: string) => (dataOf(model, path).route as { faq: { answer: string }[] }).faq.map((item) => item.answer);
    expect(answers(english, '/services/corporate-tax-in-uae')).toEqual([
      'Yes: income up to AED 375,000 is taxed at 0%.',
      'Companies register whatever their income above AED 375,000.',
    ]);
    // The first answer is translated; the second is the English standing in, quoted as English.
    expect(answers(arabic, '/ar/services/corporate-tax-in-uae')).toEqual([
      'نعم: الدخل حتى 375,000 درهم يخضع لنسبة 0%.',
      'Companies register whatever their income above AED 375,000.',
    ]);
  });
});

describe('the law register quoted in a body', () => {
  it('is written in English in an English body a translated edition reads, and in Arabic in an Arabic body', () => {
    const content = temporaryFolder('quoted-bodies-');
    cpSync(contentDir, content, { recursive: true });
    const sentence = (file: string, text: string) => {
      mkdirSync(join(content, file, '..'), { recursive: true });
      writeFileSync(join(content, file), `${readFileSync(join(contentDir, file.replace(/^ar\//, '')), 'utf8')}\n\n${text}\n`);
    };
    // The service page has its Arabic text; the About page's text is still English only.
    sentence('services/corporate-tax-in-uae.md', 'Taxed at 0% up to {{ct-zero-band}}.');
    sentence('ar/services/corporate-tax-in-uae.md', 'بنسبة 0% حتى {{ct-zero-band}}.');
    sentence('home/about.md', 'Income up to {{ct-zero-band}} is taxed at 0%.');
    const manifest = bilingual();
    manifest.law!.rules = [
      { id: 'ct-zero-band', label: 'Zero band', unit: 'aed', values: [{ from: '2023-06-01', value: 375000, instrument: 'Federal Decree-Law No. 47 of 2022' }] },
    ] as NonNullable<SiteManifest['law']>['rules'];
    const [english, arabic] = resolveEditions(manifest, content);
    expect(dataOf(english, '/services/corporate-tax-in-uae').html.body).toContain('up to AED 375,000.');
    expect(dataOf(arabic, '/ar/services/corporate-tax-in-uae').html.body).toContain('حتى 375,000 درهم.');
    expect(dataOf(arabic, '/ar/About-Us').html.body).toContain('Income up to AED 375,000 is taxed at 0%.');
    expect(dataOf(english, '/About-Us').html.body).toContain('Income up to AED 375,000 is taxed at 0%.');
  });
});

describe('the layout every page shares', () => {
  it('of a translation lists its texts still in English by their place in site.yaml, and only those the layout shows', () => {
    const manifest = bilingual();
    const [english, arabic] = resolveEditions(manifest, contentDir);
    expect(siteLayoutData(english)).not.toHaveProperty('inEnglish');
    const marked = siteLayoutData(arabic).inEnglish!;
    expect(marked.lang).toBe('en');
    expect(marked.parts).toEqual(expect.arrayContaining(['navigation.menu.0.label', 'navigation.quickContact.label', 'footer.about', 'closingBanner.heading']));
    expect(marked.parts.filter((part) => /^(law|people|tools)\./.test(part))).toEqual([]);

    Object.assign(manifest, { ar: { navigation: { menu: [{ label: 'الرئيسية' }], quickContact: { label: 'تواصل سريع' } } } });
    const parts = siteLayoutData(resolveEditions(manifest, contentDir)[1]).inEnglish!.parts;
    expect(parts).not.toContain('navigation.menu.0.label');
    expect(parts).not.toContain('navigation.quickContact.label');
    expect(parts).toContain('footer.about');
  });
});

describe('the site model', () => {
  it('cites nothing, without failing, for a site that has no list of instruments yet', () => {
    const manifest = minimal();
    delete manifest.law;
    const model = resolveSite(manifest, contentDir);
    expect(model.citations(model.pageAt('/services/corporate-tax-in-uae')!.route)).toEqual([]);
  });

  it('leaves a link to another site as written, even where its path is one of this site’s pages', () => {
    const model = resolveSite(minimal(), contentDir);
    expect(model.canonicalLink('https://tax.gov.ae/contact-us')).toBe('https://tax.gov.ae/contact-us');
    expect(model.canonicalLink('/contact-us#map')).toBe('/Contact-Us#map');
  });

  it('starts each edition’s breadcrumbs at its own home page', () => {
    const manifest = bilingual();
    const [english, arabic] = resolveEditions(manifest, contentDir);
    const crumbs = (model: SiteModel, path: string) => model.breadcrumbs(model.pageAt(path)!.route);
    expect(crumbs(english, '/services/corporate-tax-in-uae')[0]).toEqual({ name: manifest.strings.home, path: '/' });
    expect(crumbs(arabic, '/ar/services/corporate-tax-in-uae')[0]).toMatchObject({ path: '/ar' });
    expect(crumbs(english, '/')).toEqual([]);
    expect(crumbs(english, '/services/corporate-tax-in-uae')[1]).not.toHaveProperty('lang');
    expect(english.absoluteUrl('/')).toBe('https://www.example.com/');
  });

  it('names in English, marked so, each page of an Arabic breadcrumb trail whose title has no Arabic yet', () => {
    const manifest = bilingual();
    Object.assign(
      manifest.routes.find((route) => route.path === '/Services')!,
      { ar: { title: 'خدماتنا' } },
    );
    const arabic = resolveEditions(manifest, contentDir)[1];
    expect(arabic.breadcrumbs(arabic.pageAt('/ar/services/corporate-tax-in-uae')!.route)).toEqual([
      { name: manifest.strings.home, path: '/ar' },
      { name: 'خدماتنا', path: '/ar/Services' },
      { name: 'Corporate Tax Services in the UAE', path: '/ar/services/corporate-tax-in-uae', lang: 'en' },
    ]);
  });
});

describe('the blog index, derived from the pages', () => {
  it('lists an article added to the site by itself, newest first, and leaves out one marked hideFromBlogIndex: true', () => {
    const manifest = minimal();
    const index = manifest.routes.find((route) => route.template === 'blog-index')!;
    if (index.template !== 'blog-index') throw new Error('the fixture has a blog index');
    const decoding = manifest.routes.find((route) => route.path === '/blogs/decoding-uae-corporate-tax-law')!;
    const added = { ...decoding, path: '/blogs/a-new-post', title: 'A new post', date: '2026-11-29' } as typeof decoding;
    manifest.routes.push(added);
    const model = resolveSite(manifest, contentDir);
    expect(model.blogIndexCards(index).map((card) => card.article.path)).toEqual([
      '/blogs/a-new-post',
      '/blogs/corporate-tax-penalty-of-aed-ten-thousand-for-late-tax-registration-in-uae',
      '/blogs/decoding-uae-corporate-tax-law',
    ]);
    expect(dataOf(model, '/Blogs').posts[0]).toMatchObject({ path: '/blogs/a-new-post' });

    Object.assign(added, { hideFromBlogIndex: true });
    expect(
      resolveSite(manifest, contentDir)
        .blogIndexCards(index)
        .map((card) => card.article.path),
    ).not.toContain('/blogs/a-new-post');
  });
});
