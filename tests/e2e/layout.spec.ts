import { pageScriptFiles } from '../../src/build/prerender/router-manifest.js';
import { localizedPath } from '../../src/shared/locales.js';
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors, expectedTitle, hydrated, site, telOf, whatsappOf } from './site.js';

function declaredSpelling(link: string): string {
  return site.routes.find((route) => route.path.toLowerCase() === link.toLowerCase())?.path ?? link;
}

test.describe('header', () => {
  test('top menu links open their pages, and the browser title follows each one', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await hydrated(page);
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    for (const item of site.navigation.menu) {
      await mainNav.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${item.link === '/' ? '/$' : `${item.link}$`}`, 'i'));
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(expectedTitle(item.link));
      await expect(page.locator('title')).toHaveCount(1);
    }
    expect(errors).toEqual([]);
  });

  test('Quick Contact opens the landing page', async ({ page }) => {
    await page.goto('/Services');
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: site.navigation.quickContact.label }).click();
    await expect(page).toHaveURL(/\/tax-consultants-in-uae$/);
  });

  test('every dropdown group opens by keyboard and mouse, and lists links to declared pages', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const bar = page.getByRole('navigation', { name: 'Service areas' });
    for (const group of site.navigation.groups) {
      const toggle = bar.getByRole('button', { name: group.title, exact: true });
      const menu = bar.locator('li.dropdown').filter({ has: page.getByRole('button', { name: group.title, exact: true }) });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      for (const item of group.contents) {
        const link = menu.getByRole('link', { name: item.head, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', declaredSpelling(item.link));
      }
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await expect(menu.getByRole('link').first()).toBeHidden();
    }
  });

  test('a dropdown link opens its page, and the menu closes behind it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const bar = page.getByRole('navigation', { name: 'Service areas' });
    for (const group of site.navigation.groups) {
      const item = group.contents.at(-1)!;
      const toggle = bar.getByRole('button', { name: group.title, exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await bar
        .locator('li.dropdown')
        .filter({ has: page.getByRole('button', { name: group.title, exact: true }) })
        .getByRole('link', { name: item.head, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${declaredSpelling(item.link)}$`));
      await expect(page.locator('h1')).not.toHaveText(site.notFound.heading);
      await page.mouse.move(0, 600);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('the mobile menu opens and closes at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNav).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Service areas' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mainNav).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await mainNav.getByRole('link', { name: 'Careers', exact: true }).click();
    await expect(page).toHaveURL(/\/Careers$/);
    await expect(mainNav).toBeHidden();
  });
});

test('footer phone, e-mail and WhatsApp links open the dialer, mail client and chat', async ({ page }) => {
  await page.goto('/About-Us');
  const footer = page.locator('footer');
  const telLinks = footer.locator('a[href^="tel:"]');
  await expect(telLinks).toHaveCount(site.site.phones.length);
  expect(site.site.phones.length).toBeGreaterThanOrEqual(2);
  for (const [index, phone] of site.site.phones.entries()) await expect(telLinks.nth(index)).toHaveAttribute('href', telOf(phone.number));
  await expect(footer.locator(`a[href="mailto:${site.site.emails[0].address}"]`)).toBeVisible();
  await expect(footer.locator(`a[href="${whatsappOf(site.site.phones)}"]`)).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(footer).toContainText(`© ${site.site.copyrightYear}`);
});

test("the closing banner's button opens the contact page", async ({ page }) => {
  await page.goto('/Services');
  await hydrated(page);
  const banner = page.getByRole('region', { name: site.closingBanner.heading });
  await expect(banner).toContainText(site.closingBanner.text);
  await banner.getByRole('link', { name: site.closingBanner.button.label }).click();
  await expect(page).toHaveURL(/\/Contact-Us$/);
  await expect(page.locator('h1')).toHaveText(/contact/i);
});

test('navigating from a scrolled page opens the next page at the top, and back restores the position', async ({ page }) => {
  await page.goto('/Services');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/About-Us$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/Services$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test('a scrolled page opens where it was when reloaded, before its script runs, and when its visitor comes back', async ({ page }) => {
  await page.goto('/Services');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  // The page's code is held back: the browser itself must restore the position, not the app once it has loaded.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry-client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'load' });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  release();
  await hydrated(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(1500);
  // The language switch loads another document; back opens this one again.
  await page.evaluate(() => (document.querySelector('.language-switch a') as HTMLAnchorElement).click());
  await expect(page).toHaveURL(/\/ar\/Services$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/Services$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
});

/** What search engines and link previews read from the head: each tag once, and which JSON-LD blocks are there. */
async function headSummary(page: Page) {
  return page.evaluate(() => ({
    titles: document.querySelectorAll('title').length,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content')),
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    ),
    languageSwitch: document.querySelector('.language-switch a')?.getAttribute('href'),
    ogTitles: document.querySelectorAll('meta[property="og:title"]').length,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => {
      try {
        return (JSON.parse(script.textContent ?? '') as { '@type': string })['@type'];
      } catch {
        return `unparseable (${script.textContent?.length ?? 0} characters)`;
      }
    }),
  }));
}

test('client-side navigation replaces the head: one of each tag, and the JSON-LD of the page shown', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const article = site.routes.find((route) => route.template === 'article')!;
  // The firm's node from the layout, then the page's own: WebPage, its trail, the article.
  const articleJsonLd = ['AccountingService', 'WebPage', 'BreadcrumbList', 'BlogPosting', ...(article.faq?.length ? ['FAQPage'] : [])];
  const expectHead = async (path: string, jsonLd: string[]) => {
    const route = site.routes.find((candidate) => candidate.path === path)!;
    await expect(page).toHaveTitle(expectedTitle(path));
    expect(await headSummary(page)).toEqual({
      titles: 1,
      descriptions: [route.description],
      canonicals: [`${site.site.baseUrl}${path}`],
      alternates: [`en ${site.site.baseUrl}${path}`, `ar ${site.site.baseUrl}${localizedPath(path, '/ar')}`, `x-default ${site.site.baseUrl}${path}`],
      languageSwitch: localizedPath(path, '/ar'),
      ogTitles: 1,
      jsonLd,
    });
  };
  await page.goto('/');
  await hydrated(page);
  await expectHead('/', ['AccountingService', 'WebPage']);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs', exact: true }).click();
  await expectHead('/Blogs', ['AccountingService', 'WebPage', 'BreadcrumbList']);
  await page.goto(article.path);
  await hydrated(page);
  await expectHead(article.path, articleJsonLd);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).click();
  await expectHead('/Services', ['AccountingService', 'WebPage', 'BreadcrumbList']);
  await page.goBack();
  await expectHead(article.path, articleJsonLd);
  expect(errors).toEqual([]);
});

test('a first visit fetches the shared layout and its page data once, preloaded with the code after the page has painted, and navigating does not fetch the layout again', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const dataRequests: string[] = [];
  const preloadWarnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/_data/')) dataRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/Services');
  await hydrated(page);
  const preloads = page.locator('head link[rel="preload"][as="fetch"]');
  expect(await preloads.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/_data/site.en.json', '/_data/services.json']);
  expect(dataRequests).toEqual(['/_data/site.en.json', '/_data/services.json']);
  dataRequests.length = 0;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs', exact: true }).click();
  await expect(page).toHaveTitle(expectedTitle('/Blogs'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us', exact: true }).click();
  await expect(page).toHaveTitle(expectedTitle('/About-Us'));
  expect(dataRequests.filter((path) => path.startsWith('/_data/site.'))).toEqual([]);
  // The preloaded response was the one used: Chromium warns on the console when a preload goes unused (after 3 s).
  await page.waitForTimeout(3500);
  expect(preloadWarnings).toEqual([]);
  expect(errors).toEqual([]);
});

test('a case variant of a path reaches its page', async ({ page }) => {
  const response = await page.goto('/contact-us');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/Contact-Us$/);
  await expect(page.locator('h1')).toHaveText(/contact/i);
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText(site.notFound.heading);
  await hydrated(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a page whose code fails to load reloads to fetch a newer build, without looping, then offers a Reload button that recovers', async ({
  page,
  request,
}) => {
  // The chunks only /About-Us needs: blocking them is what a visitor meets when a newer deploy removed them.
  const preloads = async (path: string) => pageScriptFiles(await (await request.get(path)).text());
  const servicesChunks = await preloads('/Services');
  const aboutOnly = (await preloads('/About-Us')).filter((chunk) => !servicesChunks.includes(chunk));
  expect(aboutOnly.length).toBeGreaterThan(0);
  let blocking = true;
  await page.route(
    (url) => aboutOnly.includes(url.pathname),
    (route) => (blocking ? route.abort() : route.continue()),
  );
  // Counted as document requests, not 'load' events: a reload can start before the first page's 'load' fires
  // (it hydrates first on a busy machine), and that page then never fires it.
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
  });

  await page.goto('/Services');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us', exact: true }).click();
  // Reloaded to fetch a newer build, but not in a loop: the first load, then at most one reload each by the
  // site (stale-deploy.ts) and by the router's own chunk-error handling. Waited for: on a busy machine the error
  // page can show for a moment before the reload starts (seen in CI, 2026-11-27), and asserting then read 1 load.
  await expect.poll(() => loads, { timeout: 15_000 }).toBeGreaterThan(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be loaded', { timeout: 15_000 });
  expect(loads).toBeLessThanOrEqual(3);
  await expect(page).toHaveURL(/\/About-Us$/);

  blocking = false;
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page could not be loaded');
  await expect(page).toHaveTitle(expectedTitle('/About-Us'));
});

test('a visitor who scrolls before the page has hydrated stays where they scrolled to', async ({ page }) => {
  // A slow phone or connection: the page is readable long before it hydrates, and people scroll meanwhile. Hydration
  // waits for the edition's layout file, held back here until the visitor has scrolled.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_data/site.en.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/Blogs', { waitUntil: 'domcontentloaded' });
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated), 'scrolled before hydration').toBeUndefined();
  const scrolled = await page.evaluate(() => window.scrollY);
  release();
  await hydrated(page);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
