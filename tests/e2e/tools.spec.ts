import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations, preloadAxe } from './axe.js';
import { collectConsoleErrors, hydrated } from './site.js';

// The six tax calculators on the built site, in both languages: from a shared address to the shown result (the
// machine value in data-value and the words a person reads), typing that writes the address back, errors at their
// fields, the adviser link that begins the contact form's message, the page without JavaScript, and axe at a phone's
// and a desktop's width. Expected values are law-sources.md's worked examples (see tests/unit/shared/law-tools.test.ts).

const CASES = [
  {
    tool: 'corporate-tax',
    query: 'income=500000&revenue=5000000&periodEnd=2026-12-31',
    results: { tax: '11250', 'sbr-eligible': 'no' },
  },
  {
    tool: 'late-payment-penalty',
    query: 'tax=100000&due=2026-01-28&paid=2026-06-01',
    results: { penalty: '12333.33' },
  },
  { tool: 'registration-deadline', query: 'licenceIssued=2016-04', results: { deadline: '2024-06-30' } },
  { tool: 'vat-registration', query: 'past12=375001&next30=0', results: { status: 'mandatory' } },
  { tool: 'vat-credit-deadline', query: 'periodEnd=2019-12-31', results: { deadline: '2026-12-31' } },
  { tool: 'e-invoicing-dates', query: 'revenue=60000000&government=no', results: { 'appoint-by': '2026-10-30', 'go-live': '2027-01-01' } },
] as const;

const SHOWN: Record<string, { en: RegExp; ar: RegExp }> = {
  'corporate-tax': { en: /AED 11,250/, ar: /11,250 درهم/ },
  'late-payment-penalty': { en: /AED 12,333\.33/, ar: /12,333\.33 درهم/ },
  'registration-deadline': { en: /30 June 2024/, ar: /30 يونيو 2024/ },
  'vat-registration': { en: /Mandatory/, ar: /إلزامي/ },
  'vat-credit-deadline': { en: /31 December 2026/, ar: /31 ديسمبر 2026/ },
  'e-invoicing-dates': { en: /30 October 2026/, ar: /30 أكتوبر 2026/ },
};

const prefix = { en: '', ar: '/ar' } as const;

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

for (const language of ['en', 'ar'] as const) {
  for (const { tool, query, results } of CASES) {
    test(`${language} ${tool}: a shared address shows its result`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await open(page, `${prefix[language]}/tools/${tool}?${query}`);
      for (const [name, value] of Object.entries(results)) await expect(page.locator(`[data-result="${name}"]`)).toHaveAttribute('data-value', value);
      await expect(page.locator('.tool-results')).toContainText(SHOWN[tool][language]);
      await expect(page.locator('.tool-steps li').first()).toBeVisible();
      await expect(page.getByRole('status')).toContainText(SHOWN[tool][language]);
      expect(errors).toEqual([]);
    });
  }

  test(`${language}: typing writes the address, an impossible value gets a message at its field`, async ({ page }) => {
    await open(page, `${prefix[language]}/tools/late-payment-penalty`);
    const tax = page.locator('input[name="tax"]');
    await tax.fill('100000');
    await page.locator('input[name="due"]').fill('2023-03-28');
    await page.locator('input[name="paid"]').fill('2023-04-29');
    await expect(page.locator('[data-result="penalty"]')).toHaveAttribute('data-value', '6000');
    await expect(page).toHaveURL(/\?tax=100000&due=2023-03-28&paid=2023-04-29$/);
    await tax.fill('-5');
    await expect(tax).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await tax.getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`#${describedBy.split(' ').find((id) => id.endsWith('-error'))}`)).toBeVisible();
    await expect(page.locator('[data-result]')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('NaN');
  });

  test(`${language}: a payment before the due date is refused at the payment date`, async ({ page }) => {
    await open(page, `${prefix[language]}/tools/late-payment-penalty?tax=1&due=2026-05-28&paid=2026-05-27`);
    await expect(page.locator('input[name="paid"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#tool-paid-error')).toBeVisible();
  });

  test(`${language}: "Ask an adviser" opens the contact form with the message begun, in view and focused`, async ({ page }) => {
    await open(page, `${prefix[language]}/tools/corporate-tax?income=500000&revenue=5000000&periodEnd=2026-12-31`);
    await page.locator('.tool-ask a').click();
    await expect(page).toHaveURL(new RegExp(`${prefix[language]}/Contact-Us\\?about=`));
    await hydrated(page);
    const message = page.locator('textarea[name="message"]');
    await expect(message).toHaveValue(language === 'en' ? /AED 500,000/ : /500,000 درهم/);
    await expect(message).toHaveValue(SHOWN['corporate-tax'][language]);
    await expect(message).toBeFocused();
    await expect(message).toBeInViewport();
  });

  test(`${language}: corporate tax with income and revenue only gives the tax for a period ending 31 December`, async ({ page }) => {
    await open(page, `${prefix[language]}/tools/corporate-tax`);
    const periodEnd = page.locator('input[name="periodEnd"]');
    await expect(periodEnd).toHaveValue(/^\d{4}-12-31$/);
    await expect(page.locator('.tool-prompt')).toContainText(language === 'en' ? '“Taxable income for the tax period (AED)”' : '«الدخل الخاضع للضريبة');
    await page.locator('input[name="income"]').fill('800000');
    await page.locator('input[name="revenue"]').fill('5000000');
    await expect(page.locator('[data-result="tax"]')).toHaveAttribute('data-value', '38250');
    // Not a free-zone person: no de minimis line.
    await expect(page.locator('[data-result="qfzp-de-minimis-met"]')).toHaveCount(0);
    await expect(page.locator('.tool-results > div')).toHaveCount(2);
    // Emptied on purpose, the period end is named as what the tax needs.
    await periodEnd.fill('');
    await expect(page.locator('[data-result]')).toHaveCount(0);
    await expect(page.locator('.tool-prompt')).toContainText(language === 'en' ? '“Last day of the tax period”' : '«آخر يوم في الفترة الضريبية»');
  });

  test(`${language}: on a phone the result rows are laid out one way, label above value`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(
      page,
      `${prefix[language]}/tools/corporate-tax?qfzp=yes&revenue=10000000&periodEnd=2026-12-31&qualifyingIncome=1&nonQualifyingIncome=1&nonQualifyingRevenue=1`,
    );
    const rows = page.locator('.tool-results > div');
    await expect(rows).toHaveCount(3);
    for (const row of await rows.all()) {
      const label = (await row.locator('dt').boundingBox())!;
      const value = (await row.locator('dd').boundingBox())!;
      expect(value.y).toBeGreaterThanOrEqual(label.y + label.height - 1);
    }
  });

  test(`${language}: without JavaScript the page explains the rule with its figures and says the calculator needs it`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${prefix[language]}/tools/corporate-tax`);
    await expect(page.locator('.tool-needs-js')).toBeVisible();
    await expect(page.locator('.tool-explanation')).toContainText(language === 'en' ? 'AED 375,000' : '375,000 درهم');
    await expect(page.locator('input[name="income"]')).toBeDisabled();
    await context.close();
  });

  test(`${language}: /tools lists the six calculators and the main menu links to it`, async ({ page }) => {
    await open(page, `${prefix[language]}/tools`);
    for (const { tool } of CASES) await expect(page.locator(`main a[href="${prefix[language]}/tools/${tool}"]`)).toHaveCount(1);
    await expect(page.locator(`header a[href="${prefix[language]}/tools"]`).first()).toBeAttached();
  });
}

test.describe('accessibility and screenshots', () => {
  mkdirSync('test-results/tools', { recursive: true });
  for (const width of [375, 1440]) {
    for (const language of ['en', 'ar'] as const) {
      test(`axe at ${width} px, ${language}: every tool page with its result`, async ({ page }) => {
        test.setTimeout(90_000);
        await preloadAxe(page.context());
        await page.setViewportSize({ width, height: 900 });
        for (const { tool, query } of CASES) {
          await open(page, `${prefix[language]}/tools/${tool}?${query}`);
          await expect(page.locator('[data-result]').first()).toBeVisible();
          await expectNoViolations(page, `${prefix[language]}/tools/${tool} at ${width} px`);
          if (tool === 'corporate-tax' || tool === 'late-payment-penalty')
            await page.screenshot({ path: `test-results/tools/${language}-${tool}-${width}.png`, fullPage: true });
        }
        await open(page, `${prefix[language]}/tools/late-payment-penalty?tax=-1&due=2026-02-30&paid=x`);
        await expectNoViolations(page, `${prefix[language]}/tools/late-payment-penalty with errors at ${width} px`);
      });
    }
  }
});
