import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, cpSync, ftruncateSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/support/free-port.js';
import { collectConsoleErrors, hydrated } from './site.js';

// `npm run dev` as an editor uses it, on a copy of site.yaml and content/ (SITE_ROOT), so the real files are never
// touched: saves in place, a page opened while the file is broken, an edit seen on an open page.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let root: string;
let server: ChildProcess;
let origin: string;
let log = '';

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-dev-'));
  cpSync('site.yaml', join(root, 'site.yaml'));
  cpSync('content', join(root, 'content'), { recursive: true });
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], { env: { ...process.env, PORT: String(port), SITE_ROOT: root }, stdio: 'pipe' });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  for (let tries = 0; !log.includes('Dev server on'); tries++) {
    if (tries > 600) throw new Error(`The dev server did not start:\n${log}`);
    await sleep(100);
  }
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  rmSync(root, { recursive: true, force: true });
});

const manifest = () => join(root, 'site.yaml');

/** An editor's in-place save: the file is truncated, then written a moment later (never replaced). */
async function saveInPlace(file: string, text: string) {
  const fd = openSync(file, 'r+');
  ftruncateSync(fd, 0);
  await sleep(5);
  writeSync(fd, text, 0);
  closeSync(fd);
}

test('dev pages hydrate as the built ones do: no hydration error, no script error, in English and Arabic', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  for (const path of ['/', '/services/cfo-services', '/ar/Contact-Us']) {
    await page.goto(`${origin}${path}`);
    await hydrated(page);
  }
  // React reports a mismatch after hydration has begun: give it the moment it takes.
  await page.waitForTimeout(500);
  expect(errors).toEqual([]);
});

test('20 in-place saves of a broken, then fixed, site.yaml never report it empty, and the last save wins', async ({ page }) => {
  const good = readFileSync(manifest(), 'utf8');
  const broken = good.replace(/^routes:\n/m, 'routes:\n  - path: /no-template-here\n');
  const fixed = good.replace('intro: Tax, accounting, audit and advisory services', 'intro: Saved in place, tax, accounting, audit and advisory services');
  const logBefore = log.length;
  for (let save = 0; save < 20; save++) {
    await saveInPlace(manifest(), save % 2 === 0 ? broken : fixed);
    await sleep(250);
  }
  await page.goto(`${origin}/Services`);
  await hydrated(page);
  await expect(page.getByText('Saved in place, tax, accounting')).toBeVisible({ timeout: 15_000 });
  const during = log.slice(logBefore);
  expect(during).not.toContain('is empty');
  expect(during).toContain('missing required key `template`');
  await expect(page.locator('vite-error-overlay')).toHaveCount(0);
});

test('a site.yaml really left empty is reported as empty once the save has settled', async () => {
  const good = readFileSync(manifest(), 'utf8');
  const logBefore = log.length;
  try {
    await saveInPlace(manifest(), '');
    await expect.poll(() => log.slice(logBefore).includes('site.yaml  is empty.'), { timeout: 10_000 }).toBe(true);
  } finally {
    await saveInPlace(manifest(), good);
  }
  await expect.poll(() => log.slice(logBefore).includes('routes'), { timeout: 10_000 }).toBe(true);
});

test('a page opened while site.yaml is broken shows the problem in the overlay, naming its file and line', async ({ page }) => {
  const good = readFileSync(manifest(), 'utf8');
  try {
    await saveInPlace(manifest(), good.replace(/^routes:\n/m, 'routes:\n  - path: /no-template-here\n'));
    await expect.poll(() => log.includes('routes[0]: missing required key'), { timeout: 10_000 }).toBe(true);
    await page.goto(`${origin}/Services`);
    await hydrated(page);
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toHaveCount(1, { timeout: 10_000 });
    await expect(overlay.locator('.message-body')).toContainText('1 problem in site.yaml (1)');
    await expect(overlay.locator('.message-body')).toContainText(/site\.yaml:\d+:\d+ {2}routes\[0\]: missing required key `template`/);
  } finally {
    await saveInPlace(manifest(), good);
  }
  await expect(page.locator('vite-error-overlay')).toHaveCount(0, { timeout: 10_000 });
});

test('an edit shows on the open page without a reload, keeping its scroll position and what was typed', async ({ page }) => {
  await page.goto(`${origin}/Contact-Us`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.getByLabel('First name').fill('Maryam');
  await page.evaluate(() => window.scrollTo(0, 300));

  const good = readFileSync(manifest(), 'utf8');
  writeFileSync(manifest(), good.replace('heading: Contact us\n', 'heading: Contact the firm\n'));
  await expect(page.locator('h1')).toHaveText('Contact the firm', { timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(page.getByLabel('First name')).toHaveValue('Maryam');
  expect(await page.evaluate(() => window.scrollY)).toBe(300);

  // The shared layout (here the closing banner every page shows), the same way.
  writeFileSync(manifest(), readFileSync(manifest(), 'utf8').replace('heading: Professional Accounting Firm in Dubai, UAE', 'heading: Banner edited in place'));
  await expect(page.getByRole('heading', { name: 'Banner edited in place' })).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(page.getByLabel('First name')).toHaveValue('Maryam');

  // A markdown body, the same way.
  await page.goto(`${origin}/privacy-notice`);
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const body = join(root, 'content/pages/privacy-notice.md');
  writeFileSync(body, `${readFileSync(body, 'utf8')}\n\nA paragraph added while the page was open.\n`);
  await expect(page.getByText('A paragraph added while the page was open.')).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('an edit saved while a page is still starting shows once it has started', async ({ page }) => {
  // The page's HTML is rendered before the save; its script is held until the dev server has taken the save in, as
  // a busy machine holds it (the editor's preview opens a page, and its user types at once): the save's message is
  // sent before the page listens for it.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/src/browser/app/entry-client.tsx*', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${origin}/services/cfo-services`, { waitUntil: 'commit' });
  await expect(page.locator('h1')).not.toHaveText('Saved while the page was starting');
  const logBefore = log.length;
  writeFileSync(
    manifest(),
    readFileSync(manifest(), 'utf8').replace(/(path: \/services\/cfo-services\n(?: {4}.*\n)*? {4}heading: ).*\n/, '$1Saved while the page was starting\n'),
  );
  await expect.poll(() => log.slice(logBefore).includes('site path types'), { timeout: 15_000 }).toBe(true);
  release();
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('Saved while the page was starting', { timeout: 15_000 });
});
test('an Arabic page in dev shows its own typeface, as the built site does', async ({ page }) => {
  await page.goto(`${origin}/ar`);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const loadedArabicFaces = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.family.replace(/['"]/g, '') === 'Plex Arabic' && face.status === 'loaded').length;
    });
  await expect.poll(loadedArabicFaces, { timeout: 10_000 }).toBeGreaterThan(0);
});

test('a problem in a markdown file is reported under that file, not under site.yaml', async () => {
  const body = join(root, 'content/pages/privacy-notice.md');
  const text = readFileSync(body, 'utf8');
  const logBefore = log.length;
  try {
    writeFileSync(body, `${text}\n\nSee [our old page](/no-such-page-anywhere).\n`);
    await expect.poll(() => log.slice(logBefore), { timeout: 10_000 }).toContain('in content/pages/privacy-notice.md (1);');
    expect(log.slice(logBefore)).not.toMatch(/problems? in site\.yaml/);
  } finally {
    writeFileSync(body, text);
  }
});

test('a draft page is shown in dev, marked as a draft', async ({ page }) => {
  const good = readFileSync(manifest(), 'utf8');
  const draft = `  - path: /services/draft-for-the-dev-test
    template: service
    title: Draft service for the dev test
    description: A draft page that exists only in the dev server test, to see it rendered with its ribbon.
    reviewed: 2026-11-23
    draft: true
    heading: Draft service for the dev test
    image: /images/draft-image.svg
    alt: Write this alt text
    body: services/draft-for-the-dev-test.md
`;
  try {
    writeFileSync(join(root, 'content/services/draft-for-the-dev-test.md'), 'Write this section.\n');
    writeFileSync(manifest(), `${good.replace(/\s*$/, '\n')}${draft}`);
    await expect.poll(() => log.includes('(1 draft shown)'), { timeout: 10_000 }).toBe(true);
    await page.goto(`${origin}/services/draft-for-the-dev-test`);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('Draft service for the dev test');
    await expect(page.getByRole('note').filter({ hasText: 'Draft' })).toContainText('not published');
  } finally {
    writeFileSync(manifest(), good);
  }
});
