// A page added in English and not yet translated, as the Arabic edition shows it: its heading and text marked as
// English (read aloud and punctuated as English, left to right), the page around them still Arabic.
import { rmSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parseDocument } from 'yaml';
import { startVariantSite, type VariantSite } from './variant-site';
import { hydrated, site } from './site';

const PATH = '/services/corporate-tax-in-uae';
const HEADING = 'Corporate tax in the UAE';
const CAREERS = '/Careers';

test.describe('a page with no Arabic yet', () => {
  let variant: VariantSite;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // The same site with one service page's Arabic taken away: its `ar:` block and its Arabic text.
    variant = await startVariantSite('untranslated', `heading: ${HEADING}`, `heading: ${HEADING}`, async (dir) => {
      const file = join(dir, 'site.yaml');
      const document = parseDocument(readFileSync(file, 'utf8'));
      const routes = document.get('routes') as { items: { get(key: string): unknown; delete(key: string): boolean }[] };
      const route = routes.items.find((item) => item.get('path') === PATH);
      if (!route?.delete('ar')) throw new Error(`${PATH} has no ar: block to take away`);
      // And the careers page's: a template whose intro band once left an English heading unmarked.
      const careers = routes.items.find((item) => item.get('path') === CAREERS);
      if (!careers?.delete('ar')) throw new Error(`${CAREERS} has no ar: block to take away`);
      writeFileSync(file, document.toString());
      rmSync(join(dir, 'content/ar/services/corporate-tax-in-uae.md'));
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
});
