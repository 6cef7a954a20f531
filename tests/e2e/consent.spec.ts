import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors, hydrated, site } from './site.js';
import { startVariantSite, type VariantSite } from './variant-site.js';
import { expectNoViolations } from './axe.js';

// Third-party measurement only with the visitor's consent. The real site names no analytics id: no banner and no
// request. A second build of the project with ids set shows the banner; Google's scripts are answered by a stub here
// (no network in tests), which also records that the browser asked for them and that the page's CSP let them run.

const GOOGLE = /^https:\/\/www\.googletagmanager\.com\//;
const SERVICE_PAGE = '/services/corporate-tax-in-uae';

/** Every request the page makes to Google's tag host, answered by a script that marks that it ran. */
async function watchGoogle(page: Page): Promise<string[]> {
  const requested: string[] = [];
  // No network here: other hosts (the contact page's map) fail at once instead of holding the page busy.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('internetdisconnected'));
  await page.route(GOOGLE, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.googleStubRuns = (window.googleStubRuns || 0) + 1;' });
  });
  return requested;
}

/** After hydration and the page's lazy chunks: whatever the page would load by itself has been asked for by now. */
async function settled(page: Page) {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and analytics' });

test('with no analytics id in site.yaml: no banner, no cookie settings and no request to Google', async ({ page }) => {
  expect(site.analytics, 'this test is about the real site without ids').toBeUndefined();
  const requested = await watchGoogle(page);
  for (const path of ['/', SERVICE_PAGE, '/Contact-Us']) {
    await page.goto(path);
    await settled(page);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
  }
  expect(requested).toEqual([]);
});

test.describe('with a tag manager and an analytics id in site.yaml', () => {
  test.describe.configure({ mode: 'serial' });
  let variant: VariantSite;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    variant = await startVariantSite(
      'consent',
      'api:\n  base: /api\n',
      'api:\n  base: /api\nanalytics:\n  tagManagerId: GTM-TEST123\n  analyticsId: G-TEST123\n',
    );
  });
  test.afterAll(async () => {
    await variant?.close();
  });

  test('the page asks first and loads nothing from Google until the visitor accepts; the choice is remembered', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const requested = await watchGoogle(page);
    const response = await page.goto(variant.url + SERVICE_PAGE);
    expect(await response!.text(), 'no tag in the HTML').not.toContain('googletagmanager');
    await settled(page);
    await expect(banner(page)).toBeVisible();
    // In a live region, so screen readers announce it when it appears.
    await expect(page.locator('[aria-live="polite"]').filter({ has: banner(page) })).toHaveCount(1);
    expect(requested).toEqual([]);

    await banner(page).getByRole('button', { name: 'Accept analytics' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => requested.length).toBe(2);
    expect(requested.sort()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123', 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);
    // Both ran: the page's CSP allows the host they come from.
    await expect.poll(() => page.evaluate(() => (window as unknown as { googleStubRuns?: number }).googleStubRuns)).toBe(2);

    await page.reload();
    await settled(page);
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => requested.length, 'accepted on the last visit: loaded at once').toBe(4);
    expect(errors).toEqual([]);
  });

  test('rejecting by keyboard loads nothing, now or on the next visit', async ({ page }) => {
    const requested = await watchGoogle(page);
    await page.goto(variant.url + '/Contact-Us');
    await settled(page);
    // Early in the tab order: after the skip link come the banner's privacy link and its two buttons.
    const reject = banner(page).getByRole('button', { name: 'Reject analytics' });
    for (let step = 0; step < 6 && !(await reject.evaluate((button) => button === document.activeElement)); step++) await page.keyboard.press('Tab');
    await expect(reject).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    // Focus did not fall back to the document's start.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    await page.reload();
    await settled(page);
    await expect(banner(page)).toHaveCount(0);
    expect(requested).toEqual([]);
  });

  test('"Cookie settings" in the footer reopens the choice; rejecting after accepting stops the tags', async ({ page }) => {
    const requested = await watchGoogle(page);
    await page.goto(variant.url + '/');
    await settled(page);
    await banner(page).getByRole('button', { name: 'Accept analytics' }).click();
    await expect.poll(() => requested.length).toBe(2);

    const settings = page.getByRole('button', { name: 'Cookie settings' });
    await settings.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Your current choice: accepted.');
    await expect(banner(page).getByRole('button', { name: 'Accept analytics' }), 'focus moves into the reopened banner').toBeFocused();
    // Tags cannot be unloaded from a running page: rejecting reloads it, and the reloaded page loads nothing.
    await Promise.all([page.waitForEvent('load'), banner(page).getByRole('button', { name: 'Reject analytics' }).click()]);
    await settled(page);
    await expect(banner(page)).toHaveCount(0);
    expect(requested).toHaveLength(2);
  });

  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1440, height: 900 },
  ]) {
    test(`the banner at ${viewport.width} px: nothing for axe to find, and it leaves the contact shortcuts usable`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await watchGoogle(page);
      await page.goto(variant.url + '/Contact-Us');
      await settled(page);
      await expect(banner(page)).toBeVisible();
      await expectNoViolations(page, `the consent banner at ${viewport.width} px`);

      const bannerBox = (await banner(page).boundingBox())!;
      const contactBox = (await page.getByRole('navigation', { name: 'Contact shortcuts' }).boundingBox())!;
      const overlap = Math.min(bannerBox.y + bannerBox.height, contactBox.y + contactBox.height) - Math.max(bannerBox.y, contactBox.y);
      expect(overlap, 'banner over the contact shortcuts').toBeLessThanOrEqual(0);
      // The end of the page can be scrolled clear of the banner: the footer's last line shows above it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastLine = (await page.locator('.footer-bottom').boundingBox())!;
      expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(bannerBox.y + 1);
      await context.close();
    });
  }
});
