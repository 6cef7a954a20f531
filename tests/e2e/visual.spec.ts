import { expect, type Page } from '@playwright/test';
import { site } from './site.js';
import { SCREENS, test, type Screen } from './visual-pages.js';
import { imagesShown, openSettled } from './visual-setup.js';

// The site as a visitor sees it, compared with screenshots committed in tests/e2e/__screenshots__/: the first screen
// of each kind of page, and the regions a layout break would show in first (the side column, the footer, a tool's
// result, the contact form, the open menu), at a phone's and a desktop's width, in both editions. A block that moves,
// grows or disappears fails the test with a diff image in test-results/. After a deliberate change to the design,
// update the screenshots with `npm run test:visual:update` and look at what changed before committing them.

const EDITIONS = [
  { code: 'en', prefix: '', strings: site.strings, groups: site.navigation.groups },
  { code: 'ar', prefix: '/ar', strings: { ...site.strings, ...site.ar!.strings }, groups: site.ar!.navigation!.groups! },
] as const;

type Edition = (typeof EDITIONS)[number];

const SERVICE = '/services/corporate-tax-in-uae';
const ARTICLE = '/blogs/why-auditing-is-important-in-uae';
const TOOL_WITH_RESULT = '/tools/corporate-tax?income=500000&revenue=5000000&periodEnd=2026-12-31';

/**
 * How long a comparison keeps taking screenshots before it fails: a whole screen takes a second or more on a busy
 * two-core machine, and a layout break that fails every screenshot should not hold CI for minutes.
 */
const COMPARISON = { timeout: 10_000 };

/** Overlays that follow the scroll: in a screenshot of one region further down they would cover part of it. */
const OVERLAYS = '.back-to-top, .contact-bar { visibility: hidden !important; }';

async function expectRegion(page: Page, selector: string, name: string) {
  await page.addStyleTag({ content: OVERLAYS });
  const region = page.locator(selector).first();
  await region.scrollIntoViewIfNeeded();
  await imagesShown(page, region);
  await expect(region).toHaveScreenshot(name, COMPARISON);
}

async function expectFirstScreen(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await imagesShown(page);
  await expect(page).toHaveScreenshot(name, COMPARISON);
}

/** The result's note names the day the law was read on, the day of the build: a fixed day stands in for it. */
async function freezeLawDay(page: Page, edition: Edition) {
  const fixed = edition.code === 'en' ? '1 January 2026' : '1 يناير 2026';
  await page.locator('.tool-note').evaluate((note, day) => {
    note.innerHTML = note.innerHTML.replace(/\d{1,2} [^\s\d<]+ \d{4}/, day);
  }, fixed);
}

async function openMenu(page: Page, edition: Edition, width: Screen) {
  const firstGroup = edition.groups[0].title!;
  const serviceBar = page.getByRole('navigation', { name: edition.strings.serviceAreas!, exact: true });
  if (width.isMobile) {
    await page.getByRole('button', { name: edition.strings.menu!, exact: true }).tap();
    await serviceBar.getByRole('button', { name: firstGroup, exact: true }).tap();
  } else {
    await serviceBar.getByRole('button', { name: firstGroup, exact: true }).hover();
  }
  // On a desktop the pointer stays on the group: moving it away would close the menu.
  await expect(serviceBar.getByRole('button', { name: firstGroup, exact: true })).toHaveAttribute('aria-expanded', 'true');
}

/** The phone's whole screen; on a desktop, the bar of groups and the open list (the rest is the service page's). */
async function menuArea(page: Page, width: Screen) {
  if (width.isMobile) return { x: 0, y: 0, ...width.viewport };
  const bar = await page.locator('nav.service-bar').boundingBox();
  const list = await page.locator('li.dropdown.is-open .dropdown-menu').boundingBox();
  if (!bar || !list) throw new Error('no bar of groups with an open list on screen');
  return { x: 0, y: Math.floor(bar.y), width: width.viewport.width, height: Math.ceil(list.y + list.height + 24 - bar.y) };
}

for (const width of SCREENS) {
  for (const edition of EDITIONS) {
    test.describe(`${edition.code} at ${width.viewport.width} px`, () => {
      let page: Page;
      test.beforeEach(async ({ pageOn }) => {
        page = await pageOn(width);
        // The page is shared: a pointer left over the bar of groups by an earlier test would open one.
        if (!width.isMobile) await page.mouse.move(0, 0);
      });
      const shot = (what: string) => `${what}-${edition.code}-${width.viewport.width}.png`;
      const path = (address: string) => `${edition.prefix}${address}`;

      test('home: first screen and footer', async () => {
        await openSettled(page, path('/'));
        await expectFirstScreen(page, shot('home'));
        await expectRegion(page, 'footer.site-footer', shot('footer'));
      });

      test('service page: first screen and side column', async () => {
        await openSettled(page, path(SERVICE));
        await expectFirstScreen(page, shot('service'));
        if (!width.isMobile) await expectRegion(page, 'aside.sidebar', shot('service-side'));
      });

      test('article: first screen', async () => {
        await openSettled(page, path(ARTICLE));
        await expectFirstScreen(page, shot('article'));
      });

      test('tools: first screen', async () => {
        await openSettled(page, path('/tools'));
        await expectFirstScreen(page, shot('tools'));
      });

      test('a tool with a result: the calculator and its result', async () => {
        await openSettled(page, path(TOOL_WITH_RESULT));
        await expect(page.locator('.tool-results')).toBeVisible();
        await freezeLawDay(page, edition);
        await expectRegion(page, '.tool-panel', shot('tool-result'));
      });

      test('contact page: first screen and form', async () => {
        await openSettled(page, path('/Contact-Us'));
        await expectFirstScreen(page, shot('contact'));
        await expectRegion(page, '.form-panel', shot('contact-form'));
      });

      test('menu open on its first group', async () => {
        await openSettled(page, path(SERVICE));
        await openMenu(page, edition, width);
        await imagesShown(page);
        await expect(page).toHaveScreenshot(shot('menu'), { ...COMPARISON, clip: await menuArea(page, width) });
      });
    });
  }
}
