import { expect, type Page } from '@playwright/test';

/** Where the page's clock starts: any fixed time does. */
const START = Date.parse('2026-11-29T09:00:00+04:00');

/**
 * Opens `path` on Playwright's clock, paused: the page's timers and its time (Date, performance.now) move only when
 * the test moves them with `page.clock.runFor`, so a test about what happens after some seconds need not wait for
 * them. The app needs its timers to hydrate: the clock is stepped 100 ms at a time until it has.
 */
export async function gotoOnPausedClock(page: Page, path: string): Promise<void> {
  await page.clock.install({ time: START });
  // pauseAt moves forward only: a minute on, past any time the blank page may have reached.
  await page.clock.pauseAt(START + 60_000);
  await page.goto(path);
  await expect
    .poll(
      async () => {
        await page.clock.runFor(100);
        return page.locator('html').getAttribute('data-hydrated');
      },
      { timeout: 20_000, intervals: [10] },
    )
    .toBe('true');
}
