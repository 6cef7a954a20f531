import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { freePort } from '../../scripts/support/free-port.js';
import { EDITOR_APP_DIR } from '../../server/editors/plugin.js';
import { expectNoViolations } from './axe.js';

// The editor on the real server (`npm run serve` with people added by `npm run editors`), as the firm uses it: a
// publisher signs in at /edit on a copy of a small site (SITE_ROOT), edits and saves a page; staff read the enquiries.
// The sign-in page, the editor and the enquiries pass axe at phone and desktop widths.

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PEOPLE = [
  ['Pat Publisher', 'publisher', 'publisher-password-1'],
  ['Sam Staff', 'staff', 'staff-password-1'],
  ['Eda Editor', 'editor', 'editor-password-1'],
] as const;

let root: string;
let server: ChildProcess;
let origin: string;
let log = '';

function run(args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** run() without waiting for it: commands that may run side by side. */
function runAlongside(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: 'pipe' });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed:\n${output}`))));
  });
}

test.beforeAll(async () => {
  // Three people added by the command (each a process and a password hash), then the server's start.
  test.setTimeout(120_000);
  // `npm start` builds the editor's app; a fresh checkout running only the tests builds it here.
  if (!existsSync(join(EDITOR_APP_DIR, 'index.html'))) run(['scripts/build-editor.ts'], {});
  root = mkdtempSync(join(tmpdir(), 'site-edit-server-'));
  // The small fixture site: its first publish, which builds the whole site, takes seconds.
  cpSync('tests/fixtures/content', join(root, 'content'), { recursive: true });
  // The fixture's pictures are a link to the project's: a site folder of its own has them as files.
  rmSync(join(root, 'content/public'));
  cpSync('content/public', join(root, 'content/public'), { recursive: true });
  cpSync('tests/fixtures/valid/minimal.yaml', join(root, 'site.yaml'));
  const databasePath = join(root, 'site.db');
  const add = ([name, role, password]: (typeof PEOPLE)[number]) =>
    runAlongside(['scripts/editors.ts', 'add', name, '--role', role], { DATABASE_PATH: databasePath, EDITOR_PASSWORD: password });
  // The first makes the database; the others, and the server, may then start side by side.
  await add(PEOPLE[0]);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_PATH: databasePath, SITE_ROOT: root, ENQUIRY_RATE_LIMIT: 'off' },
    stdio: 'pipe',
  });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  await Promise.all(PEOPLE.slice(1).map(add));
  for (let tries = 0; !log.includes('Site and API on'); tries++) {
    if (tries > 600) throw new Error(`The server did not start:\n${log}`);
    await sleep(100);
  }
  // An enquiry for staff to find, sent as a visitor's form would.
  const enquiry = { fullName: 'Layla Haddad', customerLastName: 'Haddad', email: 'layla@example.com', phone: '+971501234567', type: 'contact' };
  const sent = await fetch(`${origin}/api/addCustomerContacts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...enquiry, description: 'We need VAT registration for a new trading company.', address: '' }),
  });
  if (sent.status !== 201) throw new Error(`The enquiry was refused: ${sent.status} ${await sent.text()}`);
});

test.afterAll(async () => {
  // The server closes its database on the way out: the folder is removed once it has.
  if (server && server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve).kill('SIGTERM'));
  rmSync(root, { recursive: true, force: true });
});

async function signIn(browser: Browser, name: string, password: string, width = 1440): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await page.goto(`${origin}/edit`);
  await expect(page).toHaveURL(/\/edit\/sign-in$/);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The editor's app loads after the sign-in: seconds on a busy machine.
  await expect(page.getByText(`Signed in as ${name}`)).toBeVisible({ timeout: 15_000 });
  return page;
}

test('the sign-in page says plainly when a password is wrong, and passes axe at 375 and 1440 px', async ({ browser }) => {
  const page = await browser.newPage();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${origin}/edit/sign-in`);
    await expectNoViolations(page, `the sign-in page at ${width} px`);
  }
  await page.getByLabel('Name').fill('Pat Publisher');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The name or the password is wrong. Check both and try again.');
  await expect(page.getByLabel('Password')).toBeFocused();
  await expectNoViolations(page, 'the sign-in page with its message');
  // The public site carries nothing of the editor.
  await page.goto(`${origin}/`);
  const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  expect(scripts.filter((src) => src.includes('/edit/'))).toEqual([]);
  await page.context().close();
});

test('a publisher signs in at /edit, edits a page, saves it into the site’s files and publishes it live', async ({ browser }) => {
  const page = await signIn(browser, 'Pat Publisher', 'publisher-password-1');
  const cookie = (await page.context().cookies()).find((each) => each.name === 'site_editor_session');
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/edit' });
  await page.getByLabel('Find a page').fill('/services/corporate-tax-in-uae');
  await page
    .getByRole('button', { name: /\/services\/corporate-tax-in-uae/ })
    .first()
    .click();
  await page.locator('#page_title').fill('Corporate Tax Advisers in the UAE');
  await expect(page.locator('#save-status')).toContainText('Unsaved changes', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('#save-status')).toContainText('All changes saved', { timeout: 15_000 });
  expect(readFileSync(join(root, 'site.yaml'), 'utf8')).toContain('title: Corporate Tax Advisers in the UAE');
  // Published from here, the change is live on this very server (the first publish builds the whole site).
  const live = async () => (await (await fetch(`${origin}/services/corporate-tax-in-uae`)).text()).match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
  expect(await live()).not.toContain('Corporate Tax Advisers in the UAE');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  // This site folder keeps no git history and was never published from here: the whole site goes live.
  await expect(dialog.getByText('Nothing has been published from here yet: publishing puts the whole site live')).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish the whole site' }).click();
  await expect(dialog.getByText(/^Published\./)).toBeVisible({ timeout: 100_000 });
  expect(await live()).toContain('Corporate Tax Advisers in the UAE');
  await dialog.getByRole('button', { name: 'Close' }).click();
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `the editor at ${width} px`);
  }
  // Job openings in the same place: one added here is on the Careers page's data at once.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Job openings' }).click();
  await page.getByRole('button', { name: 'New opening' }).click();
  await page.getByLabel('Job title (needed)').fill('Audit Senior');
  await page.getByLabel('Location', { exact: true }).fill('Dubai');
  // Its words for the Arabic Careers page, typed right to left.
  const arabicTitle = page.getByLabel('Job title in Arabic');
  await expect(arabicTitle).toHaveAttribute('dir', 'rtl');
  await arabicTitle.fill('مدقق أول');
  await page.getByRole('button', { name: 'Save opening' }).click();
  // The title is isolated (U+2068 … U+2069), so an Arabic title cannot reorder the sentence around it.
  await expect(page.getByRole('status')).toHaveText('“\u2068Audit Senior\u2069” is saved and on the Careers page.');
  const careers = (await (await fetch(`${origin}/api/getAllCareers`)).json()) as { data: { jobTitle: string; location?: string }[] };
  expect(careers.data).toContainEqual(
    expect.objectContaining({ jobTitle: 'Audit Senior', location: 'Dubai', ar: expect.objectContaining({ jobTitle: 'مدقق أول' }) }),
  );
  await page.getByRole('button', { name: 'Activity' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Pat Publisher' }).filter({ hasText: 'save' })).toContainText('Corporate Tax Advisers');
  await expect(page.getByRole('row').filter({ hasText: 'add opening' })).toContainText('Audit Senior');
  await expect(page.getByRole('row').filter({ hasText: 'the whole site' })).toContainText('publish');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/edit\/sign-in$/);
  await page.goto(`${origin}/edit/`);
  await expect(page).toHaveURL(/\/edit\/sign-in$/);
  await page.context().close();
});

test('staff see the enquiries, newest first, and find one by search; axe passes at 375 and 1440 px', async ({ browser }) => {
  const page = await signIn(browser, 'Sam Staff', 'staff-password-1', 375);
  await expect(page.getByRole('button', { name: 'Pages' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();
  await page.getByLabel('Search by name, e-mail, phone or message').fill('trading company');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Layla Haddad' })).toContainText('VAT registration');
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `the enquiries at ${width} px`);
  }
  // The law-change alerts' subscribers: one who subscribed from the Arabic page, not confirmed yet.
  const subscribed = await fetch(`${origin}/api/alerts/subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'amina@example.com', language: 'ar', website: '', elapsedMs: 10_000 }),
  });
  expect(subscribed.status).toBe(202);
  await page.getByRole('button', { name: 'Alerts' }).click();
  await expect(page.getByRole('heading', { name: 'Law-change alerts', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'amina@example.com' })).toContainText('Not confirmed yet');
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `the alerts' subscribers at ${width} px`);
    await page.screenshot({ path: test.info().outputPath(`subscribers-${width}.png`) });
  }
  await page.context().close();
});

test('two people editing the same page lose nothing: the second save is refused with both versions, and either can be kept', async ({ browser }) => {
  const openPage = async (page: Page) => {
    await page.getByLabel('Find a page').fill('/About-Us');
    await page
      .getByRole('button', { name: /\/About-Us/ })
      .first()
      .click();
  };
  const pat = await signIn(browser, 'Pat Publisher', 'publisher-password-1');
  const eda = await signIn(browser, 'Eda Editor', 'editor-password-1');
  await openPage(pat);
  await openPage(eda);
  await pat.locator('#page_title').fill('About us, as Pat wrote it');
  await eda.locator('#page_title').fill('About us, as Eda wrote it');
  await pat.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pat.locator('#save-status')).toContainText('All changes saved', { timeout: 15_000 });
  await eda.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = eda.getByRole('dialog', { name: 'Changed elsewhere while you were editing' });
  const field = dialog.getByRole('group', { name: 'Title' });
  await expect(field.getByRole('radio', { name: /Your version.*as Eda wrote it/ })).toBeVisible();
  await expect(field.getByRole('radio', { name: /Saved version.*as Pat wrote it/ })).toBeVisible();
  // Nothing was overwritten: Pat's words are on disk until Eda chooses.
  const manifest = () => readFileSync(join(root, 'site.yaml'), 'utf8');
  expect(manifest()).toContain('title: About us, as Pat wrote it');
  expect(manifest()).not.toContain('as Eda wrote it');
  await field.getByRole('radio', { name: /Your version/ }).check();
  await dialog.getByRole('button', { name: 'Save with these choices' }).click();
  await expect(eda.locator('#save-status')).toContainText('All changes saved');
  expect(manifest()).toContain('title: About us, as Eda wrote it');
  await pat.context().close();
  await eda.context().close();
});
