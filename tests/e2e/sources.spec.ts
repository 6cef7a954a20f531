import { expect, test } from '@playwright/test';
import { registryKey } from '../../src/build/law/instrument-mentions.js';
import { homePageReason } from '../../src/build/law/law-checks.js';
import { hydrated, site, staticRoutes } from './site.js';

// Pages that state rules show where the rules come from, and the firm's trust signals are where visitors look.

const instruments = new Map((site.law?.instruments ?? []).map((instrument) => [registryKey(instrument.name), instrument]));
const citing = staticRoutes.filter((route) => (route.sources ?? []).length > 0);

test('every page that cites law shows a Sources list with a deep link to each instrument', async ({ request }) => {
  expect(citing.length).toBeGreaterThan(60);
  for (const route of citing) {
    const html = await (await request.get(route.path)).text();
    const section = html.slice(html.indexOf('<section class="page-sources"'), html.indexOf('</section>', html.indexOf('<section class="page-sources"')));
    expect(section, route.path).toContain('>Sources</h2>');
    for (const name of route.sources ?? []) {
      const instrument = instruments.get(registryKey(name))!;
      expect(section, `${route.path}: ${name}`).toContain(instrument.name);
      if (instrument.url) {
        expect(section, `${route.path}: ${name}`).toContain(`href="${instrument.url.replace(/&/g, '&amp;')}"`);
        expect(homePageReason(instrument.url), instrument.url).toBeUndefined();
      }
    }
  }
});

test('a reader sees the Sources and the not-advice notice under a service page, and can follow a source', async ({ page }) => {
  await page.goto('/vat-consultants-uae/vat-refund-service');
  await hydrated(page);
  const sources = page.getByRole('region', { name: 'Sources' });
  await expect(sources).toBeVisible();
  const link = sources.getByRole('link', { name: 'Federal Decree-Law No. 16 of 2025 (opens in a new tab)' });
  await expect(link).toHaveAttribute('href', /^https:\/\/tax\.gov\.ae\/.+\.pdf$/);
  await expect(page.getByRole('complementary', { name: 'Important notice' })).toContainText('not tax, legal or accounting advice');
});

test('articles carry their sources as JSON-LD citations and name their author and reviewer', async ({ page, request }) => {
  const path = '/blogs/uae-tax-penalties-from-14-april-2026';
  const html = await (await request.get(path)).text();
  const posting = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]) as Record<string, unknown>)
    .find((block) => block['@type'] === 'BlogPosting')!;
  const citation = posting.citation as { name: string; url?: string }[];
  expect(citation.map((item) => item.name)).toContainEqual(expect.stringContaining('Cabinet Decision No. 129 of 2025'));
  expect((posting.author as { '@type': string })['@type']).toBe('Person');
  await page.goto(path);
  await expect(page.locator('.article-byline')).toContainText('By ');
  await expect(page.locator('.article-byline')).toContainText('Reviewed by ');
});

test('the three 2026 articles and the privacy notice are live, on /Blogs or in the footer, and in the sitemap', async ({ page, request }) => {
  const articles = [
    '/blogs/claiming-old-vat-credit-balances-before-31-december-2026',
    '/blogs/uae-e-invoicing-timeline-and-what-to-do-now',
    '/blogs/uae-tax-penalties-from-14-april-2026',
  ];
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [...articles, '/privacy-notice']) {
    expect((await request.get(path)).status(), path).toBe(200);
    expect(sitemap, path).toContain(`<loc>${site.site.baseUrl}${path}</loc>`);
  }
  await page.goto('/Blogs');
  for (const path of articles) await expect(page.locator(`main a[href="${path}"]`).first()).toBeVisible();
  // Clicked once the page is interactive: under a loaded CI machine a click in the middle of hydration went nowhere.
  await hydrated(page);
  await page.locator('footer').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy-notice$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  await expect(page.locator('main')).toContainText('Federal Decree-Law No. 45 of 2021');
});

test('the enquiry form links the privacy notice beside its Send button', async ({ page }) => {
  await page.goto('/Contact-Us');
  await hydrated(page);
  const link = page.locator('.form-actions').getByRole('link', { name: /privacy notice/i });
  await expect(link).toHaveAttribute('href', '/privacy-notice');
});

test('the footer and About Us show the tax-agency registration and memberships', async ({ page }) => {
  await page.goto('/About-Us');
  await expect(page.getByRole('heading', { name: 'Registration and memberships' })).toBeVisible();
  await expect(page.locator('main .firm-credentials')).toContainText('Tax Agency Approval Number');
  await expect(page.locator('footer .firm-credentials')).toContainText('Tax Agency Approval Number');
});

test('pages kept out of search engines stay out of the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of staticRoutes.filter((candidate) => candidate.noindex)) expect(sitemap, route.path).not.toContain(`${site.site.baseUrl}${route.path}<`);
});
