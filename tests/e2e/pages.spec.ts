import { expect, type Page } from '@playwright/test';
import { test } from './shared-page.js';
import { matchesDeclared } from '../../src/shared/paths.js';
import { localizedPath } from '../../src/shared/locales.js';
import { expectedTitle, hydrated, site, staticRoutes, watchConsoleErrors } from './site.js';

// Every page's address in every edition: the header's language switch links each page's Arabic twin.
const declared = site.routes
  .flatMap((route) => [route.path, ...(route.template === 'article' ? (route.aliases ?? []) : [])])
  .flatMap((path) => [path, localizedPath(path, '/ar')]);

// One test per page declared in site.yaml, so a new page is covered the moment an editor adds it. The pages are
// visited in one page per worker (shared-page.ts), as a reader going from page to page would.
test.describe('every declared page', () => {
  for (const route of staticRoutes) {
    test(`${route.path} renders its head, one h1 and its content, with working internal links`, async ({ sharedPage: page }) => {
      const watch = watchConsoleErrors(page);
      try {
        await checkPage(page, route, watch.errors);
      } finally {
        watch.stop();
      }
    });
  }
});

async function checkPage(page: Page, route: (typeof staticRoutes)[number], problems: string[]) {
  const response = await page.goto(route.path);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page).toHaveTitle(expectedTitle(route.path));
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.site.baseUrl}${route.path}`);
  await expect(page.locator('h1')).toHaveCount(1);
  if (route.template !== 'layout-only') expect((await page.locator('main').innerText()).trim().length).toBeGreaterThan(40);

  const hrefs = await page.locator('a[href^="/"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  const broken = hrefs.filter((href) => {
    const target = href.replace(/[?#].*$/, '') || '/';
    if (/\.(svg|xml|png|webmanifest)$/.test(target)) return false;
    return !declared.some((path) => matchesDeclared(path, target));
  });
  expect(broken).toEqual([]);
  expect(problems).toEqual([]);
}
