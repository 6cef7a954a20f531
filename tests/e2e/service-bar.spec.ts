import { expect, test, type Page } from '@playwright/test';
import { hydrated, site } from './site.js';

// The bar of service groups under the header, from 880 px up: one row at every width, and every menu in it
// operable by pointer, keyboard and touch. (Below 880 px the groups live in the mobile menu: layout.spec.ts.)

test.use({ reducedMotion: 'reduce' });

const WIDTHS = [880, 1024, 1280, 1440];
/** A header of two bars: taller than this means the service bar has wrapped (wrapped, it was 172 px). */
const MAX_HEADER_HEIGHT = 140;

function serviceBar(page: Page) {
  return page.getByRole('navigation', { name: 'Service areas' });
}

function groupToggle(page: Page, title: string) {
  return serviceBar(page).getByRole('button', { name: title, exact: true });
}

function groupMenu(page: Page, title: string) {
  return serviceBar(page)
    .locator('li.dropdown', { has: page.getByRole('button', { name: title, exact: true }) })
    .getByRole('list');
}

async function box(locator: ReturnType<Page['locator']>) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/services/corporate-tax-in-uae');
      await hydrated(page);
    });

    test('the seven service groups sit side by side on one row, each label whole, and the header stays low', async ({ page }) => {
      const boxes = [];
      for (const group of site.navigation.groups) {
        const toggle = groupToggle(page, group.title);
        await expect(toggle).toBeVisible();
        // No label cut off: the button is as wide as its text needs.
        expect(await toggle.evaluate((element) => element.scrollWidth <= element.clientWidth), group.title).toBe(true);
        boxes.push({ title: group.title, ...(await box(toggle)) });
      }
      for (const item of boxes) {
        expect(Math.abs(item.y - boxes[0].y), `${item.title} on the first group's row`).toBeLessThanOrEqual(1);
        expect(item.x + item.width, `${item.title} inside the window`).toBeLessThanOrEqual(width);
      }
      for (const [index, item] of boxes.slice(1).entries())
        expect(item.x, `${item.title} right of ${boxes[index].title}`).toBeGreaterThanOrEqual(boxes[index].x + boxes[index].width - 0.5);
      const header = await box(page.getByRole('banner'));
      expect(header.height).toBeLessThanOrEqual(MAX_HEADER_HEIGHT);
    });

    test('every group opens on click with its menu on screen, and a link in it opens its page', async ({ page }) => {
      for (const group of site.navigation.groups) {
        const toggle = groupToggle(page, group.title);
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const menu = await box(groupMenu(page, group.title));
        expect(menu.x, `${group.title} menu inside the window`).toBeGreaterThanOrEqual(0);
        expect(menu.x + menu.width, `${group.title} menu inside the window`).toBeLessThanOrEqual(width);
        for (const item of [group.contents[0], group.contents.at(-1)!])
          await expect(groupMenu(page, group.title).getByRole('link', { name: item.head, exact: true })).toBeVisible();
        // Moving away (or clicking elsewhere) closes it.
        await page.mouse.move(width / 2, 700);
        await page.mouse.click(width / 2, 700);
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      }
      const group = site.navigation.groups[WIDTHS.indexOf(width) % site.navigation.groups.length];
      const item = group.contents.at(-1)!;
      await groupToggle(page, group.title).click();
      await groupMenu(page, group.title).getByRole('link', { name: item.head, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${item.link}$`, 'i'));
      await expect(groupToggle(page, group.title)).toHaveAttribute('aria-expanded', 'false');
    });

    test('arrow keys open a group and move through its links; Left and Right move between groups; Escape closes', async ({ page }) => {
      const [first, second] = site.navigation.groups;
      const last = site.navigation.groups.at(-1)!;
      const toggle = groupToggle(page, first.title);
      const links = groupMenu(page, first.title).getByRole('link');
      await toggle.focus();
      await page.keyboard.press('ArrowDown');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press('End');
      await expect(links.last()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(links.last()).toBeFocused();
      await page.keyboard.press('Home');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();

      await page.keyboard.press('ArrowRight');
      await expect(groupToggle(page, second.title)).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(groupToggle(page, last.title)).toBeFocused();
      // Up on a closed group opens it at its last link; Enter follows it.
      await page.keyboard.press('ArrowUp');
      const lastLink = groupMenu(page, last.title).getByRole('link').last();
      await expect(lastLink).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${last.contents.at(-1)!.link}$`, 'i'));
      await expect(page.locator('main')).toBeFocused();
    });
  });
}

test.describe('on a touch screen (a tablet held sideways, 1024 px)', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });

  test('a tap opens a group, a second tap closes it, a tap elsewhere closes it, and a tapped link opens its page', async ({ page }) => {
    await page.goto('/About-Us');
    await hydrated(page);
    const group = site.navigation.groups[2];
    const toggle = groupToggle(page, group.title);
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The open menu covers the middle of the page: tap near the bottom corner, on the page's own content.
    await page.touchscreen.tap(1014, 750);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.tap();
    const item = group.contents[1];
    await groupMenu(page, group.title).getByRole('link', { name: item.head, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`${item.link}$`, 'i'));
  });
});
