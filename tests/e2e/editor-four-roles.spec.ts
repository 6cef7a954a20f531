import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { freePort } from '../../scripts/support/free-port.js';
import { EDITOR_APP_DIR } from '../../server/editors/plugin.js';
import { expectNoViolations } from './axe.js';

// Four people signed in at /edit on the real server, with a real SQLite database and the site folder a git
// repository: what an editor cannot put live unseen (an abandoned upload, a file outside the pages, the enquiries'
// address), what a publisher sees and approves (every change of a two-page draft, word by word, the same list in the
// history; a change saved after the review opened is refused), a publish scheduled ahead that goes live at its time
// across a restart of the server (its clock set ahead), a page's earlier version compared and restored, and what staff and the admin may do.

test.describe.configure({ mode: 'serial', timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 60_000 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const PEOPLE = {
  admin: ['Ada Admin', 'admin-password-1'],
  publisher: ['Pat Publisher', 'publisher-password-1'],
  editor: ['Eda Editor', 'editor-password-1'],
  staff: ['Sam Staff', 'staff-password-1'],
} as const;
const SCRIPTED_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10" onload="alert(2)"/></svg>';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let site: string;
let server: ChildProcess | undefined;
let origin: string;
let port: number;

function run(args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
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

/** `npm run serve` on the site folder, or (entry, env) the same server with its clock set ahead (clock-server.ts). */
async function startServer(entry = 'server/server.ts', env: NodeJS.ProcessEnv = {}) {
  let log = '';
  server = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env, SITE_ROOT: site, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_PATH: join(site, 'site.db') },
    stdio: 'pipe',
  });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  for (let tries = 0; !log.includes('Site and API on'); tries++) {
    if (tries > 900) throw new Error(`The server did not start:\n${log}`);
    await sleep(100);
  }
}

async function stopServer() {
  const running = server;
  server = undefined;
  if (running && running.exitCode === null) await new Promise((resolve) => running.once('exit', resolve).kill('SIGTERM'));
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (!existsSync(join(EDITOR_APP_DIR, 'index.html'))) run(['scripts/build-editor.ts'], {});
  site = mkdtempSync(join(tmpdir(), 'site-four-roles-'));
  cpSync('tests/fixtures/content', join(site, 'content'), { recursive: true });
  // The fixture's pictures are a link to the project's: a site folder of its own has them as files.
  rmSync(join(site, 'content/public'));
  cpSync('content/public', join(site, 'content/public'), { recursive: true });
  writeFileSync(join(site, 'site.yaml'), readFileSync('tests/fixtures/valid/minimal.yaml', 'utf8'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: site, encoding: 'utf8' });
  git('init', '--quiet', '-b', 'main');
  git('add', '.');
  git('-c', 'user.name=Setup', '-c', 'user.email=setup@example.com', 'commit', '--quiet', '-m', 'The site as it was');
  const add = ([role, [name, password]]: [string, readonly [string, string]]) =>
    runAlongside(['scripts/editors.ts', 'add', name, '--role', role], { DATABASE_PATH: join(site, 'site.db'), EDITOR_PASSWORD: password });
  // The first makes the database; the others, and the server, may then start side by side.
  const [first, ...others] = Object.entries(PEOPLE);
  await add(first);
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  await Promise.all([...others.map(add), startServer()]);
});

test.afterAll(async () => {
  await stopServer();
  rmSync(site, { recursive: true, force: true });
});

async function signIn(browser: Browser, who: keyof typeof PEOPLE, width = 1440): Promise<Page> {
  const [name, password] = PEOPLE[who];
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await page.goto(`${origin}/edit`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
  return page;
}

/** A call of the editor's API from its page, as the editor's own code makes it: the session, its CSRF token, a draft. */
async function call(page: Page, method: string, path: string, body?: unknown, fileName?: string) {
  return page.evaluate(
    async ({ method, path, body, fileName }) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="editor-csrf"]')?.content ?? '';
      const bytes = fileName ? Uint8Array.from(atob(body as string), (c) => c.charCodeAt(0)) : undefined;
      const response = await fetch(`/edit${path}`, {
        method,
        headers: {
          'X-Draft': 'four-roles-test',
          'X-CSRF-Token': token,
          ...(fileName
            ? { 'Content-Type': 'application/octet-stream', 'X-File-Name': fileName }
            : body === undefined
              ? {}
              : { 'Content-Type': 'application/json' }),
        },
        body: bytes ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      return { status: response.status, json: (await response.json().catch(() => ({}))) as Record<string, unknown> };
    },
    { method, path, body, fileName },
  );
}

/** The `api` settings with another address for the contact form, as the settings screen sends them. */
async function withApi(page: Page, base: string) {
  const value = (await call(page, 'GET', '/api/sections/api')).json.value as Record<string, unknown>;
  return call(page, 'PUT', '/api/sections/api', { value: { ...value, base } });
}

const served = async (address: string) => (await fetch(`${origin}${address}`)).status;
const live = async (address: string) => (await fetch(`${origin}${address}`)).text();

async function editHeading(page: Page, path: string, heading: string) {
  await page.getByLabel('Find a page').fill(path);
  await page
    .getByRole('button', { name: new RegExp(path) })
    .first()
    .click();
  await page.locator('#page_heading').fill(heading);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('#save-status')).toContainText('All changes saved');
}

test('an editor cannot put an upload, a stray file or the enquiries’ address live, and an SVG loses its script', async ({ browser }) => {
  const editor = await signIn(browser, 'editor');
  const picture = await call(editor, 'POST', '/api/upload', PNG.toString('base64'), 'office.png');
  const drawing = await call(editor, 'POST', '/api/upload', Buffer.from(SCRIPTED_SVG).toString('base64'), 'drawing.svg');
  expect([picture.status, drawing.status]).toEqual([200, 200]);
  const [pictureAddress, drawingAddress] = [String(picture.json.path), String(drawing.json.path)];
  // Kept with the editor's unsaved draft: not in the site's files, not served, whatever happens to the draft.
  expect(readdirSync(join(site, 'content/public/images'))).not.toContain('uploads');
  expect(await served(pictureAddress)).toBe(404);
  expect(await served(drawingAddress)).toBe(404);
  // The draft's own copy of the drawing has no script left.
  const kept = await editor.evaluate(
    async (address) => (await fetch(`/edit/api/media/file?path=${encodeURIComponent(address)}&draft=four-roles-test`)).text(),
    drawingAddress,
  );
  expect(kept).toContain('<svg');
  expect(kept).not.toMatch(/<script|onload/i);

  const stray = await call(editor, 'PUT', '/api/body', { file: 'public/notice.md', text: 'Wire payments to IBAN AE00 0000 0000 0000 0000 000.' });
  expect(stray.status).toBe(400);
  expect(existsSync(join(site, 'content/public/notice.md'))).toBe(false);
  const redirect = await withApi(editor, 'https://collector.example/api');
  expect(redirect.status).toBe(403);
  expect(String(redirect.json.message)).toContain('Only an admin can change the address the contact form sends enquiries to');
  expect(readFileSync(join(site, 'site.yaml'), 'utf8')).not.toContain('collector.example');
  await editor.context().close();
});

test('staff may not publish nor read the publish history; the admin changes the enquiries’ address after typing the password again', async ({ browser }) => {
  const staff = await signIn(browser, 'staff');
  await expect(staff.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  expect((await call(staff, 'GET', '/api/publish')).status).toBe(403);
  await staff.context().close();

  const admin = await signIn(browser, 'admin');
  const asked = await withApi(admin, '/api/v2');
  expect(asked.status).toBe(403);
  expect(asked.json.reason).toBe('confirm-password');
  expect((await call(admin, 'POST', '/api/confirm-password', { password: 'not-it' })).status).toBe(400);
  expect((await call(admin, 'POST', '/api/confirm-password', { password: PEOPLE.admin[1] })).status).toBe(200);
  expect((await withApi(admin, '/api/v2')).status).toBe(200);
  // Back as it was, so the publishes below do not carry it.
  expect((await withApi(admin, '/api')).status).toBe(200);
  await admin.context().close();
});

test('a publisher reviews every change of a two-page draft word by word, publishes it, and the history names the same list', async ({ browser }) => {
  const editor = await signIn(browser, 'editor');
  await editHeading(editor, '/About-Us', 'About us and our partners');
  await editHeading(editor, '/Services', 'Our services in Dubai');
  await editor.context().close();

  const publisher = await signIn(browser, 'publisher');
  await publisher.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = publisher.getByRole('dialog', { name: 'Publish' });
  const review = dialog.getByRole('region', { name: /What publishing will change/ });
  await expect(review.getByRole('listitem').filter({ hasText: 'Page “About Us”' })).toContainText('Heading');
  await expect(review.locator('ins')).toHaveCount(2);
  expect((await review.locator('ins').allTextContents()).map((words) => words.trim()).sort()).toEqual(['and our partners', 'in Dubai']);
  const listed = await call(publisher, 'GET', '/api/publish/review');
  const lines = (listed.json.items as { kind: string; path?: string }[]).filter((item) => item.kind === 'page').map((item) => item.path);
  expect(lines.sort()).toEqual(['/About-Us', '/Services']);

  await dialog.getByRole('button', { name: /^Publish (this change|these \d+ changes|the whole site)/ }).click();
  await expect(dialog.getByText(/^Published\./).first()).toBeVisible({ timeout: 120_000 });
  expect(await live('/About-Us')).toContain('About us and our partners');
  expect(await live('/Services')).toContain('Our services in Dubai');
  const history = await call(publisher, 'GET', '/api/publish');
  const latest = (history.json.history as { changes?: string[] }[])[0];
  expect(latest.changes?.join('\n')).toContain('Page “About Us” (/About-Us): Heading');
  expect(latest.changes?.join('\n')).toContain('(/Services): Heading');
  await publisher.context().close();
});

test('a change saved after the review opened is refused at publish, with the new review', async ({ browser }) => {
  const [editor, publisher] = [await signIn(browser, 'editor'), await signIn(browser, 'publisher')];
  await editHeading(editor, '/About-Us', 'About us, reviewed');
  const reviewed = String((await call(publisher, 'GET', '/api/publish/review')).json.version);
  await editHeading(editor, '/About-Us', 'About us, changed after the review');
  const refused = await call(publisher, 'POST', '/api/publish', { reviewed });
  expect(refused.status).toBe(409);
  expect(refused.json.reason).toBe('changed');
  expect(await live('/About-Us')).not.toContain('changed after the review');
  await editor.context().close();
  await publisher.context().close();
});

test('a scheduled publish goes live at its time, not before, across a restart of the server', async ({ browser }) => {
  const publisher = await signIn(browser, 'publisher');
  const reviewed = String((await call(publisher, 'GET', '/api/publish/review')).json.version);
  // Dubai time, as the editor sends it: an hour from now.
  const at = new Date(Date.now() + 3600_000 + 4 * 3600_000).toISOString().slice(0, 19) + '+04:00';
  const scheduled = await call(publisher, 'POST', '/api/publish/schedule', { reviewed, at });
  expect(scheduled.status).toBe(201);
  await publisher.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = publisher.getByRole('dialog', { name: 'Publish' });
  await expect(dialog.locator('.schedule-list li')).toContainText('scheduled by Pat Publisher');
  for (const width of [1440, 375]) {
    await publisher.setViewportSize({ width, height: 900 });
    await expectNoViolations(publisher, `The publish dialog with a scheduled publish at ${width} px`);
    await publisher.screenshot({ path: test.info().outputPath(`schedule-${width}.png`) });
  }
  await publisher.context().close();

  // The server starts again with its clock a few seconds before the publish's time, instead of waiting an hour.
  await stopServer();
  await startServer('tests/e2e/clock-server.ts', { CLOCK_AHEAD_MS: String(Date.parse(at) - 5_000 - Date.now()) });
  expect(await live('/About-Us')).not.toContain('changed after the review');
  await expect
    .poll(() => live('/About-Us'), { message: 'the scheduled publish went live within 90 s of its time', timeout: 90_000, intervals: [250] })
    .toContain('changed after the review');
});

test('a page’s earlier version is compared and restored; the history dialog passes axe at 375 and 1440 px', async ({ browser }) => {
  const editor = await signIn(browser, 'editor');
  await editor.getByLabel('Find a page').fill('/About-Us');
  await editor
    .getByRole('button', { name: /\/About-Us/ })
    .first()
    .click();
  await editor.getByRole('button', { name: /Earlier versions/ }).click();
  const dialog = editor.getByRole('dialog', { name: /Earlier versions of/ });
  const oldest = dialog.getByRole('listitem').filter({ hasText: 'The site as it was' });
  await oldest.getByRole('button', { name: /Compare with the saved page/ }).click();
  await expect(oldest.getByRole('region', { name: /Differences from the version of/ })).toContainText('Heading');
  for (const width of [1440, 375]) {
    await editor.setViewportSize({ width, height: 900 });
    await expectNoViolations(editor, `Earlier versions of a page at ${width} px`);
    await editor.screenshot({ path: test.info().outputPath(`page-history-${width}.png`) });
  }
  // The editor asks before it puts the old version into this tab's changes.
  editor.once('dialog', (question) => void question.accept());
  await oldest.getByRole('button', { name: /Restore this version/ }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'is now in your changes. Check it, then save.' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(editor.locator('#page_heading')).toHaveValue('About us');
  await editor.context().close();
});
