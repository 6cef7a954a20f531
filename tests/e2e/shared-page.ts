import { test as base, type Browser, type Page } from '@playwright/test';

/**
 * One page per worker, reused by every test in it that only visits and reads pages (the per-page checks and the
 * accessibility audit): a context per test starts with an empty cache and fetches and compiles the site's scripts and
 * fonts again, which cost more than the checks themselves. Motion is reduced, and there is no network beyond this
 * machine: external embeds (the map) fail at once instead of timing out.
 */
export const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }: { browser: Browser }, use: (page: Page) => Promise<void>) => {
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort('internetdisconnected'));
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});
