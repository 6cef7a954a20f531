import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { prepareVisualPage } from './visual-setup.js';

/** The two screens the site is compared on: a phone's (touch, mobile viewport) and a desktop's. */
export const SCREENS = [
  { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
  { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
] as const;
export type Screen = (typeof SCREENS)[number];

/**
 * One page per screen and worker, reused by every screenshot test that worker runs: a context per test would start
 * with an empty cache and fetch and compile the site's scripts and fonts again, which costs more than the comparison.
 * Motion is reduced (the hero stays on its first slide, the counters on their figures), and the browser's language and
 * time zone are fixed rather than the machine's.
 */
export const test = base.extend<object, { pageOn: (screen: Screen) => Promise<Page> }>({
  pageOn: [
    async ({ browser }: { browser: Browser }, use: (pageOn: (screen: Screen) => Promise<Page>) => Promise<void>) => {
      const pages = new Map<number, Page>();
      const contexts: BrowserContext[] = [];
      await use(async (screen) => {
        const open = pages.get(screen.viewport.width);
        if (open) return open;
        const context = await browser.newContext({
          ...screen,
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
          locale: 'en-GB',
          timezoneId: 'Asia/Dubai',
        });
        contexts.push(context);
        const page = await context.newPage();
        await prepareVisualPage(page);
        pages.set(screen.viewport.width, page);
        return page;
      });
      for (const context of contexts) await context.close();
    },
    { scope: 'worker' },
  ],
});
