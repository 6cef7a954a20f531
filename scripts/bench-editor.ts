// The editor's speed as a person feels it, on the real site served by the real server (`npm run serve` with
// SITE_ROOT a git repository of the site): how long /edit takes to be usable after sign-in, how long after Save a
// one-page change shows in its preview, and how long after the click a publish is live (the first one, which builds
// the whole site, and then one page). Driven through the editor's own screens in Chromium, as a publisher would.
// Run by `npm run bench` after the build figures; `node --import tsx scripts/bench-editor.ts` alone.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { BUILT_EDITOR_APP } from '../src/shared/server-build.js';
import { CHROMIUM_FLAGS, chromiumPath } from './support/chromium.js';
import { freePort } from './support/free-port.js';

const RUNS = Number(process.env.BENCH_EDITOR_RUNS ?? 5);
const PAGE = '/About-Us';
const TARGETS = { open: 1000, preview: 1000, firstPublish: 10_000, publish: 2000 };
const NAME = 'Bench Publisher';
const PASSWORD = 'bench-password-1';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function line(label: string, values: number[], target: number): boolean {
  const met = median(values) <= target;
  const each = values.length > 1 ? ` (runs ${values.map((value) => (value / 1000).toFixed(2)).join(', ')})` : '';
  console.log(`${label.padEnd(30)} ${seconds(median(values)).padStart(8)}${each}  target ≤ ${seconds(target)} ${met ? '✓' : '✗'}`);
  return met;
}

/** A site folder as the firm's server has it: site.yaml and content/ in a git repository, one publisher. */
function siteFolder(): string {
  const root = mkdtempSync(join(tmpdir(), 'bench-editor-'));
  cpSync('site.yaml', join(root, 'site.yaml'));
  cpSync('content', join(root, 'content'), { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  git('init', '--quiet', '-b', 'main');
  git('add', '.');
  git('-c', 'user.name=Setup', '-c', 'user.email=setup@example.com', 'commit', '--quiet', '-m', 'The site as it is live');
  const added = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/editors.ts', 'add', NAME, '--role', 'publisher'], {
    env: { ...process.env, DATABASE_PATH: join(root, 'site.db'), EDITOR_PASSWORD: PASSWORD },
    encoding: 'utf8',
  });
  if (added.status !== 0) throw new Error(`Adding the publisher failed:\n${added.stdout}${added.stderr}`);
  return root;
}

/**
 * Resolves in the first frame in which `shown` holds in the page. A locator's wait polls at growing intervals (up to
 * half a second): the page showed "All changes saved" 6–15 ms after the save's answer and the locator noticed it about
 * 0.4 s later (2026-11-29), which the figures counted as the editor's time.
 */
function inFrame(page: Page, shown: () => boolean, timeout: number): Promise<unknown> {
  return page.waitForFunction(shown, undefined, { polling: 'raf', timeout });
}

/** Milliseconds from `start` until `done` resolves. */
async function timed(start: () => Promise<unknown>, done: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await start();
  await done();
  return performance.now() - started;
}

async function editPage(page: Page, heading: string): Promise<void> {
  await page.getByLabel('Find a page').fill(PAGE);
  await page
    .getByRole('button', { name: new RegExp(PAGE) })
    .first()
    .click();
  await page.locator('#page_heading').fill(heading);
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await inFrame(page, () => document.querySelector('#save-status')?.textContent?.includes('All changes saved') === true, 30_000);
}

/** Asks for the page's preview until it shows `words`. */
async function previewShows(page: Page, origin: string, words: string): Promise<void> {
  for (;;) {
    const answer = await page.request.get(`${origin}/edit/preview${PAGE}`);
    if (answer.ok() && (await answer.text()).includes(words)) return;
    await sleep(20);
  }
}

async function publish(page: Page, button: string, origin: string, words?: string): Promise<number> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  const publishButton = dialog.getByRole('button', { name: button });
  await publishButton.waitFor({ timeout: 120_000 });
  const ms = await timed(
    () => publishButton.click(),
    async () => {
      await inFrame(page, () => [...document.querySelectorAll('dialog, [role="dialog"]')].some((each) => each.textContent?.includes('Published.')), 300_000);
      if (words) while (!(await (await fetch(`${origin}${PAGE}`)).text()).includes(words)) await sleep(20);
    },
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  return ms;
}

/**
 * The editor's browser app, built as `npm start` builds it when this checkout has none: without it /edit shows only
 * "The editor is not ready yet", and the bench would wait out its timeouts (as after `npm install` and no start).
 */
function ensureEditorBuilt(): void {
  if (existsSync(join(BUILT_EDITOR_APP, 'index.html'))) return;
  console.log('The editor app is not built in this checkout: building it first (npm run build:editor).');
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-editor.ts'], { encoding: 'utf8', stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`npm run build:editor failed (exit ${built.status}); the editor's speed was not measured.`);
}

export async function benchEditor(): Promise<boolean> {
  ensureEditorBuilt();
  const root = siteFolder();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: { ...process.env, SITE_ROOT: root, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_PATH: join(root, 'site.db') },
    stdio: 'pipe',
  });
  let log = '';
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    for (let tries = 0; !log.includes('Site and API on'); tries++) {
      if (tries > 900) throw new Error(`The server did not start:\n${log}`);
      await sleep(100);
    }
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const findAPage = () => inFrame(page, () => [...document.querySelectorAll('label')].some((label) => label.textContent?.trim() === 'Find a page'), 60_000);
    await page.goto(`${origin}/edit`);
    await page.getByLabel('Name').fill(NAME);
    await page.getByLabel('Password').fill(PASSWORD);
    const opens = [await timed(() => page.getByRole('button', { name: 'Sign in' }).click(), findAPage)];
    for (let run = 1; run < RUNS; run++) opens.push(await timed(() => page.reload(), findAPage));

    const previews: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const words = `About us (preview ${run})`;
      await editPage(page, words);
      previews.push(
        await timed(
          () => save(page),
          () => previewShows(page, origin, words),
        ),
      );
    }
    const firstPublish = await publish(page, 'Publish the whole site', origin);
    const publishes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const words = `About us (published ${run})`;
      await editPage(page, words);
      await save(page);
      publishes.push(await publish(page, 'Publish this change', origin, words));
    }
    console.log(`\nEditor on the real site (${RUNS} runs each, median; Chromium at 1440 px):`);
    return [
      line('editor open (sign-in, reloads)', opens, TARGETS.open),
      line('preview one page (from Save)', previews, TARGETS.preview),
      line('first publish (whole site)', [firstPublish], TARGETS.firstPublish),
      line('publish one page (click → live)', publishes, TARGETS.publish),
    ].every(Boolean);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const met = await benchEditor();
  process.exitCode = met ? 0 : 1;
}
