/** Debian's Chromium: Playwright's and Lighthouse's own browser downloads cannot work without internet access. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The end-to-end tests' browser: Chromium's headless shell (Debian's `chromium-headless-shell`: the same engine and
 * version as `chromium`, without the desktop browser around it), which Playwright also runs for headless tests. On
 * this 2-core machine a page opened in a fresh context took 1.25 s of processor time in the shell against 3.3 s in the
 * full browser (2026-11-29), whose processes were four fifths of the end-to-end run's. The visual tests' screenshots
 * are the shell's. Lighthouse keeps the full browser, whose figures are the ones a visitor's Chrome gives.
 */
export const testBrowserPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

/** As root, in a sandbox with no network beyond the package registries: no sandbox, GPU or background traffic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
