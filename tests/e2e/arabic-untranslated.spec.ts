// Pages added in English and not yet translated, as the Arabic edition shows them: their words marked as English
// (read aloud and punctuated as English, left to right), the page around them still Arabic.
import { rmSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { isMap, parseDocument, type YAMLMap } from 'yaml';
import { localizedPath } from '../../src/shared/locales.js';
import { startVariantSite, type VariantSite } from './variant-site.js';
import { hydrated, site, staticRoutes } from './site.js';
import { latinWordsIn } from './latin-words.js';

const PATH = '/services/corporate-tax-in-uae';
const HEADING = 'Corporate tax in the UAE';
const CAREERS = '/Careers';
/** The templates whose pages' scripts render words of their own once hydrated. */
const RENDERED_BY_BROWSER = ['home', 'tool', 'careers', 'contact', 'service'];
/** The one page left translated, to show that a translated page is not marked. */
const KEPT = '/services/vat-consultants-in-uae';

/** The markdown files a route's text is in (`body:` at any depth: the home page's about section has one). */
function bodiesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(bodiesOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === 'body' && typeof inner === 'string' ? [inner] : bodiesOf(inner)));
}

test.describe('pages with no Arabic yet', () => {
  // One build of the variant for the three tests, in one worker.
  test.describe.configure({ mode: 'default' });
  let variant: VariantSite;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // The same site with every page's Arabic taken away but one: each route's `ar:` block and its Arabic text.
    variant = await startVariantSite('untranslated', `heading: ${HEADING}`, `heading: ${HEADING}`, async (dir) => {
      const file = join(dir, 'site.yaml');
      const document = parseDocument(readFileSync(file, 'utf8'));
      const routes = (document.get('routes') as { items: unknown[] }).items.filter((item): item is YAMLMap => isMap(item));
      for (const route of routes) {
        if (route.get('path') === KEPT) continue;
        for (const body of bodiesOf(route.toJSON())) rmSync(join(dir, 'content/ar', body), { force: true });
        route.delete('ar');
      }
      // And what every page shares but the interface's own words: the menus, the footer, the closing banner, the
      // firm's contact details and offices.
      const shared = document.get('ar') as YAMLMap;
      for (const key of ['navigation', 'footer', 'closingBanner', 'site', 'notFound']) if (!shared.delete(key)) throw new Error(`site.yaml has no ar.${key}`);
      writeFileSync(file, document.toString());
    });
  });
  test.afterAll(async () => {
    await variant?.close();
  });

  test('on /ar its heading and text are marked lang="en" dir="ltr", the rest of the page stays Arabic, and Arabic search leaves it out', async ({ page }) => {
    await page.goto(`${variant.url}/ar${PATH}`);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const heading = page.locator('h1');
    await expect(heading).toHaveText(HEADING);
    await expect(heading).toHaveAttribute('lang', 'en');
    await expect(heading).toHaveAttribute('dir', 'ltr');
    const text = page.locator('main .prose').first();
    await expect(text).toHaveAttribute('lang', 'en');
    await expect(text).toHaveAttribute('dir', 'ltr');
    // The law register is quoted in English inside the English text ("up to AED 375,000"), not in the Arabic form.
    await expect(text).toContainText('AED 375,000');
    await expect(text).not.toContainText('درهم');
    // Left-aligned, as English reads: the text starts at the left edge of its box.
    expect(await text.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    // The page's own label stays Arabic and unmarked.
    await expect(page.locator('.page-intro .eyebrow')).not.toHaveAttribute('lang', /./);
    // Arabic search does not offer it as an Arabic page (its English twin is in the English index).
    await page.keyboard.press('/');
    const box = page.getByRole('searchbox', { name: site.ar!.strings!.searchLabel! });
    await box.fill('taxable income');
    await expect(page.getByRole('dialog').getByRole('status')).toContainText('taxable income', { timeout: 15_000 });
    await expect(page.getByRole('dialog').locator(`a[href="/ar${PATH}"]`)).toHaveCount(0);
    await page.goto(`${variant.url}${PATH}`);
    await hydrated(page);
    await page.keyboard.press('/');
    await page.getByRole('searchbox', { name: site.strings.searchLabel }).fill('taxable income');
    await expect(page.getByRole('dialog').locator(`a[href="${PATH}"]`).first()).toBeVisible({ timeout: 15_000 });

    // A translated page is not marked.
    await page.goto(`${variant.url}/ar/services/vat-consultants-in-uae`);
    await expect(page.locator('h1')).not.toHaveAttribute('lang', /./);
  });

  test('on /ar/Careers, with no Arabic yet, the heading and intro are marked lang="en" dir="ltr" and the openings heading stays Arabic', async ({ page }) => {
    await page.goto(`${variant.url}/ar${CAREERS}`);
    await hydrated(page);
    const careers = site.routes.find((route) => route.path === CAREERS);
    if (careers?.template !== 'careers') throw new Error(`${CAREERS} is not the careers page`);
    for (const [locator, text] of [
      [page.locator('h1'), careers.heading],
      [page.locator('.page-intro .lead'), careers.intro],
    ] as const) {
      await expect(locator).toHaveText(text);
      await expect(locator).toHaveAttribute('lang', 'en');
      await expect(locator).toHaveAttribute('dir', 'ltr');
    }
    await expect(page.locator('#openings-heading')).not.toHaveAttribute('lang', /./);
  });

  test('on every Arabic page, whatever is still in English is marked lang="en": text, and the alt text, titles and labels read out', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000); // about 120 pages' HTML, read in one browser page: seconds, or a minute on a busy machine
    // Every page, and the not-found page (the shared texts' own page), from its HTML as served, parsed in the
    // browser without loading the page: the next test checks that hydrating a page marks no less. (Loading and
    // hydrating every page took two minutes.)
    const found: Found[] = [];
    for (const path of [...staticRoutes.map((route) => localizedPath(route.path, '/ar')), '/ar/no-such-page']) {
      const response = await request.get(`${variant.url}${path}`);
      expect(response.status(), path).toBe(path === '/ar/no-such-page' ? 404 : 200);
      found.push(...(await page.evaluate(textsOutsideEnglish, { path, html: await response.text() })));
    }
    expect(unmarkedEnglish(found)).toEqual([]);
  });

  test('after hydration, the pages whose words the browser renders still mark whatever is in English', async ({ page }) => {
    test.setTimeout(90_000); // 6 pages, each loaded and hydrated
    // Hydrated, a page shows what its scripts render (the calculator's prompt, the careers list or its notice, the
    // form's texts, the carousels) and loses its note that the calculator needs JavaScript. On 2026-11-29 every
    // Arabic page read the same hydrated as in its HTML, but for that note: a page of each such template suffices.
    const paths = [...RENDERED_BY_BROWSER.map((template) => staticRoutes.find((route) => route.template === template)!.path), '/no-such-page'].map((path) =>
      localizedPath(path, '/ar'),
    );
    const found: Found[] = [];
    for (const path of paths) {
      await page.goto(`${variant.url}${path}`);
      await hydrated(page);
      found.push(...(await page.evaluate(textsOutsideEnglish, null)));
    }
    expect(unmarkedEnglish(found)).toEqual([]);
  });
});

interface Found {
  path: string;
  where: string;
  text: string;
}

/** The Latin words of what was found, each with where it is. */
function unmarkedEnglish(found: Found[]): string[] {
  return found.flatMap(({ path, where, text }) => {
    const words = latinWordsIn(text);
    return words.length > 0 ? [`${path}: ${where}: ${words.slice(0, 5).join(' ')}`] : [];
  });
}

/**
 * Runs in the browser: each text, and each attribute a reader meets, that is not inside an element marked English
 * and has a Latin letter. Of the page shown (`served` null), or of a page's HTML as the server sends it.
 */
function textsOutsideEnglish(served: { path: string; html: string } | null): Found[] {
  const collect = (root: Document, path: string) => {
    const english = (element: Element) => element.closest('[lang]')?.getAttribute('lang') === 'en';
    const found: Found[] = [];
    const walker = root.createTreeWalker(root.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template') || english(parent) || !/[A-Za-z]/.test(node.textContent ?? '')) continue;
      found.push({ path, where: `<${parent.localName}${parent.className ? ` class="${parent.className}"` : ''}>`, text: node.textContent ?? '' });
    }
    for (const element of root.body.querySelectorAll('[alt], [title], [aria-label], [placeholder]')) {
      if (english(element)) continue;
      for (const name of ['alt', 'title', 'aria-label', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value && /[A-Za-z]/.test(value)) found.push({ path, where: `${name} of <${element.localName}>`, text: value });
      }
    }
    return found;
  };
  return served ? collect(new DOMParser().parseFromString(served.html, 'text/html'), served.path) : collect(document, location.pathname);
}
