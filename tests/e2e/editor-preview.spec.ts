import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort } from '../../scripts/support/free-port.js';
import { EDITOR_APP_DIR } from '../../server/editors/plugin.js';

// The preview on the real server (`npm run serve`, SITE_ROOT a git repository of the site): an editor signs in at
// /edit, changes a page's text in both languages and saves; Preview opens the page as the site's templates render it
// from the saved files, with its stylesheets, in a new tab, while the live page still shows the words it had.

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PAGE = '/services/corporate-tax-in-uae';
const ENGLISH_WORDS = 'Our partners answer every corporate tax question within one working day.';
const ARABIC_WORDS = 'يرد شركاؤنا على كل سؤال عن ضريبة الشركات خلال يوم عمل واحد.';

let root: string;
let server: ChildProcess;
let origin: string;
let log = '';

function run(args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
}

test.beforeAll(async () => {
  if (!existsSync(join(EDITOR_APP_DIR, 'index.html'))) run(['scripts/build-editor.ts'], {});
  root = mkdtempSync(join(tmpdir(), 'site-preview-'));
  cpSync('site.yaml', join(root, 'site.yaml'));
  cpSync('content', join(root, 'content'), { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  git('init', '--quiet', '-b', 'main');
  git('add', '.');
  git('-c', 'user.name=Setup', '-c', 'user.email=setup@example.com', 'commit', '--quiet', '-m', 'The site as it is live');
  const databasePath = join(root, 'site.db');
  run(['scripts/editors.ts', 'add', 'Eda Editor', '--role', 'editor'], { DATABASE_PATH: databasePath, EDITOR_PASSWORD: 'editor-password-1' });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // The live site is the project's own build (dist/): what the saved files say reaches it only by publishing.
  server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_PATH: databasePath, SITE_ROOT: root },
    stdio: 'pipe',
  });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  for (let tries = 0; !log.includes('Site and API on'); tries++) {
    if (tries > 600) throw new Error(`The server did not start:\n${log}`);
    await sleep(100);
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve).kill('SIGTERM'));
  rmSync(root, { recursive: true, force: true });
});

/** The page a Preview link opens, in its new tab, loaded. */
async function openPreview(page: Page, name: RegExp): Promise<Page> {
  const [opened] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name }).first().click()]);
  await opened.waitForLoadState('load');
  return opened;
}

/** Every stylesheet the page lists answered and applied (its rules are readable from the page). */
async function expectStylesApplied(page: Page) {
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({ href: link.href, rules: link.sheet?.cssRules.length ?? 0 })),
  );
  expect(sheets.length).toBeGreaterThan(0);
  for (const sheet of sheets) {
    expect((await fetch(sheet.href)).status, sheet.href).toBe(200);
    expect(sheet.rules, sheet.href).toBeGreaterThan(0);
  }
}

/** The preview as a phone and a desk show it, saved for a person to look at (test-results/). */
async function screenshotsAtBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // The page's heading on the first screen at either width: on a phone, not below the site's menus.
    await expect(page.locator('main h1')).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

test('an editor saves new words and sees them in the preview, in English and Arabic, while the live page keeps the old ones', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin}/edit`);
  await page.getByLabel('Name').fill('Eda Editor');
  await page.getByLabel('Password').fill('editor-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as Eda Editor')).toBeVisible();

  await page.getByLabel('Find a page').fill(PAGE);
  await page
    .getByRole('button', { name: new RegExp(PAGE) })
    .first()
    .click();
  const english = page.locator('#body-text');
  const arabic = page.locator('#body-ar-text');
  await english.fill(`${ENGLISH_WORDS}\n\n${await english.inputValue()}`);
  await arabic.fill(`${ARABIC_WORDS}\n\n${await arabic.inputValue()}`);
  await expect(page.locator('#save-status')).toContainText('Unsaved changes', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('#save-status')).toContainText('All changes saved', { timeout: 15_000 });

  const preview = await openPreview(page, /^Preview \/services\/corporate-tax-in-uae in English/);
  expect(preview.url()).toContain(`/edit/preview${PAGE}`);
  await expect(preview.getByRole('note')).toContainText('Preview of');
  await expect(preview.getByText(ENGLISH_WORDS)).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectStylesApplied(preview);
  await screenshotsAtBothWidths(preview, 'preview-en');

  const arabicPreview = await openPreview(page, /^Preview \/services\/corporate-tax-in-uae in Arabic/);
  expect(arabicPreview.url()).toContain(`/edit/preview/ar${PAGE}`);
  await expect(arabicPreview.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabicPreview.getByText(ARABIC_WORDS)).toBeVisible();
  await expectStylesApplied(arabicPreview);
  await screenshotsAtBothWidths(arabicPreview, 'preview-ar');

  // Nothing is live: the site still serves the words it had.
  const live = await (await fetch(`${origin}${PAGE}`)).text();
  expect(live).not.toContain(ENGLISH_WORDS);
  expect(await (await fetch(`${origin}/ar${PAGE}`)).text()).not.toContain(ARABIC_WORDS);

  // The publish dialog lists the saved page with its previews.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  const listed = dialog.getByRole('listitem').filter({ hasText: PAGE });
  // Listing the changes reads the whole site twice: seconds on a busy machine.
  await expect(listed.getByRole('link', { name: /in English/ })).toHaveAttribute('href', `/edit/preview${PAGE}`, { timeout: 30_000 });
  await expect(listed.getByRole('link', { name: /in Arabic/ })).toHaveAttribute('href', `/edit/preview/ar${PAGE}`);
  // That link shows what is saved (not this tab's draft): the saved words.
  const saved = await openPreview(page, /^Preview \/services\/corporate-tax-in-uae in English \(opens/);
  await expect(saved.getByRole('note')).toContainText('saved changes that are not published yet');
  await expect(saved.getByText(ENGLISH_WORDS)).toBeVisible();

  // Signed out, the same address sends the browser to sign in, without the page.
  const stranger = await browser.newPage();
  const answer = await stranger.goto(`${origin}/edit/preview${PAGE}`);
  await expect(stranger).toHaveURL(/\/edit\/sign-in$/);
  expect(await answer?.text()).not.toContain(ENGLISH_WORDS);
  await stranger.close();
  await context.close();
});
