import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe.js';
import { hydrated, site, telOf, whatsappOf } from './site.js';

// The side column of service and article pages: the next step in reach wherever the visitor has scrolled to (a
// contact card that stays in view beside the text on a desk), and related services and tools that lead to real pages.

const SERVICE = '/services/corporate-tax-in-uae';
const ARTICLE = '/blogs/decoding-uae-corporate-tax-law';
const words = { en: site.pageAside!, ar: { ...site.pageAside!, ...site.ar!.pageAside } };
const EDITIONS = [
  { prefix: '', words: words.en },
  { prefix: '/ar', words: words.ar },
];

function column(page: Page, label: string) {
  return page.getByRole('complementary', { name: label, exact: true });
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const { prefix, words } of EDITIONS) {
    test(`${prefix}${SERVICE}: the contact card is in view at the top and 3,000 px down, and its links reach the firm`, async ({ page }) => {
      await page.goto(`${prefix}${SERVICE}`);
      await hydrated(page);
      const card = column(page, words.label).getByRole('region', { name: words.heading });
      await expect(card).toBeInViewport({ ratio: 1 });
      await page.evaluate(() => window.scrollBy(0, 3000));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(3000);
      await expect(card).toBeInViewport({ ratio: 1 });

      await expect(card.locator(`a[href="${telOf(site.site.phones[0].number)}"]`)).toBeVisible();
      await expect(card.locator(`a[href="${whatsappOf(site.site.phones)}"]`)).toBeVisible();
      await expect(card.locator(`a[href="mailto:${site.site.emails[0].address}"]`)).toBeVisible();
      // The enquiry form opens with the message begun about this page.
      const heading = (await page.locator('h1').textContent())!;
      await card.getByRole('link', { name: words.enquiry }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/Contact-Us\\?about=`));
      await hydrated(page);
      await expect(page.locator('textarea[name="message"]')).toHaveValue(
        new RegExp(words.enquiryMessage.replace('{subject}', heading).replace(/[.()]/g, '\\$&')),
      );
    });
  }

  for (const path of [SERVICE, ARTICLE]) {
    for (const { prefix, words } of EDITIONS) {
      test(`${prefix}${path}: related services and tools link to real pages of the same language`, async ({ page }) => {
        await page.goto(`${prefix}${path}`);
        const aside = column(page, words.label);
        for (const heading of [words.relatedServices, words.tools]) {
          const links = aside.getByRole('navigation', { name: heading }).getByRole('link');
          expect(await links.count(), heading).toBeGreaterThan(0);
          for (const href of await links.evaluateAll((found) => found.map((link) => link.getAttribute('href')!))) {
            expect(href.startsWith(`${prefix}/`), href).toBe(true);
            expect((await page.request.get(href)).status(), href).toBe(200);
          }
        }
        await expectNoViolations(page, `${prefix}${path} at 1440 px`);
      });
    }
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the column follows the text, leaving call, e-mail and WhatsApp to the contact bar', async ({ page }) => {
    await page.goto(SERVICE);
    await hydrated(page);
    const aside = column(page, words.en.label);
    const text = await page.locator('.service-body').boundingBox();
    const asideBox = await aside.boundingBox();
    expect(asideBox!.y).toBeGreaterThan(text!.y + text!.height);
    await expect(aside.getByRole('link', { name: words.en.enquiry })).toBeVisible();
    await expect(aside.locator('a[href^="tel:"]')).toBeHidden();
    await expect(page.getByRole('navigation', { name: site.strings.contactShortcuts }).locator('a[href^="tel:"]')).toBeVisible();
  });
});
