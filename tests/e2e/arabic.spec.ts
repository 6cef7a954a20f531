import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { resolveEditions } from '../../src/build/model/site-model.js';
import { localizedPath } from '../../src/shared/locales.js';
import { collectConsoleErrors, decodeEntities, hydrated, site } from './site.js';
import { latinWordsOf } from './latin-words.js';

// The Arabic edition, page by page, as visitors and search engines get it. Expected words come from site.yaml's `ar:`
// blocks as the editors wrote them; the list of addresses from the site model (every page and article alias).
const [english, arabic] = resolveEditions(site, resolve('content'));
const base = site.site.baseUrl;
const ar = (path: string) => localizedPath(path, '/ar');
const url = (path: string) => `${base}${path}`;
const twins = english.pages
  .filter((page) => !page.isDynamic)
  .map((page) => {
    const twin = arabic.pageAt(ar(page.path))!;
    // The words the `ar:` block gives, as the Arabic page shows them (the law register quoted in Arabic).
    const written = page.route.ar as { title?: string; description?: string } | undefined;
    const words = written && { title: written.title && twin?.route.title, description: written.description && twin?.route.description };
    return { en: page, ar: twin, words };
  });

test('every English page has its Arabic twin and every Arabic page its English one', () => {
  expect(arabic.pages.length).toBe(english.pages.length);
  for (const { en, ar: twin } of twins) expect(twin?.path, `Arabic twin of ${en.path}`).toBe(ar(en.path));
});

test('every Arabic page: 200, lang and dir, its own title, description, canonical link and hreflang alternates', async ({ request }) => {
  for (const { en, ar: twin, words } of twins) {
    const response = await request.get(twin.path, { maxRedirects: 0 });
    expect(response.status(), twin.path).toBe(200);
    const html = await response.text();
    expect(html, twin.path).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"/);
    const title = words?.title ?? '';
    expect(title, `${en.path} has an Arabic title in site.yaml`).not.toBe('');
    const expected = en.canonicalPath === '/' ? `${site.site.name} | ${title}` : `${title} | ${site.site.name}`;
    expect(decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''), twin.path).toBe(expected);
    expect(decodeEntities(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''), twin.path).toBe(words?.description);
    // An alias's canonical link is its article's primary address, in the same language.
    expect(html, twin.path).toContain(`<link rel="canonical" href="${url(ar(en.canonicalPath))}"/>`);
    const englishUrl = url(en.canonicalPath === '/' ? '/' : en.canonicalPath);
    expect(html, twin.path).toContain(`<link rel="alternate" hrefLang="en" href="${englishUrl}"/>`);
    expect(html, twin.path).toContain(`<link rel="alternate" hrefLang="ar" href="${url(ar(en.canonicalPath))}"/>`);
    expect(html, twin.path).toContain(`<link rel="alternate" hrefLang="x-default" href="${englishUrl}"/>`);
    // The language switch leads back to the English page.
    expect(html, twin.path).toContain(
      `<a href="${en.path}" hrefLang="en" title="${site.ar!.strings!.readInLanguage}"><span lang="en" dir="ltr">English</span></a>`,
    );
    // Its structured data says which language it is in.
    expect(html, twin.path).toContain('"inLanguage":"ar"');
  }
});

test('every English page lists the same alternates and links to its Arabic twin', async ({ request }) => {
  for (const { en } of twins) {
    const html = await (await request.get(en.path, { maxRedirects: 0 })).text();
    expect(html, en.path).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr"/);
    expect(html, en.path).toContain(`<link rel="alternate" hrefLang="ar" href="${url(ar(en.canonicalPath))}"/>`);
    expect(html, en.path).toContain(`<a href="${ar(en.path)}" hrefLang="ar" title="${site.strings.readInLanguage}"><span lang="ar" dir="rtl">`);
  }
});

test('the sitemap lists both languages, each page with its alternates, and every listed address answers', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]);
  const locs = entries.map((entry) => entry.match(/<loc>([^<]+)<\/loc>/)![1]);
  expect(locs.filter((loc) => loc.startsWith(`${base}/ar`)).length).toBe(locs.length / 2);
  for (const entry of entries) {
    const alternates = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]);
    expect(alternates.map(([lang]) => lang)).toEqual(['en', 'ar', 'x-default']);
    for (const [, href] of alternates) expect(locs, `${href} is listed itself`).toContain(href);
  }
  for (const loc of locs) expect((await request.get(loc.slice(base.length) || '/', { maxRedirects: 0 })).status(), loc).toBe(200);
});

test('no English is left in the Arabic pages’ interface: only names, addresses and brands stay in Latin letters', async ({ request }) => {
  const found = new Map<string, string[]>();
  for (const { ar: twin } of twins) {
    if (twin.isAlias) continue;
    for (const word of latinWordsOf(await (await request.get(twin.path)).text())) found.set(word, [...(found.get(word) ?? []), twin.path]);
  }
  const report = [...found].map(([word, paths]) => `${word} (${paths.length} pages, e.g. ${paths[0]})`);
  expect(report).toEqual([]);
});

test('the language switch round-trips to the same page, and navigation stays in the chosen language', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const article = site.routes.find((route) => route.template === 'article')!.path;
  const service = site.routes.find((route) => route.template === 'service')!.path;
  for (const path of ['/', service, article, '/Contact-Us', '/Careers']) {
    await page.goto(path);
    await hydrated(page);
    await page.getByRole('navigation', { name: site.strings.switchLanguage }).getByRole('link').click();
    await expect(page).toHaveURL((address) => address.pathname === ar(path));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await hydrated(page);
    await page.getByRole('navigation', { name: site.ar!.strings!.switchLanguage }).getByRole('link').click();
    await expect(page).toHaveURL((address) => address.pathname === path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
  // A menu link on an Arabic page opens the Arabic page, client-side, in the Arabic layout.
  await page.goto('/ar');
  await hydrated(page);
  const menu = site.ar!.navigation!.menu!;
  const about = site.navigation.menu.findIndex((item) => item.link === '/About-Us');
  await page.getByRole('banner').getByRole('link', { name: menu[about].label, exact: true }).click();
  await expect(page).toHaveURL((address) => address.pathname === '/ar/About-Us');
  const aboutWords = site.routes.find((route) => route.path === '/About-Us')!.ar as { heading: string };
  await expect(page.locator('h1')).toHaveText(aboutWords.heading);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect(errors).toEqual([]);
});

test('a missing Arabic address answers 404 with the Arabic not-found page', async ({ request }) => {
  const response = await request.get('/ar/no-such-page');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"/);
  expect(html).toContain(site.ar!.notFound!.heading!);
});

test('each language has its own article feed, linked from its pages', async ({ request }) => {
  const feed = await (await request.get('/ar/rss.xml')).text();
  expect(feed).toContain('<language>ar</language>');
  const links = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
  const articles = site.routes.filter((route) => route.template === 'article');
  expect(links).toHaveLength(articles.length);
  for (const link of links) expect(link.startsWith(`${base}/ar/`), link).toBe(true);
  const titles = [...feed.matchAll(/<item>\s*<title>([^<]+)<\/title>/g)].map((match) => match[1]);
  // Headings as the Arabic edition shows them (its own words, the law register quoted in Arabic).
  for (const article of arabic.manifest.routes.filter((route) => route.template === 'article'))
    expect(titles).toContain((article as { heading: string }).heading);
  expect(await (await request.get('/ar')).text()).toContain('type="application/rss+xml"');
  expect(await (await request.get('/ar')).text()).toMatch(/href="\/ar\/rss\.xml"/);
  expect(await (await request.get('/rss.xml')).text()).toContain('<language>en</language>');
});

test('the Arabic opening hours never break between a time and its suffix (ص, م), at a phone and a desktop width', async ({ page }) => {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ar/Contact-Us');
    const times = page.locator('.opening-hours time');
    expect(await times.count()).toBeGreaterThan(0);
    // All of a time on one line: its boxes (one per run of digits and of Arabic letters) share their top.
    for (const time of await times.all()) {
      const tops = await time.evaluate((element) => [...element.getClientRects()].map((rect) => Math.round(rect.top)));
      expect(new Set(tops).size, `${width}px: ${await time.textContent()}`).toBe(1);
    }
  }
});
