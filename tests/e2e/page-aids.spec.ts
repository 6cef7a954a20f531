import { expect, test, type Page } from '@playwright/test';
import { hydrated, site, staticRoutes } from './site.js';

// What helps a visitor find their way on an inner page: the breadcrumb trail, the back-to-top control on long
// pages, and a printout of a service or an article that is just the text, its sources and the notice.

const SERVICE = '/services/corporate-tax-in-uae';
const ARTICLE = site.routes.find((route) => route.template === 'article' && (route.sources?.length ?? 0) > 0)!.path;
/** The inner page with the longest title: the hardest trail to fit on a phone. */
const LONGEST_TITLE = staticRoutes.filter((route) => route.path !== '/').sort((a, b) => b.title.length - a.title.length)[0];

/** The page's BreadcrumbList JSON-LD as name and path pairs (paths relative to the site's address). */
async function jsonLdTrail(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = blocks
    .map((text) => JSON.parse(text) as { '@type': string; itemListElement?: { name: string; item?: string }[] })
    .find((block) => block['@type'] === 'BreadcrumbList');
  return (list?.itemListElement ?? []).map((step) => ({ name: step.name, path: step.item?.slice(site.site.baseUrl.length) || undefined }));
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function breadcrumb(page: Page) {
  return page.getByRole('navigation', { name: 'Breadcrumb' });
}

test.describe('breadcrumbs', () => {
  for (const width of [375, 1440]) {
    test(`at ${width} px a service page shows the trail of its JSON-LD on one line, the page itself marked current`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(SERVICE);
      await hydrated(page);
      const steps = breadcrumb(page).locator('ol > li');
      const expected = await jsonLdTrail(page);
      expect(expected.map((step) => step.name)).toEqual(['Home', expect.any(String), expect.any(String)]);
      await expect(steps).toHaveText(expected.map((step) => step.name));
      for (const [index, step] of expected.slice(0, -1).entries()) await expect(steps.nth(index).getByRole('link')).toHaveAttribute('href', step.path!);
      await expect(steps.last().getByRole('link')).toHaveCount(0);
      await expect(steps.last().locator('[aria-current="page"]')).toHaveText(expected.at(-1)!.name);
      // One line, and nothing pushed off the side of the screen.
      const middles = await steps.evaluateAll((items) =>
        items.map((item) => {
          const rect = item.getBoundingClientRect();
          return Math.round(rect.top + rect.height / 2);
        }),
      );
      expect(new Set(middles).size).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await steps.nth(1).getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${expected[1].path}$`));
      await expect(steps).toHaveCount(expected.length - 1);
      await expect(steps.last().locator('[aria-current="page"]')).toHaveText(expected[1].name);
    });
  }

  test('at 375 px the longest title ends in an ellipsis on the one line, the links before it whole', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(LONGEST_TITLE.path);
    const current = breadcrumb(page).locator('[aria-current="page"]');
    await expect(current).toHaveText(LONGEST_TITLE.title);
    const fit = await current.evaluate((element) => ({
      cut: element.scrollWidth > element.clientWidth,
      ellipsis: getComputedStyle(element).textOverflow,
      right: element.getBoundingClientRect().right,
    }));
    expect(fit).toEqual({ cut: true, ellipsis: 'ellipsis', right: expect.any(Number) });
    expect(fit.right).toBeLessThanOrEqual(375);
    for (const link of await breadcrumb(page).getByRole('link').all())
      expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });

  test('the home page has none, and the job page names itself without the {careerId} of its pattern', async ({ page }) => {
    await page.goto('/');
    await expect(breadcrumb(page)).toHaveCount(0);
    await page.goto('/careers/some-opening/careers-details');
    await hydrated(page);
    await expect(breadcrumb(page)).toBeVisible();
    await expect(breadcrumb(page)).not.toContainText('{');
    const job = site.routes.find((route) => route.template === 'career-details')!;
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText(job.title);
    expect(JSON.stringify(await jsonLdTrail(page))).not.toContain('{careerId}');
  });
});

test.describe('back to top', () => {
  const control = (page: Page) => page.getByRole('button', { name: 'Back to top' });
  const scrollScreens = (page: Page, screens: number) => page.evaluate((count) => window.scrollTo(0, count * window.innerHeight), screens);

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    for (const width of [375, 1440]) {
      test(`at ${width} px it appears after two screens, jumps to the top and puts focus on the skip link`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/Services');
        await hydrated(page);
        await expect(control(page)).toBeHidden();
        await scrollScreens(page, 1.5);
        await expect(control(page)).toBeHidden();
        await scrollScreens(page, 3);
        await expect(control(page)).toBeVisible();
        await expect(control(page)).toBeInViewport({ ratio: 1 });

        // By keyboard: the page is at the top at once (no smooth scroll), and the skip link shows where focus is.
        await control(page).focus();
        await page.keyboard.press('Enter');
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        const skip = page.getByRole('link', { name: 'Skip to main content' });
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        await expect(control(page)).toBeHidden();
        // The next Tab continues from the top: the first stop after the skip link (on wide screens the language switch
        // at the start of the contact strip, on phones the first contact shortcut).
        await page.keyboard.press('Tab');
        const firstStop =
          width >= 880
            ? page.getByRole('navigation', { name: site.strings.switchLanguage }).getByRole('link')
            : page.getByRole('navigation', { name: 'Contact shortcuts' }).getByRole('link').first();
        await expect(firstStop).toBeFocused();

        // By pointer: the same, without the skip link popping up under the pointer.
        await scrollScreens(page, 3);
        await control(page).click();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await expect(skip).toBeFocused();
        await expect(skip).not.toBeInViewport();
      });
    }

    test('at 375 px it sits in the contact bar fixed to the bottom of the screen, clear of its shortcuts', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/');
      await hydrated(page);
      await scrollScreens(page, 3);
      const button = (await control(page).boundingBox())!;
      const shortcuts = page.locator('.contact-bar a');
      expect(await shortcuts.count()).toBeGreaterThan(0);
      const bar = (await page.locator('.contact-bar').boundingBox())!;
      expect(button.y).toBeGreaterThanOrEqual(bar.y);
      expect(button.y + button.height).toBeLessThanOrEqual(bar.y + bar.height);
      for (const shortcut of await shortcuts.all()) expect(overlaps(button, (await shortcut.boundingBox())!)).toBe(false);
    });

    for (const [width, prefix] of [
      [375, ''],
      [375, '/ar'],
      [1440, ''],
      [1440, '/ar'],
      [1280, '/ar'],
    ] as const) {
      test(`at ${width} px${prefix ? ' in Arabic' : ''} it never lies over the page's text or the logo row`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${prefix}${ARTICLE}`);
        await hydrated(page);
        const button = page.locator('.back-to-top');
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        let seen = 0;
        for (let top = 2.5 * 800; top < height; top += 400) {
          await page.evaluate((y) => window.scrollTo(0, y), top);
          await expect(button).toBeVisible();
          const covered = await button.evaluate((control) => {
            const own = control.getBoundingClientRect();
            const hits: string[] = [];
            // What a bar fixed to the bottom of the screen (the contact bar on phones) lies over is hidden by the bar already.
            const bar = document.querySelector('.contact-bar')!;
            const barBox = getComputedStyle(bar).position === 'fixed' ? bar.getBoundingClientRect() : undefined;
            const hidden = (element: Element | null): boolean => {
              for (let at = element; at; at = at.parentElement) if (getComputedStyle(at).clipPath !== 'none') return true;
              return false;
            };
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (!node.textContent?.trim() || control.contains(node) || bar.contains(node) || hidden(node.parentElement)) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const box of range.getClientRects()) {
                const top = Math.max(box.top, own.top);
                const bottom = Math.min(box.bottom, own.bottom);
                if (box.width < 1 || box.left >= own.right || own.left >= box.right || top >= bottom) continue;
                if (barBox && top >= barBox.top) continue;
                hits.push(node.textContent.trim().slice(0, 40));
              }
            }
            const logo = document.querySelector('.header-bar')!.getBoundingClientRect();
            if (logo.left < own.right && own.left < logo.right && logo.top < own.bottom && own.top < logo.bottom) hits.push('the logo row');
            return hits;
          });
          expect(covered, `scrolled to ${top}`).toEqual([]);
          seen++;
        }
        expect(seen).toBeGreaterThan(3);
      });
    }
  });

  test('with motion allowed it scrolls smoothly instead of jumping', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto('/Services');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 3 * window.innerHeight));
    await expect(control(page)).toBeVisible();
    const right = await page.evaluate(() => {
      document.querySelector<HTMLButtonElement>('.back-to-top')!.click();
      return window.scrollY;
    });
    expect(right).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('printing', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const path of [ARTICLE, SERVICE]) {
    test(`${path} prints its text, Sources and notice, with each link's address, and none of the screen's navigation`, async ({ page }) => {
      await page.emulateMedia({ media: 'print' });
      await page.goto(path);
      await hydrated(page);
      for (const hidden of [
        page.getByRole('banner'),
        page.getByRole('navigation', { name: 'Main' }),
        page.getByRole('navigation', { name: 'Service areas' }),
        breadcrumb(page),
        page.locator('.site-footer nav').first(),
        page.locator('.sidebar'),
        page.getByRole('region', { name: site.closingBanner.heading }),
        // The language strip above the header and the contact shortcuts: on paper they only overlap the text.
        // (The language switch is in the strip and again in the menu: both.)
        page.getByRole('navigation', { name: site.strings.switchLanguage }).first(),
        page.getByRole('navigation', { name: site.strings.switchLanguage }).last(),
        page.getByRole('navigation', { name: site.strings.contactShortcuts }),
      ])
        await expect(hidden).toBeHidden();
      await expect(page.locator('h1')).toBeVisible();
      const sources = page.getByRole('region', { name: site.strings.sources ?? 'Sources' });
      await expect(sources).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Important notice' })).toBeVisible();

      const afterOf = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((link) => ({ href: link.getAttribute('href')!, after: getComputedStyle(link, '::after').content }));
      const external = await afterOf('.page-sources a[href^="http"]');
      expect(external.after).toContain(external.href);
      const internal = await afterOf('main a[href^="/"]');
      expect(internal.after).toContain(`${site.site.baseUrl}${internal.href}`);
      // Black text on white paper.
      for (const selector of ['h1', 'main p'])
        expect(
          await page
            .locator(selector)
            .first()
            .evaluate((element) => getComputedStyle(element).color),
        ).toBe('rgb(0, 0, 0)');
    });
  }
});
