import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import { hydrated } from './site.js';

// What makes a screenshot of the site the same on every machine that runs the suite: fonts from files the lockfile
// pins instead of whatever the system has, no motion, every image loaded, nothing fetched from beyond this machine.

const require = createRequire(import.meta.url);
const PINNED_FAMILY = 'Pinned Latin';
const WEIGHTS = [400, 500, 600, 700] as const;
const FONT_PATH = '/__visual-fonts/';

/**
 * The site's Latin text is in the visitor's system font ('Segoe UI', system-ui, … Arial): Liberation Sans on one
 * Debian machine, DejaVu Sans on another, something else on a Mac. For the comparison it is IBM Plex Sans (the Latin
 * half of the Arabic edition's typeface, from @fontsource in the lockfile); characters it lacks fall to DejaVu, which
 * every machine running these tests installs with Chromium. The Arabic edition's own font is the site's, unchanged.
 */
const PINNED_FONTS_CSS = [
  ...WEIGHTS.map(
    (weight) =>
      `@font-face { font-family: '${PINNED_FAMILY}'; font-weight: ${weight}; font-style: normal; font-display: block; src: url('${FONT_PATH}${weight}.woff2') format('woff2'); }`,
  ),
  `:root { --font-latin: '${PINNED_FAMILY}', 'DejaVu Sans', sans-serif !important; }`,
  `.testimonial blockquote::before { font-family: 'DejaVu Serif', serif !important; }`,
].join('\n');

function fontFile(weight: string): Buffer {
  return readFileSync(require.resolve(`@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-${weight}-normal.woff2`));
}

/**
 * Serves the pinned fonts from this site's origin (its policy allows fonts from 'self' only), cuts off other hosts,
 * and gives the text in SVG images (the logo's name) DejaVu Sans: an image cannot use the page's web fonts, so it
 * would be drawn in whatever font the system puts in for Helvetica.
 */
export async function prepareVisualPage(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort('internetdisconnected'));
  await page.route(`**${FONT_PATH}*.woff2`, (route) => {
    const weight = new URL(route.request().url()).pathname.slice(FONT_PATH.length, -'.woff2'.length);
    return route.fulfill({ contentType: 'font/woff2', body: fontFile(weight) });
  });
  await page.route('**/*.svg', async (route) => {
    const response = await route.fetch();
    const svg = (await response.text()).replace(/font-family="[^"]*"/g, 'font-family="DejaVu Sans"');
    return route.fulfill({ response, body: svg });
  });
}

/** Waits until the page is hydrated and its text is drawn in its final fonts: the pinned ones and the page's own. */
export async function settle(page: Page): Promise<void> {
  await hydrated(page);
  await page.addStyleTag({ content: PINNED_FONTS_CSS });
  await page.evaluate(
    async ({ family, weights }) => {
      const arabic = document.documentElement.lang === 'ar';
      await Promise.all(
        weights.flatMap((weight) => [
          document.fonts.load(`${weight} 1rem '${family}'`, 'Aa'),
          ...(arabic ? [document.fonts.load(`${weight} 1rem 'Plex Arabic'`, 'ب')] : []),
        ]),
      );
      await document.fonts.ready;
    },
    { family: PINNED_FAMILY, weights: [...WEIGHTS] },
  );
}

/**
 * Loads and decodes every image that overlaps the region (the viewport when none is given), lazy ones included:
 * loading the whole page's would cost the time of the images nobody compares.
 */
export async function imagesShown(page: Page, region?: Locator): Promise<void> {
  const within = region ?? page.locator('html');
  await within.evaluate(async (element, wholeViewport) => {
    const area = wholeViewport ? { top: 0, bottom: window.innerHeight } : element.getBoundingClientRect();
    const inArea = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom >= area.top && box.top <= area.bottom && box.width > 0;
    });
    for (const image of inArea) image.loading = 'eager';
    await Promise.all(inArea.map((image) => image.decode().catch(() => undefined)));
  }, region === undefined);
}

/** Opens a page of the site, ready for its screenshot. */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
}
