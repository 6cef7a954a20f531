/** Debian's Chromium: Playwright's and Lighthouse's own browser downloads cannot work without internet access. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
