import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated, site } from './site.js';

// The menu on a phone, used with a thumb: taps, not clicks (touch emulation), in both editions. One tap on a group
// opens it even while another group is open, and the group tapped stays where the thumb left it.

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });

const EDITIONS = [
  { code: 'en', prefix: '', strings: site.strings, groups: site.navigation.groups },
  { code: 'ar', prefix: '/ar', strings: { ...site.strings, ...site.ar!.strings }, groups: site.ar!.navigation!.groups! },
] as const;

function groupToggle(page: Page, title: string): Locator {
  return page.getByRole('navigation', { name: EDITION_NAMES.get(page)! }).getByRole('button', { name: title, exact: true });
}

/** The service bar's accessible name in the page's edition, set when the page is opened. */
const EDITION_NAMES = new WeakMap<Page, string>();

async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box.y;
}

for (const edition of EDITIONS) {
  test.describe(`in ${edition.code === 'en' ? 'English' : 'Arabic'} at 375 px`, () => {
    test.beforeEach(async ({ page }) => {
      EDITION_NAMES.set(page, edition.strings.serviceAreas!);
      await page.goto(`${edition.prefix}/services/corporate-tax-in-uae`);
      await hydrated(page);
      await page.getByRole('button', { name: edition.strings.menu!, exact: true }).tap();
    });

    test('with one group open, one tap on a group below it opens that group, which stays where it was tapped', async ({ page }) => {
      const [first, , third] = edition.groups;
      await groupToggle(page, first.title!).tap();
      await expect(groupToggle(page, first.title!)).toHaveAttribute('aria-expanded', 'true');

      const target = groupToggle(page, third.title!);
      await target.scrollIntoViewIfNeeded();
      const before = await top(target);
      await target.tap();
      await expect(target).toHaveAttribute('aria-expanded', 'true');
      await expect(groupToggle(page, first.title!)).toHaveAttribute('aria-expanded', 'false');
      // No jump: the group tapped is still under the thumb, and its first link is on screen below it.
      expect(Math.abs((await top(target)) - before)).toBeLessThanOrEqual(2);
      await expect(page.locator('li.dropdown.is-open .dropdown-menu a').first()).toBeInViewport();
    });

    test('with one group open, one tap on a group above it opens that group', async ({ page }) => {
      const [first, second] = edition.groups;
      await groupToggle(page, second.title!).tap();
      await expect(groupToggle(page, second.title!)).toHaveAttribute('aria-expanded', 'true');
      const target = groupToggle(page, first.title!);
      const before = await top(target);
      await target.tap();
      await expect(target).toHaveAttribute('aria-expanded', 'true');
      await expect(groupToggle(page, second.title!)).toHaveAttribute('aria-expanded', 'false');
      expect(Math.abs((await top(target)) - before)).toBeLessThanOrEqual(2);
    });
  });
}
