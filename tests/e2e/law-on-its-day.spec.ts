import { expect, test } from '@playwright/test';
import { startVariantSite, type VariantSite } from './variant-site.js';

// The site built as it will read on 1 January 2027 (`npm run build -- --as-of 2027-01-01`): the window for old VAT
// credits closed the day before, and large businesses issue e-invoices from that day. Texts that switch on their date
// read the new way in both languages, with no trace of the old sentence, and the switched article is dated that day;
// the site as built today still reads the old way.

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const ARTICLE = '/blogs/claiming-old-vat-credit-balances-before-31-december-2026';
const EINVOICING = '/services/software-and-ERP-consulting';
let site: VariantSite;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await startVariantSite('law-on-its-day', '\nroutes:\n', '\nroutes:\n', undefined, ['--as-of', '2027-01-01']);
});
test.afterAll(async () => site?.close());

test('the VAT credit article keeps its address, and its title, heading and words say the window has closed', async ({ page }) => {
  await page.goto(`${site.url}${ARTICLE}`);
  await expect(page).toHaveTitle(/UAE VAT Credits After the 31 December 2026 Deadline/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Old VAT credit balances after the 31 December 2026 deadline');
  await expect(page.locator('main')).not.toContainText('must be claimed by 31 December 2026');
  // Published in 2026, and its "reviewed" line dated the day its words switched.
  await expect(page.locator('main time[datetime="2026-11-23"]').first()).toBeVisible();
  await expect(page.locator('main time[datetime="2027-01-01"]')).toHaveText('1 January 2027');
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
  expect(sitemap).toMatch(new RegExp(`${ARTICLE}</loc>\\s*<lastmod>2027-01-01</lastmod>`));

  await page.goto(`${site.url}/ar${ARTICLE}`);
  await expect(page).toHaveTitle(/أرصدة ضريبة القيمة المضافة الدائنة بعد موعد 31 ديسمبر 2026/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('main')).not.toContainText('{{');
});

test('an e-invoicing page says large businesses have issued e-invoices since 1 January 2027, in English and Arabic', async ({ page }) => {
  await page.goto(`${site.url}${EINVOICING}`);
  await expect(page.locator('main')).toContainText('have had to issue e-invoices since 1 January 2027');
  await expect(page.locator('main')).not.toContainText('must issue e-invoices from 1 January 2027');
  // The others' dates are still ahead on that day.
  await expect(page.locator('main')).toContainText('31 March 2027');
  await page.goto(`${site.url}/ar${EINVOICING}`);
  await expect(page.locator('main')).toContainText('وهي ملزمة بإصدار فواتير إلكترونية منذ 1 يناير 2027');
  await expect(page.locator('main')).not.toContainText('ويجب عليها إصدار فواتير إلكترونية اعتبارًا من 1 يناير 2027');
});

test("the calculators' explanations say what has passed on that day, in English and Arabic", async ({ page }) => {
  const steps = page.locator('.tool-steps');
  await page.goto(`${site.url}/tools/e-invoicing-dates?revenue=60000000&government=no`);
  await expect(steps).toContainText('has had to issue e-invoices since 1 January 2027');
  await expect(steps).not.toContainText('issue e-invoices from 1 January 2027');
  await page.goto(`${site.url}/tools/e-invoicing-dates?revenue=1000000&government=no`);
  await expect(steps).toContainText('issue e-invoices from 1 July 2027');
  await page.goto(`${site.url}/ar/tools/e-invoicing-dates?revenue=60000000&government=no`);
  await expect(steps).toContainText('وهي ملزمة بإصدار الفواتير الإلكترونية منذ 1 يناير 2027');

  await page.goto(`${site.url}/tools/vat-credit-deadline?periodEnd=2019-12-31`);
  await expect(steps).toContainText('the balance could be claimed only until 31 December 2026');
  await expect(steps).toContainText('31 December 2026 has passed: the credit can no longer be carried forward, offset or refunded.');
  await page.goto(`${site.url}/ar/tools/vat-credit-deadline?periodEnd=2019-12-31`);
  await expect(steps).toContainText('فكان يجوز المطالبة بالرصيد حتى 31 ديسمبر 2026 فقط');
  await expect(steps).toContainText('انقضى موعد 31 ديسمبر 2026');
});

test('the site built today still reads as before the dates, and marks the date that has passed', async ({ page }) => {
  // The first phase's appointment date, 30 October 2026, is behind us; the others are still ahead.
  await page.goto('/tools/e-invoicing-dates');
  const rows = page.locator('main table tbody tr');
  await expect(rows.nth(0)).toContainText('30 October 2026 (passed)');
  await expect(rows.nth(1)).not.toContainText('(passed)');
  await page.goto('/ar/tools/e-invoicing-dates');
  await expect(page.locator('main table tbody tr').nth(0)).toContainText('30 أكتوبر 2026 (انقضى)');
  await page.goto(ARTICLE);
  await expect(page).toHaveTitle(/Claim Old UAE VAT Credit Balances by 31 December 2026/);
  await page.goto(EINVOICING);
  await expect(page.locator('main')).toContainText('must issue e-invoices from 1 January 2027');
  await page.goto('/tools/vat-credit-deadline?periodEnd=2019-12-31');
  await expect(page.locator('.tool-steps')).toContainText('the balance may still be claimed until 31 December 2026');
  await expect(page.locator('.tool-steps')).not.toContainText('has passed');
});
