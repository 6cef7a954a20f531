import { expect, test } from '@playwright/test';
import { hydrated } from './site.js';
import { startVariantSite, type VariantSite } from './variant-site.js';

// The tools compute from the law register, not from figures of their own: in a copy of the project whose register
// raises the 0% band from AED 375,000 to AED 400,000, the real corporate tax page shows a different tax for the same
// address, in both languages, and its explanation quotes the new band.

const BAND = `    - id: ct-zero-band
      label: Taxable income taxed at 0% (corporate tax)
      unit: aed
      values:
        - from: 2023-06-01
          value: 375000`;

let variant: VariantSite;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  variant = await startVariantSite('tools-register', BAND, BAND.replace('value: 375000', 'value: 400000'));
});
test.afterAll(async () => {
  await variant?.close();
});

for (const [prefix, band] of [
  ['', 'AED 400,000'],
  ['/ar', '400,000 درهم'],
] as const) {
  test(`${prefix || '/'}: a changed register value changes the corporate tax result`, async ({ page }) => {
    // On the real site: 9% of (500,000 − 375,000) = 11,250. With a band of 400,000: 9% of 100,000 = 9,000.
    await page.goto(`${variant.url}${prefix}/tools/corporate-tax?income=500000&revenue=5000000&periodEnd=2026-12-31`);
    await hydrated(page);
    await expect(page.locator('[data-result="tax"]')).toHaveAttribute('data-value', '9000');
    await expect(page.locator('.tool-steps')).toContainText(band);
    await expect(page.locator('.tool-explanation')).toContainText(band);
  });
}
