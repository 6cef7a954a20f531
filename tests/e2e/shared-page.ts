import { test as base, type Browser, type Page } from '@playwright/test';
import { preloadAxe } from './axe.js';

/**
 * A page kept for the whole worker: a context per test starts with an empty cache and fetches and compiles the site's
 * scripts and fonts again, which cost more than the checks themselves. Motion is reduced, and there is no network
 * beyond this machine: external embeds (the map) fail at once instead of timing out.
 */
async function workerPage(browser: Browser, use: (page: Page) => Promise<void>, options: { axe?: boolean } = {}) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  if (options.axe) await preloadAxe(context);
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort('internetdisconnected'));
  await use(page);
  await context.close();
}

/**
 * `sharedPage`: one page per worker, reused by every test in it that only visits and reads pages (the per-page
 * checks). `auditPage`: the same for the accessibility audit, with axe-core in every page it opens.
 */
export const test = base.extend<object, { sharedPage: Page; auditPage: Page }>({
  sharedPage: [async ({ browser }, use) => workerPage(browser, use), { scope: 'worker' }],
  auditPage: [async ({ browser }, use) => workerPage(browser, use, { axe: true }), { scope: 'worker' }],
});
