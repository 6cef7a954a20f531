import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { freePort } from '../../scripts/support/free-port.js';
import { inlineScriptHashes } from '../../src/shared/response-headers.js';
import { expectNoViolations } from './axe.js';
import { startEditor, type EditorServer } from './editor-server.js';

// From the editor to the live site: a site folder that is a git repository with a bare repository as its remote,
// `npm run serve` running on it, and the editor's Publish. A change goes live whole while page requests keep coming
// (each answer whole, the old version or the new, never an error), arrives on the remote, and "Undo this publish" takes it
// back. The small fixture site keeps each build to seconds.

test.describe.configure({ mode: 'serial', timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

let site: string;
let remote: string;
let server: ChildProcess;
let origin: string;
let editor: EditorServer;
let page: Page;
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  // Two servers' start: more than a test's default on a busy machine.
  test.setTimeout(120_000);
  site = mkdtempSync(join(tmpdir(), 'site-publish-'));
  remote = mkdtempSync(join(tmpdir(), 'site-publish-remote-'));
  cpSync('tests/fixtures/content', join(site, 'content'), { recursive: true });
  // The fixture's pictures are a link to the project's: a site folder of its own has them as files.
  rmSync(join(site, 'content/public'));
  cpSync('content/public', join(site, 'content/public'), { recursive: true });
  // One thing the firm must still confirm, for the launch checklist.
  const manifest = readFileSync('tests/fixtures/valid/minimal.yaml', 'utf8');
  writeFileSync(
    join(site, 'site.yaml'),
    manifest.replace('  name: Minimal Consultancy\n', "  name: Minimal Consultancy\n  placeholder: the firm's legal name\n"),
  );
  git(remote, 'init', '--quiet', '--bare');
  git(site, 'init', '--quiet', '-b', 'main');
  git(site, 'add', '.');
  git(site, '-c', 'user.name=Setup', '-c', 'user.email=setup@example.com', 'commit', '--quiet', '-m', 'The site as it was');

  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: { ...process.env, SITE_ROOT: site, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_PATH: join(site, 'site.db') },
    stdio: 'pipe',
  });
  let log = '';
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  // The editor starts while the site's server does.
  const starting = startEditor({ root: site, env: { PUBLISH_REMOTE: remote, PUBLISH_BRANCH: 'live', PUBLISH_COMMAND: 'echo "Uploaded $PUBLISHED_RELEASE"' } });
  for (let tries = 0; !log.includes('Site and API on'); tries++) {
    if (tries > 600) throw new Error(`The site server did not start:\n${log}`);
    await sleep(100);
  }
  editor = await starting;
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(editor.link);
});

test.afterAll(async () => {
  await page?.close();
  editor?.stop();
  server?.kill('SIGTERM');
  rmSync(remote, { recursive: true, force: true });
});

const publishDialog = () => page.getByRole('dialog', { name: 'Publish' });
const aboutUs = async () => (await fetch(`${origin}/About-Us`)).text();

async function openPublish() {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(publishDialog().getByRole('heading', { name: 'Published before' })).toBeVisible();
}

test('the first publish shows the launch checklist and puts the whole site live', async () => {
  await openPublish();
  const dialog = publishDialog();
  await dialog.getByText(/Before the first public launch: 1 thing/).click();
  const item = dialog.getByRole('listitem').filter({ hasText: "the firm's legal name" });
  await expect(item.locator('strong').first()).toHaveText('Site settings › Site:');
  await expectNoViolations(page, 'Publish before the first launch at 1440 px');
  await page.screenshot({ path: test.info().outputPath('publish-first-1440.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoViolations(page, 'Publish before the first launch at 375 px');
  await page.screenshot({ path: test.info().outputPath('publish-first-375.png') });
  await page.setViewportSize({ width: 1440, height: 900 });

  await expect(dialog.getByText('Nothing has been published from here yet: publishing puts the whole site live')).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish the whole site' }).click();
  await expect(dialog.getByText('Published. Now live: the whole site.')).toBeVisible();
  await expect(dialog.getByText('The deploy command worked')).toBeVisible();
  expect(await aboutUs()).toMatch(/<h1[^>]*>About us<\/h1>/);
  // Job pages are rendered per request by the release's own server bundle: a closed or unknown opening is a 404 page.
  const job = await fetch(`${origin}/careers/no-such-opening/careers-details`);
  expect(job.status).toBe(404);
  expect(await job.text()).toContain('</html>');
  await dialog.getByRole('button', { name: 'Close' }).click();
});

test('a change saved in the editor goes live whole under load, arrives on the remote, and is undone', async () => {
  await page.getByLabel('Find a page').fill('/About-Us');
  await page
    .getByRole('button', { name: /\/About-Us/ })
    .first()
    .click();
  await page.locator('#page_heading').fill('About us, published from the editor');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('#save-status')).toContainText('All changes saved');
  await openPublish();
  const dialog = publishDialog();
  // The review lists the change word by word before anything goes live.
  const review = dialog.getByRole('region', { name: /What publishing will change/ });
  await expect(review.getByRole('listitem').filter({ hasText: 'Page “About Us”' })).toContainText('Heading');
  await expect(review.locator('ins')).toHaveText(['us, published from the editor']);
  await page.screenshot({ path: test.info().outputPath('publish-review-1440.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoViolations(page, 'The publish review at 375 px');
  await page.screenshot({ path: test.info().outputPath('publish-review-375.png') });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Visitors keep asking for the page all through the publish.
  let publishing = true;
  const answers: string[] = [];
  const visitor = async () => {
    let after = 5;
    while (publishing || after-- > 0) {
      const response = await fetch(`${origin}/About-Us`);
      const html = await response.text();
      const version = html.includes('About us, published from the editor') ? 'new' : /<h1[^>]*>About us<\/h1>/.test(html) ? 'old' : 'neither';
      // Complete, and with the policy made for its own scripts (else the browser refuses to run them: a broken page).
      const policy = response.headers.get('content-security-policy') ?? '';
      const whole = html.trimEnd().endsWith('</html>') && inlineScriptHashes(html).every((hash) => policy.includes(hash));
      answers.push(response.status === 200 && whole ? version : `${response.status} ${version}, incomplete or not allowed to run`);
    }
  };
  const visitors = Promise.all([visitor(), visitor()]);
  await dialog.getByRole('button', { name: 'Publish this change' }).click();
  await expect(dialog.getByText('Published. Now live: Page “About Us” (/About-Us): Heading.')).toBeVisible();
  publishing = false;
  await visitors;
  expect(answers.filter((answer) => answer !== 'old' && answer !== 'new')).toEqual([]);
  expect(answers).toContain('new');
  expect(await aboutUs()).toContain('About us, published from the editor');

  // The commit names the page and who published it, and arrived on the remote's branch.
  const published = git(remote, 'log', '-1', '--format=%s', 'live');
  expect(published).toMatch(/^Publish \/About-Us \(by .+\)$/);
  await expect(dialog.getByText(/Uploaded 20\d\d-/)).toBeAttached();
  const entry = dialog.locator('.publish-entry').filter({ hasText: '/About-Us' }).first();
  await expect(entry).toContainText(published.replace(/^Publish \/About-Us \(by (.+)\)$/, 'by $1'));

  await page.screenshot({ path: test.info().outputPath('publish-done-1440.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoViolations(page, 'Publish with its history at 375 px');
  await page.screenshot({ path: test.info().outputPath('publish-done-375.png') });
  await page.setViewportSize({ width: 1440, height: 900 });

  page.once('dialog', (question) => void question.accept());
  await entry.getByRole('button', { name: /Undo this publish/ }).click();
  await expect(dialog.getByText('Undone and published. Changed on the live site: Page “About Us” (/About-Us): Heading.')).toBeVisible();
  expect(await aboutUs()).not.toContain('About us, published from the editor');
  expect(await aboutUs()).toMatch(/<h1[^>]*>About us<\/h1>/);
  expect(git(remote, 'log', '-1', '--format=%s', 'live')).toMatch(/^Undo the publish of .* \/About-Us$/);
  const entries = dialog.locator('.publish-entry').filter({ hasText: '/About-Us' });
  await expect(entries.filter({ hasText: 'Undid the publish of' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Undone' })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The editor shows the text as it is again.
  await expect(page.locator('#page_heading')).toHaveValue('About us');
});

test('a saved site that fails the checks is not published: each problem at its page and field, with a way to open it', async () => {
  const manifest = editor.manifest();
  // Saved by hand: the editor itself will not save a page with a problem.
  editor.writeManifest(manifest.replace('    heading: About us\n', '    heading: ""\n'));
  try {
    await openPublish();
    const dialog = publishDialog();
    await dialog.getByRole('button', { name: 'Publish this change' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Nothing was published: one thing needs fixing first.');
    const problem = alert.getByRole('listitem').filter({ hasText: 'About Us › Heading:' });
    await expect(problem).toContainText('Must not be empty');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoViolations(page, 'Publish refused at 375 px');
    await page.screenshot({ path: test.info().outputPath('publish-refused-375.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await aboutUs()).toMatch(/<h1[^>]*>About us<\/h1>/);
    await problem.getByRole('button', { name: /Open this page/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.page-meta code')).toHaveText('/About-Us');
  } finally {
    editor.writeManifest(manifest);
  }
});

test('words typed at once after a publish stay in the form: publishing does not read the saved site again over them', async () => {
  await page.reload();
  await page.getByLabel('Find a page').fill('/About-Us');
  await page
    .getByRole('button', { name: /\/About-Us/ })
    .first()
    .click();
  const heading = page.locator('#page_heading');
  await heading.fill('About us, published once more');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('#save-status')).toContainText('All changes saved');
  // Any request to start the tab again from what is stored reaches the server late, as on a slow connection: words
  // typed meanwhile must not be dropped by it.
  await page.route('**/api/reload', async (route) => {
    await sleep(2000);
    await route.continue();
  });
  try {
    await openPublish();
    const dialog = publishDialog();
    await dialog.getByRole('button', { name: 'Publish this change' }).click();
    await expect(dialog.getByText(/^Published\. Now live:/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await heading.fill('About us, typed straight after publishing');
    await sleep(3000);
    await expect(heading).toHaveValue('About us, typed straight after publishing');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('#save-status')).toContainText('All changes saved');
    expect(editor.manifest()).toContain('heading: About us, typed straight after publishing');
  } finally {
    await page.unroute('**/api/reload');
  }
});
