// What each page's data file and the shared layout carry to the browser, and what they keep back: mutation testing
// (npm run mutate -- --module model-pages) found that the build-only keys, a tool page's law and words, the team
// preview, the images a page shows and the layout's feed were never checked one by one.
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadManifest } from '../../../src/build/validate/load.js';
import { feedTitle, pagePayload, siteLayoutData, withCanonicalLinks } from '../../../src/build/model/page-data.js';
import { resolveEditions, resolveSite, type SiteModel } from '../../../src/build/model/site-model.js';
import { TOOLS } from '../../../src/shared/law/tools/index.js';
import type { ResponsiveImage } from '../../../src/shared/images.js';

const root = resolve('.');
const contentDir = join(root, 'content');
const { manifest } = loadManifest(join(root, 'site.yaml'));
if (!manifest) throw new Error('site.yaml is invalid: run `npm run validate`.');
const [english, arabic] = resolveEditions(manifest, contentDir);
const payload = (model: SiteModel, path: string) => pagePayload(model.pageAt(path)!, model);
const TOOL = '/tools/corporate-tax';

describe('a page’s data', () => {
  it('keeps the build’s own keys (body files, aliases, sources, byline ids, Arabic words, notes) out of the browser’s copy', () => {
    const article = english.articlesNewestFirst.find((route) => route.aliases?.length && route.author)!;
    const route = payload(english, article.path).data.route as unknown as Record<string, unknown>;
    for (const key of ['body', 'aliases', 'sources', 'historical', 'placeholder', 'author', 'reviewer', 'ar', 'inEnglish'])
      expect(route).not.toHaveProperty(key);
    expect(route).toMatchObject({ path: article.path, title: article.title, heading: article.heading });
  });

  it('spells every internal link as its page declares, however deep in the data', () => {
    const data = {
      menu: [{ label: 'Contact', link: '/contact-us' }, { children: [{ path: '/services/CORPORATE-TAX-IN-UAE', thankYouPath: '/about-us' }] }],
      note: '/contact-us',
    };
    expect(withCanonicalLinks(data, english)).toEqual({
      menu: [{ label: 'Contact', link: '/Contact-Us' }, { children: [{ path: '/services/corporate-tax-in-uae', thankYouPath: '/About-Us' }] }],
      note: '/contact-us',
    });
  });

  it('of a page with a team preview lists the team without their biographies', () => {
    const page = english.manifest.routes.find((route) => route.template === 'page' && route.teamPreview)!;
    const team = english.manifest.routes.find((route) => route.template === 'team')!;
    if (team.template !== 'team') throw new Error('no team page');
    const preview = payload(english, page.path).data.team;
    expect(preview.map((member) => member.name)).toEqual(team.members.map((member) => member.name));
    for (const member of preview) expect(member).not.toHaveProperty('bio');
    expect(preview[0]).toMatchObject({ role: team.members[0].role, photo: team.members[0].photo });
  });

  it('carries the sizes of the raster images it shows, and only those', () => {
    const article = english.articlesNewestFirst[0];
    const image: ResponsiveImage = { width: 1600, height: 900, avif: '/assets/a.avif 1600w', webp: '/assets/a.webp 1600w', src: article.image };
    const other: ResponsiveImage = { ...image, src: '/images/not-shown.jpg' };
    const built = resolveSite(manifest, contentDir, { facts: { [article.image]: image, '/images/not-shown.jpg': other }, svgSizes: {} });
    expect(payload(built, article.path).data.images).toEqual({ [article.image]: image });
    expect(payload(built, '/Contact-Us').data).not.toHaveProperty('images');
  });

  it('of an Arabic page not yet translated says which parts show in English, and in which language', () => {
    const untranslated = { ...manifest, routes: manifest.routes.map((route) => (route.path === '/Contact-Us' ? { ...route, ar: undefined } : route)) };
    const [, arabicDraft] = resolveEditions(untranslated as typeof manifest, contentDir);
    expect(payload(arabicDraft, '/ar/Contact-Us').data.inEnglish).toEqual({ lang: 'en', parts: expect.arrayContaining(['title', 'heading']) });
    // Said once, there: not again inside the page's route.
    expect(payload(arabicDraft, '/ar/Contact-Us').data.route).not.toHaveProperty('inEnglish');
    expect(payload(arabic, '/ar/Contact-Us').data).not.toHaveProperty('inEnglish');
    expect(payload(english, '/Contact-Us').data).not.toHaveProperty('inEnglish');
  });
});

describe('a tool page’s data', () => {
  it('carries the rules its calculator reads without their labels and notes, the tool’s words and the instruments’ names', () => {
    const tool = payload(english, TOOL).data.tool!;
    expect(tool.id).toBe('corporate-tax');
    expect(Object.keys(tool.law.rules).sort()).toEqual([...TOOLS['corporate-tax'].rules].sort());
    for (const rule of Object.values(tool.law.rules)) {
      expect(rule).not.toHaveProperty('label');
      expect(rule).not.toHaveProperty('note');
      expect(rule.values.length).toBeGreaterThan(0);
    }
    const words = manifest.tools!;
    expect(tool.words).toEqual({ ...words.common, ...words['corporate-tax'] });
    const names = Object.values(tool.law.rules).flatMap((rule) => rule.values.map((value) => value.instrument));
    expect(Object.keys(tool.instruments).sort()).toEqual([...new Set(names)].sort());
    expect(payload(english, '/Contact-Us').data).not.toHaveProperty('tool');
  });

  it('names an instrument the list does not have as the register writes it', () => {
    const tool = payload(english, TOOL).data.tool!;
    const [name] = Object.keys(tool.instruments);
    const instruments = manifest.law!.instruments.filter((instrument) => instrument.name !== name) as NonNullable<typeof manifest.law>['instruments'];
    const unlisted = resolveSite({ ...manifest, law: { ...manifest.law!, instruments } }, contentDir);
    expect(payload(unlisted, TOOL).data.tool!.instruments[name]).toBe(name);
  });

  it('fails the build naming the rule or the words a tool page lacks', () => {
    const rule = TOOLS['corporate-tax'].rules[0];
    const withoutRule = { ...manifest, law: { ...manifest.law!, rules: manifest.law!.rules!.filter((each) => each.id !== rule) } };
    expect(() => payload(resolveSite(withoutRule, contentDir), TOOL)).toThrow(`needs the law register's rule \`${rule}\``);
    expect(() => payload(resolveSite({ ...manifest, law: undefined }, contentDir), TOOL)).toThrow(`needs the law register's rule \`${rule}\``);
    expect(() => payload(resolveSite({ ...manifest, tools: undefined }, contentDir), TOOL)).toThrow("needs the tools' words");
  });
});

describe('the shared layout', () => {
  it('leaves out what only pages or the build need, and names the edition’s feed and the pages rendered per request', () => {
    const layout = siteLayoutData(english) as unknown as Record<string, unknown>;
    for (const key of ['routes', 'law', 'people', 'ar', 'locales', 'tools']) expect(manifest).toHaveProperty(key);
    for (const key of ['routes', 'law', 'people', 'ar', 'tools']) expect(layout).not.toHaveProperty(key);
    expect(layout.feed).toEqual({ path: '/rss.xml', title: feedTitle(english) });
    expect((siteLayoutData(arabic) as unknown as Record<string, unknown>).feed).toMatchObject({ path: '/ar/rss.xml' });
    const job = english.pages.find((page) => page.isDynamic)!;
    expect(layout.dynamicPages).toEqual([{ pattern: job.path, dataFile: job.dataFile }]);
  });

  it('titles the feed after the firm and its blog, or “Articles” without a blog index', () => {
    const blog = manifest.routes.find((route) => route.template === 'blog-index')!;
    expect(feedTitle(english)).toBe(`${manifest.site.name} — ${blog.title}`);
    const routes = manifest.routes.filter((route) => route.template !== 'blog-index') as typeof manifest.routes;
    const withoutBlog = resolveSite({ ...manifest, routes }, contentDir);
    expect(feedTitle(withoutBlog)).toBe(`${manifest.site.name} — Articles`);
  });
});
