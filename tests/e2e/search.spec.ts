import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe.js';
import { collectConsoleErrors, hydrated, site } from './site.js';
import { serveStatically } from './static-host.js';
import { pageAddress, SEARCH_MODULE } from '../../src/shared/search.js';

const E_INVOICING_ARTICLE = site.routes.flatMap((route) => (route.template === 'article' && /e-invoicing/i.test(route.path) ? [route] : []))[0];
const NOINDEX_PATHS = new Set(site.routes.filter((route) => route.noindex).map((route) => route.path));

/** Opens search with the `/` key and types a query; resolves when the results are announced. */
async function search(page: Page, query: string, label = 'Search the site') {
  await page.keyboard.press('/');
  const box = page.getByRole('searchbox', { name: label });
  await expect(box).toBeFocused();
  await box.fill(query);
  await expect(page.getByRole('dialog').getByRole('status')).toContainText(query, { timeout: 15_000 });
  return page.getByRole('dialog').getByRole('listitem');
}

test('"/" opens search and "e-invoicing" finds the e-invoicing article first, with its section and an excerpt', async ({ page }) => {
  expect(E_INVOICING_ARTICLE, 'site.yaml has an e-invoicing article').toBeDefined();
  await page.goto('/services/corporate-tax-in-uae');
  await hydrated(page);
  const hits = await search(page, 'e-invoicing');
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText(/^\d+ (pages match|page matches) “e-invoicing”$/);
  const first = hits.first().getByRole('link');
  await expect(first).toHaveAttribute('href', E_INVOICING_ARTICLE!.path);
  await expect(first).toContainText(E_INVOICING_ARTICLE!.heading);
  await expect(first.locator('.search-hit-section')).toHaveText('Blogs');
  await expect(first.locator('.search-hit-excerpt mark').first()).toContainText(/e-invoic/i);
  // Every hit on the first screen mentions the term (the listings that only repeat an article's summary are not indexed).
  for (const hit of await hits.all()) await expect(hit.locator('mark').first()).toContainText(/invoic/i);
});

test("an excerpt starts in the page's own text, not in its label, title or review date", async ({ page }) => {
  const path = '/vat-consultants-uae/vat-refund-service';
  const route = site.routes.flatMap((candidate) => (candidate.template === 'service' && candidate.path === path ? [candidate] : []))[0];
  await page.goto(path);
  const ownText = (
    await page.locator('main').evaluate((main) => {
      const copy = main.cloneNode(true) as HTMLElement;
      copy.querySelector('.page-intro h1')?.remove();
      copy.querySelectorAll('.page-intro .eyebrow, .page-intro .reviewed').forEach((element) => element.remove());
      return copy.textContent ?? '';
    })
  ).replace(/\s+/g, ' ');
  await hydrated(page);
  const hits = await search(page, 'VAT refund');
  const hit = hits.filter({ has: page.locator(`a[href="${path}"]`) });
  await expect(hit.getByRole('link')).toContainText(route.heading);
  const excerpt = (await hit.locator('.search-hit-excerpt').textContent())!.replace(/\s+/g, ' ').trim();
  expect(excerpt).not.toContain(site.strings.serviceDetails!.split(' ').pop()!);
  expect(excerpt).not.toMatch(/Reviewed/);
  // Its first words are words of the page, in that order.
  const opening = excerpt
    .split(' ')
    .slice(0, 4)
    .join(' ')
    .replace(/[.,:;]$/, '');
  expect(ownText).toContain(opening);
});

test('on an Arabic page search finds Arabic pages only, and an English page does not find them', async ({ page }) => {
  const term = 'الفوترة الإلكترونية';
  await page.goto('/ar');
  await hydrated(page);
  const hits = await search(page, term, site.ar!.strings!.searchLabel);
  const first = hits.first().getByRole('link');
  await expect(first).toHaveAttribute('href', `/ar${E_INVOICING_ARTICLE!.path}`);
  await expect(first.locator('.search-hit-section')).toHaveText(/^[\u0600-\u06FF ]+$/);
  await expect(first.locator('.search-hit-excerpt mark').first()).toContainText('الفوترة');
  for (const hit of await hits.all()) await expect(hit.getByRole('link')).toHaveAttribute('href', /^\/ar\//);

  await page.goto('/');
  await hydrated(page);
  await search(page, term);
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText(`No pages match “${term}”. Try another word.`);
});

test('search works by keyboard: arrows move through the results, Enter opens one, Escape closes and returns focus', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await search(page, 'voluntary disclosure');
  await page.keyboard.press('ArrowDown');
  const firstLink = page.getByRole('dialog').getByRole('link').first();
  await expect(firstLink).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('dialog').getByRole('link').nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('searchbox', { name: 'Search the site' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();

  await search(page, 'voluntary disclosure');
  await page.keyboard.press('ArrowDown');
  const target = await firstLink.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('"/" typed in a form field stays a slash', async ({ page }) => {
  await page.goto('/Contact-Us');
  await hydrated(page);
  const message = page.getByLabel(/message/i);
  await message.click();
  await page.keyboard.type('1/2');
  await expect(message).toHaveValue('1/2');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('pages kept out of search engines are not in the index, nor the job pages', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const found = await page.evaluate(
    async ({ queries, module }) => {
      const pagefind = await import(module);
      await pagefind.init();
      const urls: string[] = [];
      for (const query of queries) {
        const result = await pagefind.search(query);
        for (const hit of result.results) urls.push((await hit.data()).url);
      }
      return urls;
    },
    { queries: ['thank you', 'enquiry', 'job opening', 'layout preview', 'new home'], module: SEARCH_MODULE },
  );
  expect(found.length).toBeGreaterThan(0);
  for (const url of found.map(pageAddress)) {
    expect(NOINDEX_PATHS.has(url), `${url} is marked noindex`).toBe(false);
    expect(url).not.toMatch(/careers-details/);
  }
});

test('nothing of search loads until it is first used', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/Blogs');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => path.startsWith('/pagefind/') || /SearchDialog/.test(path))).toEqual([]);
  await search(page, 'audit');
  expect(requested.some((path) => path.startsWith('/pagefind/'))).toBe(true);
});

test('search works on a static host, with only dist/ and its _headers', async ({ page }) => {
  const host = await serveStatically(join(process.cwd(), 'dist'));
  try {
    const errors = collectConsoleErrors(page);
    await page.goto(`${host.origin}/Services`);
    await hydrated(page);
    const hits = await search(page, 'transfer pricing');
    await expect(hits.first().getByRole('link')).toHaveAttribute('href', /\S/);
    expect(errors).toEqual([]);
  } finally {
    await host.close();
  }
});

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1440, height: 900 },
]) {
  test(`axe: the search dialog with results at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await hydrated(page);
    await search(page, 'corporate tax');
    await expectNoViolations(page, `the search dialog at ${viewport.width}px`);
  });
}

test('search finds the calculators in both languages: "penalty calculator" lists the late-payment tool', async ({ page }) => {
  const tool = site.routes.find((route) => route.path === '/tools/late-payment-penalty');
  expect(tool, 'site.yaml declares the late-payment tool').toBeDefined();
  for (const [start, query, label, prefix] of [
    ['/', 'penalty calculator', 'Search the site', ''],
    ['/ar', 'حاسبة غرامة', site.ar!.strings!.searchLabel, '/ar'],
  ] as const) {
    await page.goto(start);
    await hydrated(page);
    const hits = await search(page, query, label);
    await expect(hits.getByRole('link').and(page.locator(`[href="${prefix}/tools/late-payment-penalty"]`))).toHaveCount(1);
  }
});
