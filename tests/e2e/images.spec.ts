// A photo an editor puts under content/ and names on a service page and in its markdown, seen in a browser: the page's
// image arrives as AVIF at the width the layout needs, at once and in its reserved space; the one in the text waits
// until it is scrolled to. The real site has only SVGs, so a copy of the project gets an abstract test pattern.
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { photoLikeJpeg } from '../support/image-fixtures.js';
import { expectNoViolations } from './axe.js';
import { startVariantSite, type VariantSite } from './variant-site.js';

const SERVICE_PAGE = '/services/corporate-tax-in-uae';
const DECLARED = 'image: /images/services/corporate-tax.svg\n    alt: Illustration of a columned building with a percentage badge\n';
const PHOTO = 'image: /images/test-pattern.jpg\n    alt: An abstract test pattern of soft circles\n';

test.describe('raster images', () => {
  test.describe.configure({ mode: 'serial' });
  let variant: VariantSite;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    variant = await startVariantSite('images', DECLARED, PHOTO, async (dir) => {
      writeFileSync(join(dir, 'content/public/images/test-pattern.jpg'), await photoLikeJpeg(4000, 2667));
      writeFileSync(join(dir, 'content/public/images/test-pattern-2.jpg'), await photoLikeJpeg(3000, 2000, 15));
      appendFileSync(join(dir, 'content/services/corporate-tax-in-uae.md'), '\n![Another abstract test pattern, in the text](/images/test-pattern-2.jpg)\n');
    });
  });
  test.afterAll(async () => {
    await variant?.close();
  });

  const image = (page: Page, index: number) =>
    page
      .locator('main picture img')
      .nth(index)
      .evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        complete: img.complete,
        naturalWidth: img.naturalWidth,
        shown: img.getBoundingClientRect().width,
        ratio: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
      }));

  // From 1024 px the service image stands above the text, up to 36rem (576 px) wide beside the side column: the
  // 960-px variant is the smallest that fills it.
  for (const [width, expected] of [
    [375, '480'],
    [1440, '960'],
  ] as const) {
    test(`at ${width} px the page's image is AVIF ${expected} px wide, loaded at once in its reserved space; the one in the text waits`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const avif: string[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.avif'))
          avif.push(
            `${new URL(response.url()).pathname.replace(/\.[\w-]{10}\./, '.')} ${response.headers()['content-type']} ${response.headers()['cache-control']}`,
          );
      });
      await page.goto(variant.url + SERVICE_PAGE, { waitUntil: 'load' });
      const lead = await image(page, 0);
      expect(lead.src).toMatch(new RegExp(`/assets/img/test-pattern-${expected}\\.[\\w-]{10}\\.avif$`));
      expect(lead.complete && lead.naturalWidth > 0, 'loaded').toBe(true);
      // Only the page's image: the one in the text is not requested until it is scrolled to.
      expect(avif).toEqual([`/assets/img/test-pattern-${expected}.avif image/avif public, max-age=31536000, immutable`]);
      // The service image is cropped to 16:10 by its stylesheet; the one in the text keeps the photo's 3:2.
      expect(lead.ratio).toBeCloseTo(1.6, 1);
      const inText = await image(page, 1);
      expect(inText.naturalWidth, 'below the fold: not loaded yet').toBe(0);
      expect(inText.ratio, 'its space is reserved before it loads').toBeCloseTo(3 / 2, 1);
      await page.locator('main .prose picture img').scrollIntoViewIfNeeded();
      await expect.poll(async () => (await image(page, 1)).naturalWidth).toBeGreaterThan(0);
      expect((await image(page, 1)).src).toMatch(/\/assets\/img\/test-pattern-2-\d+\.[\w-]{10}\.avif$/);
      await expectNoViolations(page, `${SERVICE_PAGE} with a raster image at ${width} px`);
    });
  }
});
