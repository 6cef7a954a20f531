import { readFileSync, readdirSync, statSync } from 'node:fs';
import { isSiteFile } from '../../src/shared/server-build.js';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { pageScriptFiles } from '../../src/build/prerender/router-manifest.js';
import { pageDataFile } from '../../src/shared/paths.js';
import { site } from './site.js';

// Performance budgets of the production build in dist/. A failure means the site got heavier:
// make it lighter again rather than raising the number. Sizes are KB = 1024 bytes, gzip level 9
// (what the server sends a client that takes gzip: the build's copies of assets, pages compressed when first asked for).
const KB = 1024;
const SHARED_JS_BUDGET = 110 * KB;
// Everything a first visit to a service page downloads and runs: shared code plus the service template's chunks.
// It does not grow with the number of pages (the route tree has a fixed size; page data is JSON outside the bundle).
const SERVICE_PAGE_FIRST_LOAD_BUDGET = 108 * KB;
const PAGE_JS_BUDGET = 20 * KB;
const CSS_BUDGET = 25 * KB;
const IMAGE_BUDGET = 150 * KB;
// A page's HTML: its text and its own data for hydration. The layout every page shares (menus, footer, interface
// strings) is one file per edition, not repeated here; the longest Arabic articles measure about 26 KB.
const HTML_BUDGET = 30 * KB;

const dist = 'dist';
const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(join(dist, file)).isFile());
const pages = files.filter((file) => file.endsWith('.html') && isSiteFile(file));
const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Every script file a page loads: its page loader's list (src/build/prerender/router-manifest.ts), without the leading /. */
function scriptsOf(page: string): string[] {
  return pageScriptFiles(readFileSync(join(dist, page), 'utf8')).map((file) => file.slice(1));
}

// What every page loads is what every visitor downloads once: the entry chunk and its static imports.
const preloads = new Map(pages.map((page) => [page, scriptsOf(page)]));
const shared = [...preloads.values()].reduce((common, list) => common.filter((file) => list.includes(file)));

test('shared JavaScript (loaded by every page) stays within 110 KB gzip', () => {
  expect(pages.length).toBeGreaterThan(1);
  expect(shared.some((file) => file.includes('entry-client'))).toBe(true);
  const sizes = shared.map((file) => [file, gzipSize(file)] as const);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  console.log(`shared JS over ${pages.length} pages: ${kb(total)} gzip (budget ${kb(SHARED_JS_BUDGET)})`);
  for (const [file, size] of sizes) console.log(`  ${file}: ${kb(size)}`);
  expect(total).toBeLessThanOrEqual(SHARED_JS_BUDGET);
});

test('the first-load JavaScript of a service page stays within 108 KB gzip', () => {
  const servicePage = `${site.routes.find((route) => route.template === 'service')!.path.slice(1)}/index.html`;
  const files = scriptsOf(servicePage);
  expect(files[0]).toMatch(/entry-client/);
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(
    `first-load JS of /${servicePage.replace('/index.html', '')}: ${kb(total)} gzip in ${files.length} files (budget ${kb(SERVICE_PAGE_FIRST_LOAD_BUDGET)})`,
  );
  expect(total).toBeLessThanOrEqual(SERVICE_PAGE_FIRST_LOAD_BUDGET);
});

// A tax calculator's page: the service page's first load plus the tool template's chunk (its arithmetic, form and
// stylesheet's script); at most 15 KB more (7.3 KB on 2026-11-25).
const TOOL_PAGE_EXTRA_BUDGET = 15 * KB;

test('a tool page loads at most 15 KB gzip more JavaScript than a service page', () => {
  const firstLoad = (page: string) => scriptsOf(page).reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
  const service = firstLoad(`${site.routes.find((route) => route.template === 'service')!.path.slice(1)}/index.html`);
  const tools = site.routes.filter((route) => route.template === 'tool');
  expect(tools.length).toBe(6);
  for (const route of tools) {
    const extra = firstLoad(`${route.path.slice(1)}/index.html`) - service;
    console.log(`first-load JS of ${route.path}: ${kb(service + extra)} gzip, ${kb(extra)} above a service page (budget ${kb(TOOL_PAGE_EXTRA_BUDGET)})`);
    expect(extra).toBeLessThanOrEqual(TOOL_PAGE_EXTRA_BUDGET);
  }
});

test('an Arabic page loads exactly the JavaScript its English twin loads', () => {
  const arabicPages = pages.filter((page) => page.startsWith('ar/') && page !== 'ar/404.html');
  expect(arabicPages.length).toBeGreaterThan(1);
  for (const page of arabicPages) {
    const english = page === 'ar/index.html' ? 'index.html' : page.slice('ar/'.length);
    expect(preloads.get(page), page).toEqual(preloads.get(english));
  }
});

// The Arabic typeface, subset to the characters the Arabic pages use (src/build/fonts/arabic-font.ts): every font an
// Arabic page asks for (preloaded, or named by its @font-face rules) on a first visit, raw WOFF2 bytes.
const FONT_BUDGET = 40 * KB;

test('an Arabic page’s fonts stay within 40 KB, and English pages load none', () => {
  const fontsOf = (page: string) => [...new Set(readFileSync(join(dist, page), 'utf8').match(/\/assets\/fonts\/[\w.-]+\.woff2/g) ?? [])];
  const arabicFonts = fontsOf('ar/index.html');
  expect(arabicFonts.length).toBe(2);
  const total = arabicFonts.reduce((sum, file) => sum + statSync(join(dist, file)).size, 0);
  console.log(`Arabic fonts: ${arabicFonts.join(', ')}: ${kb(total)} (budget ${kb(FONT_BUDGET)})`);
  expect(total).toBeLessThanOrEqual(FONT_BUDGET);
  for (const page of pages.filter((file) => !file.startsWith('ar/'))) expect(fontsOf(page), page).toEqual([]);
});

test("each page's own JavaScript chunks stay within 20 KB gzip", () => {
  const own = [...preloads].map(([page, list]) => ({
    page,
    bytes: list.filter((file) => !shared.includes(file)).reduce((sum, file) => sum + gzipSize(file), 0),
  }));
  own.sort((a, b) => b.bytes - a.bytes);
  console.log(`page JS: largest ${own[0].page} ${kb(own[0].bytes)} gzip (budget ${kb(PAGE_JS_BUDGET)}); top 5:`);
  for (const { page, bytes } of own.slice(0, 5)) console.log(`  ${page}: ${kb(bytes)}`);
  expect(own.filter(({ bytes }) => bytes > PAGE_JS_BUDGET)).toEqual([]);
});

test("every page's HTML stays within 30 KB gzip, and none repeats the shared layout", () => {
  const sizes = pages.filter((page) => !page.startsWith('pagefind/')).map((page) => ({ page, bytes: gzipSize(page) }));
  sizes.sort((a, b) => b.bytes - a.bytes);
  console.log(`page HTML: largest ${sizes[0].page} ${kb(sizes[0].bytes)} gzip (budget ${kb(HTML_BUDGET)})`);
  expect(sizes.filter(({ bytes }) => bytes > HTML_BUDGET)).toEqual([]);
  // The layout's own key names: present in its file, absent from every page's hydration data.
  const layout = JSON.parse(readFileSync(join(dist, '_data/site.en.json'), 'utf8')) as Record<string, unknown>;
  expect(Object.keys(layout)).toEqual(expect.arrayContaining(['navigation', 'organizationJsonLd', 'closingBanner']));
  for (const page of pages) expect(readFileSync(join(dist, page), 'utf8'), page).not.toMatch(/organizationJsonLd|closingBanner/);
  // Nor does any prerendered page repeat its own data for hydration: its script names the data's path, which the
  // browser fetches once the page has painted (src/browser/app/page-data-handoff.ts).
  const data = JSON.parse(readFileSync(join(dist, '_data/blogs/decoding-uae-corporate-tax-law.json'), 'utf8')) as { template: string; head: { title: string } };
  const article = readFileSync(join(dist, 'blogs/decoding-uae-corporate-tax-law/index.html'), 'utf8');
  expect(article).toContain('$_TSR.t.get("page")("/blogs/decoding-uae-corporate-tax-law")');
  expect(article).not.toContain(`template:"${data.template}",head:`);
});

test('all CSS together stays within 25 KB gzip', () => {
  const css = files.filter((file) => file.endsWith('.css'));
  const total = css.reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(`CSS: ${css.length} file(s), ${kb(total)} gzip (budget ${kb(CSS_BUDGET)})`);
  expect(css.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(CSS_BUDGET);
});

// dist/images/ holds SVGs and the copies of raster images at their own address; dist/assets/img/ their AVIF and WebP variants.
test('no image in dist/images or dist/assets/img is over 150 KB', () => {
  const images = files.filter((file) => /^(images|assets\/img)\//.test(file) && !/\.(br|gz)$/.test(file));
  const sizes = images.map((file) => ({ file, bytes: statSync(join(dist, file)).size })).sort((a, b) => b.bytes - a.bytes);
  console.log(`images: ${images.length}, largest ${sizes[0]?.file} ${kb(sizes[0]?.bytes ?? 0)} (budget ${kb(IMAGE_BUDGET)})`);
  expect(sizes.filter(({ bytes }) => bytes > IMAGE_BUDGET)).toEqual([]);
});

interface LcpElement {
  tag: string;
  text: string;
  loading: string | null;
  width: string | null;
  height: string | null;
  url: string;
  size: number;
  time: number;
}

for (const width of [1440, 375]) {
  test(`at ${width} px the home page's largest contentful paint is not lazy and has explicit dimensions`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
    // Recorded as the entries arrive: the element itself may be replaced by hydration before we look.
    await page.addInitScript(() => {
      const found: unknown[] = [];
      (window as unknown as { __lcp: unknown[] }).__lcp = found;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string; size: number })[]) {
          const element = entry.element;
          found.push({
            tag: element?.tagName.toLowerCase() ?? '',
            text: (element?.textContent ?? '').replace(/\s+/g, ' ').trim(),
            loading: element?.getAttribute('loading') ?? null,
            width: element?.getAttribute('width') ?? null,
            height: element?.getAttribute('height') ?? null,
            url: entry.url,
            size: entry.size,
            time: Math.round(entry.startTime),
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto('/', { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    const entries = await page.evaluate(() => (window as unknown as { __lcp: LcpElement[] }).__lcp);
    const lcp = entries.at(-1);
    expect(lcp, 'no largest-contentful-paint entry was reported').toBeTruthy();
    console.log(`LCP at ${width} px: <${lcp!.tag}> ${lcp!.url || JSON.stringify(lcp!.text.slice(0, 80))} size ${lcp!.size} px² at ${lcp!.time} ms`);
    if (lcp!.tag === 'img') {
      expect(lcp!.loading, 'the LCP image must not be lazy').not.toBe('lazy');
      expect(lcp!.width, 'the LCP image needs a width attribute').toBeTruthy();
      expect(lcp!.height, 'the LCP image needs a height attribute').toBeTruthy();
    } else if (lcp!.url) {
      throw new Error(`The LCP is a background or other image (${lcp!.url} on <${lcp!.tag}>): make it an <img> with width/height.`);
    } else {
      // Text: it must already be in the server's HTML, not appear only after the scripts ran.
      const serverText = (await (await request.get('/')).text())
        .replace(/<[^>]+>/g, '') // as textContent does: tags add no spaces
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ');
      expect(lcp!.text.length).toBeGreaterThan(0);
      expect(serverText).toContain(lcp!.text);
    }
  });
}

// What a page needs only once it is on screen: its code, its data for the app, and the web app manifest (for
// installing the site). On a phone's slow connection each would share the first round trips with the stylesheet, the
// fonts and the main image.
const AFTER_PAINT = /\.js(\?|$)|\/_data\/|\.webmanifest$/;

for (const path of ['/', '/services/corporate-tax-in-uae', '/Contact-Us', '/ar/blogs/decoding-uae-corporate-tax-law']) {
  test(`${path} paints its content before it requests any script, data or the web app manifest`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const timing = await page.evaluate((pattern) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const late = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => new RegExp(pattern).test(entry.name));
      return {
        paint,
        firstLate: Math.min(...late.map((entry) => entry.startTime)),
        scripts: late.filter((entry) => /\.js(\?|$)/.test(entry.name)).length,
        data: late.filter((entry) => entry.name.includes('/_data/')).length,
        // The page's own data file: preloaded by the page loader, and that preload is what hydration reads.
        pageData: late.filter((entry) => /\/_data\/(?!site\.)/.test(entry.name)).map((entry) => `${new URL(entry.name).pathname} ${entry.initiatorType}`),
        manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
      };
    }, AFTER_PAINT.source);
    expect(timing.scripts).toBeGreaterThan(0);
    expect(timing.data, 'the layout and the page data, fetched to hydrate').toBeGreaterThan(0);
    expect(timing.pageData, 'the page data, fetched once').toEqual([`/${pageDataFile(path)} link`]);
    expect(timing.paint, 'first contentful paint').toBeLessThan(timing.firstLate);
    expect(timing.manifest, 'the web app manifest, linked once the page has painted').toBe('/site.webmanifest');
  });
}
