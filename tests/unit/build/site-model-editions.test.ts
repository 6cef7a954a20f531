// The site model as each edition's pages show it: breadcrumbs, titles, alternates and the lists of articles, in
// English and in Arabic. Mutation testing (npm run mutate -- --module model-pages) found the model's tests walked
// the English edition only, and checked that lists of posts existed but not which posts, in which order, how many.
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadManifest } from '../../../src/build/validate/load.js';
import { RECENT_POSTS } from '../../../src/build/manifest/article-order.js';
import { pagePayload } from '../../../src/build/model/page-data.js';
import { resolveEditions, resolveSite, type SiteModel } from '../../../src/build/model/site-model.js';
import type { ArticleRoute, Route } from '../../../src/generated/manifest-types.gen.js';

const root = resolve('.');
const contentDir = join(root, 'content');
const { manifest } = loadManifest(join(root, 'site.yaml'));
if (!manifest) throw new Error('site.yaml is invalid: run `npm run validate`.');
const [english, arabic] = resolveEditions(manifest, contentDir);
const BASE = manifest.site.baseUrl;
const SERVICE = '/services/corporate-tax-in-uae';

const payload = (model: SiteModel, path: string) => pagePayload(model.pageAt(path)!, model);
const titleOf = (model: SiteModel, path: string) => model.pageAt(path)!.route.title;

describe('breadcrumbs', () => {
  it('in Arabic lead from the Arabic home page through the Arabic section, all under /ar', () => {
    expect(arabic.breadcrumbs(arabic.pageAt('/ar')!.route)).toEqual([]);
    expect(payload(arabic, `/ar${SERVICE}`).head.breadcrumbs).toEqual([
      { name: 'الرئيسية', path: '/ar' },
      { name: titleOf(arabic, '/ar/Services'), path: '/ar/Services' },
      { name: titleOf(arabic, `/ar${SERVICE}`), path: `/ar${SERVICE}` },
    ]);
  });

  it('of a page with no section page above it go from home straight to the page', () => {
    expect(payload(english, '/Contact-Us').head.breadcrumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: titleOf(english, '/Contact-Us'), path: '/Contact-Us' },
    ]);
    expect(payload(arabic, '/ar/Contact-Us').head.breadcrumbs).toEqual([
      { name: 'الرئيسية', path: '/ar' },
      { name: titleOf(arabic, '/ar/Contact-Us'), path: '/ar/Contact-Us' },
    ]);
  });
});

describe('the head of a page', () => {
  it('titles the home page firm first and every other page page first, in both editions', () => {
    const name = manifest.site.name;
    expect(payload(english, '/').head.title).toBe(`${name} | ${titleOf(english, '/')}`);
    expect(payload(english, '/Contact-Us').head.title).toBe(`${titleOf(english, '/Contact-Us')} | ${name}`);
    expect(payload(arabic, '/ar').head.title).toBe(`${arabic.manifest.site.name} | ${titleOf(arabic, '/ar')}`);
    expect(payload(arabic, '/ar/Contact-Us').head.title).toBe(`${titleOf(arabic, '/ar/Contact-Us')} | ${arabic.manifest.site.name}`);
  });

  it('names the same page in each language, and English as the default, from either edition', () => {
    const expected = [
      { hreflang: 'en', url: `${BASE}/Contact-Us` },
      { hreflang: 'ar', url: `${BASE}/ar/Contact-Us` },
      { hreflang: 'x-default', url: `${BASE}/Contact-Us` },
    ];
    expect(payload(english, '/Contact-Us').head.alternates).toEqual(expected);
    expect(payload(arabic, '/ar/Contact-Us').head.alternates).toEqual(expected);
    expect(payload(english, '/').head.canonicalUrl).toBe(`${BASE}/`);
    expect(payload(arabic, '/ar').head.canonicalUrl).toBe(`${BASE}/ar`);
  });

  it('shares the site’s default image, and leaves it out when the site has none', () => {
    expect(payload(english, '/Contact-Us').head.image).toBe(`${BASE}${manifest.site.defaultImage}`);
    const without = resolveSite({ ...manifest, site: { ...manifest.site, defaultImage: undefined } }, contentDir);
    expect(payload(without, '/Contact-Us').head).not.toHaveProperty('image');
  });
});

describe('lists of articles', () => {
  const dates = (model: SiteModel) => model.articlesNewestFirst.map((article) => article.date);

  it('run newest first', () => {
    expect(dates(english).length).toBeGreaterThan(RECENT_POSTS);
    expect(dates(english)).toEqual([...dates(english)].sort().reverse());
  });

  it('on the home page, the latest as many as it asks for', () => {
    const home = english.pageAt('/')!.route;
    if (home.template !== 'home') throw new Error('no home page');
    expect(payload(english, '/').data.posts.map((post) => post.path)).toEqual(
      english.articlesNewestFirst.slice(0, home.latestPosts).map((article) => article.path),
    );
  });

  it('under an article, the most recent others, never itself', () => {
    const newest = english.articlesNewestFirst[0];
    const posts = payload(english, newest.path).data.posts.map((post) => post.path);
    expect(posts).toEqual(english.articlesNewestFirst.slice(1, RECENT_POSTS + 1).map((article) => article.path));
  });

  it('on the blog index, every article newest first but those kept off it, with their cards', () => {
    const index = english.manifest.routes.find((route) => route.template === 'blog-index')!;
    if (index.template !== 'blog-index') throw new Error('no blog index');
    const posts = payload(english, index.path).data.posts;
    const listed = english.articlesNewestFirst.filter((article) => !article.hideFromBlogIndex);
    expect(posts.map((post) => post.path)).toEqual(listed.map((article) => article.path));
    expect(posts.map((post) => post.path)).not.toContain('/Blog-Details');
    const first: ArticleRoute = listed[0];
    expect(posts[0]).toMatchObject({ path: first.path, heading: first.heading, image: first.image, alt: first.alt, summary: first.summary, date: first.date });
    expect(posts[0]).not.toHaveProperty('lang');
    expect(posts.find((post) => post.path === '/blogs/role-of-accounting-in-it-business')?.alsoLink).toEqual({
      label: 'Six accounting recommendations for small companies',
      link: '/Blog-Details',
    });
  });
});

describe('what the model looks up for a page', () => {
  it('reads a body file when the page needs it, and fails naming a file that is not there', () => {
    expect(english.renderMarkdownFile(english.manifest.routes.find((route) => route.template === 'service')!.body)).toContain('<h2');
    expect(() => english.renderMarkdownFile('no-such-body.md')).toThrow(/no-such-body\.md/);
  });

  it('spells links to its pages as declared, and leaves other links as written', () => {
    expect(english.canonicalLink('/contact-us?topic=vat#form')).toBe('/Contact-Us?topic=vat#form');
    for (const link of ['/no-such-page', '/images/logo.svg', 'mailto:info@example.com', 'https://tax.gov.ae/']) expect(english.canonicalLink(link)).toBe(link);
    expect(arabic.canonicalLink('/ar/contact-us')).toBe('/ar/Contact-Us');
  });

  it('lists for the sitemap neither the job pattern nor aliases', () => {
    expect(english.indexablePages.some((page) => page.isDynamic || page.isAlias)).toBe(false);
    expect(english.indexablePages.map((page) => page.path)).toContain('/Contact-Us');
  });

  it('names an article’s author and reviewer from the people list, and no one for an id it does not know', () => {
    const article = english.articlesNewestFirst.find((route) => route.author && route.reviewer)!;
    const person = (id: string) => manifest.people!.find((each) => each.id === id);
    expect(english.byline(article)).toEqual({ author: person(article.author!), reviewer: person(article.reviewer!) });
    expect(english.byline({ ...article, author: 'nobody', reviewer: undefined })).toStrictEqual({});
    expect(english.byline(english.pageAt('/Contact-Us')!.route)).toEqual({});
  });

  it('cites a page’s sources with the register’s titles, links and dates, leaving out what the register does not know', () => {
    const [first] = manifest.law!.instruments;
    const instruments = [...manifest.law!.instruments, { name: 'Cabinet Decision No. 1 of 2099', title: 'on nothing yet' }] as NonNullable<
      typeof manifest.law
    >['instruments'];
    const model = resolveSite({ ...manifest, law: { ...manifest.law!, instruments } }, contentDir);
    const route = { ...model.pageAt('/Contact-Us')!.route, sources: [first.name, 'Cabinet Decision No. 1 of 2099', 'Unknown Law No. 0'] } as Route;
    expect(model.citations(route)).toStrictEqual([
      // An instrument of no stated kind is cited as legislation (the register says otherwise for guides and announcements).
      { name: first.name, title: first.title, url: first.url, date: first.date, kind: 'legislation' },
      { name: 'Cabinet Decision No. 1 of 2099', title: 'on nothing yet', kind: 'legislation' },
    ]);
  });
});
