import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { freePort } from '../../scripts/support/free-port.js';
import { expectNoViolations } from './axe.js';

// `npm run edit` as the firm's editors use it, on a copy of site.yaml and content/ (SITE_ROOT): one browser session
// (the printed link works once), a title changed and saved as a one-line diff, a draft page added, a picture
// uploaded, and a validation error shown at its field with Save off.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let root: string;
let editor: ChildProcess;
let link: string;
let log = '';
let page: Page;
let original: string;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  root = mkdtempSync(join(tmpdir(), 'site-edit-'));
  cpSync('site.yaml', join(root, 'site.yaml'));
  cpSync('content', join(root, 'content'), { recursive: true });
  original = readFileSync(join(root, 'site.yaml'), 'utf8');
  const [port, previewPort] = [await freePort(), await freePort()];
  editor = spawn(process.execPath, ['--import', 'tsx', 'scripts/edit.ts'], {
    env: { ...process.env, SITE_ROOT: root, EDIT_PORT: String(port), EDIT_PREVIEW_PORT: String(previewPort) },
    stdio: 'pipe',
  });
  editor.stdout?.on('data', (chunk) => (log += chunk));
  editor.stderr?.on('data', (chunk) => (log += chunk));
  for (let tries = 0; !/Open (http:\S+)/.test(log); tries++) {
    if (tries > 600) throw new Error(`The editor did not start:\n${log}`);
    await sleep(100);
  }
  link = /Open (http:\S+)/.exec(log)![1];
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
});

test.afterAll(async () => {
  editor?.kill('SIGTERM');
  await page?.context().close();
  rmSync(root, { recursive: true, force: true });
});

const manifest = () => readFileSync(join(root, 'site.yaml'), 'utf8');

async function openPage(path: string) {
  await page.getByLabel('Find a page').fill(path);
  await page
    .getByRole('button', { name: new RegExp(path.replace(/[/-]/g, '\\$&')) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.page-meta code')).toHaveText(path);
}

test('the printed link opens the editor once; a second use and the API without the cookie are refused', async ({ request }) => {
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  // The first load checks the whole site: many seconds on a busy machine.
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').first()).toContainText('All changes saved');
  expect((await request.get(link)).status()).toBe(403);
  expect((await request.get(new URL('/api/state', link).href)).status()).toBe(401);
  expect((await request.get(new URL('/main.tsx', link).href)).status()).toBe(401);
  expect((await request.get(new URL('/api/state', link).href, { headers: { host: 'rebound.example' } })).status()).toBe(403);
});

test('changing a page title and saving changes exactly one line of site.yaml', async () => {
  await openPage('/services/corporate-tax-in-uae');
  const title = page.locator('#page_title');
  await title.fill('Corporate Tax Consultants in the UAE');
  await expect(page.locator('#save-status')).toContainText('Unsaved changes', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // As long as the edit's own check above: the first save validates the whole site while the preview renders the
  // edit, and on CI's loaded machine (2026-11-27) that once took longer than the default 5 s.
  await expect(page.locator('#save-status')).toContainText('All changes saved', { timeout: 10_000 });
  const before = original.split('\n');
  const after = manifest().split('\n');
  expect(after.length).toBe(before.length);
  const changed = after.flatMap((line, index) => (line === before[index] ? [] : [{ before: before[index], after: line }]));
  expect(changed).toHaveLength(1);
  expect(changed[0].after).toBe(changed[0].before.replace(/title: .*/, 'title: Corporate Tax Consultants in the UAE'));
});

test('an empty title shows the validator’s message at the field and Save is off until it is fixed', async () => {
  await openPage('/services/vat-consultants-in-uae');
  const title = page.locator('#page_title');
  const kept = await title.inputValue();
  await title.fill('');
  const field = page.locator('.form-group').filter({ has: page.locator('#page_title') });
  await expect(field.locator('.error-detail')).toContainText(/must not be empty/i, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(page.locator('#save-status')).toContainText('Save is off: 1 problem to fix first');
  await expect(page.locator('#page_title')).toHaveAccessibleDescription(/must not be empty/i);
  // The validator's own words, file and line stay one click away for developers.
  await field.getByText('Details', { exact: true }).click();
  await expect(field.locator('.developer-details code')).toContainText(/site\.yaml:\d+:\d+ routes\[\d+\]\.title: must not be empty/);
  await expectNoViolations(page, 'the editor showing a field error');
  await title.fill(kept);
  await expect(field.locator('.error-detail')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator('#save-status')).toContainText('All changes saved');
});

test('adding a page makes a draft in site.yaml and its markdown file', async () => {
  await page.getByRole('button', { name: 'Add a page' }).click();
  await page.getByLabel('Kind of page').selectOption('service');
  await page.locator('#new-title').fill('Customs duty advisory');
  await page.getByRole('button', { name: 'Add draft page' }).click();
  await expect(page.locator('.page-meta code')).toHaveText('/services/customs-duty-advisory');
  await expect(page.locator('#save-status')).toContainText('Unsaved changes', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('#save-status')).toContainText('All changes saved');
  expect(manifest()).toMatch(/- path: \/services\/customs-duty-advisory\n(?: {4}.*\n)*? {4}draft: true\n/);
  expect(existsSync(join(root, 'content/services/customs-duty-advisory.md'))).toBe(true);
});

test('uploading a picture keeps it with the unsaved changes and fills in its path; a save brings it into content/; a fake is refused', async () => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b5c8e' } })
    .png()
    .toBuffer();
  const imageField = page.locator('.form-group').filter({ has: page.locator('#page_image') });
  await imageField.locator('input[type=file]').setInputFiles({ name: 'Customs Office.png', mimeType: 'image/png', buffer: png });
  await expect(imageField.getByRole('status')).toContainText('Uploaded as /images/uploads/customs-office.png');
  await expect(page.locator('#page_image')).toHaveValue('/images/uploads/customs-office.png');
  // Not among the site's files until a save that uses it: an abandoned upload never reaches a publish.
  expect(existsSync(join(root, 'content/public/images/uploads/customs-office.png'))).toBe(false);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('#save-status')).toContainText('All changes saved');
  expect(readFileSync(join(root, 'content/public/images/uploads/customs-office.png')).equals(png)).toBe(true);

  await imageField.locator('input[type=file]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(imageField.getByRole('alert')).toContainText('is named as a PNG image but it is really a text file');
  expect(existsSync(join(root, 'content/public/images/uploads/fake.png'))).toBe(false);
});

test('the preview shows an unsaved change on the page as the site renders it', async () => {
  await openPage('/services/cfo-services');
  const heading = 'CFO services for growing companies';
  await page.locator('#page_heading').fill(heading);
  const preview = page.frameLocator('iframe[title="Preview of /services/cfo-services"]');
  await expect(preview.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 60_000 });
  expect(manifest()).not.toContain(heading);
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.locator('#save-status')).toContainText('All changes saved');
});

test('moving a page down moves its entry in site.yaml, comments and all', async () => {
  await openPage('/services/cfo-services');
  const before = manifest();
  const paths = (text: string) => [...text.matchAll(/^ {2}- path: (\S+)$/gm)].map((match) => match[1]);
  const position = paths(before).indexOf('/services/cfo-services');
  await page.getByRole('button', { name: /^Move .* down$/ }).click();
  await expect(page.locator('#save-status')).toContainText('Unsaved changes');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('#save-status')).toContainText('All changes saved');
  const after = paths(manifest());
  expect(after[position + 1]).toBe('/services/cfo-services');
  expect(after[position]).toBe(paths(before)[position + 1]);
  expect(manifest().split('\n').sort()).toEqual(before.split('\n').sort());
});

test('a site-wide setting has its own form: a bad phone number is refused at its field in the validator’s words', async () => {
  await page.getByText('Site settings: contact details, menus, footer…').click();
  await page.getByRole('button', { name: 'Site', exact: true }).click();
  const number = page.locator('#site_phones_0_number');
  const kept = await number.inputValue();
  await number.fill('04 123');
  const field = page.locator('.form-group').filter({ has: number }).last();
  await expect(field.locator('.error-detail')).toContainText('Write the number in international form', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await number.fill(kept);
  await expect(page.locator('#save-status')).toContainText('All changes saved', { timeout: 10_000 });
});

test('works from the keyboard: find a page, open it, reach its fields and the upload button, each with a focus ring', async () => {
  const ringed = () =>
    page.evaluate(
      () =>
        getComputedStyle(document.activeElement!).outlineStyle !== 'none' || getComputedStyle(document.activeElement!.parentElement!).outlineStyle !== 'none',
    );
  await page.getByLabel('Find a page').fill('');
  await page.getByLabel('Find a page').focus();
  await page.keyboard.type('/services/cfo-services');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /CFO Services in the UAE/ })).toBeFocused();
  expect(await ringed()).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('.page-meta code')).toHaveText('/services/cfo-services');
  await page.locator('#page_heading').focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('#page_image')).toBeFocused();
  expect(await ringed()).toBe(true);
  await page.keyboard.press('Tab');
  await expect(
    page
      .locator('.form-group')
      .filter({ has: page.locator('#page_image') })
      .locator('input[type=file]'),
  ).toBeFocused();
  expect(await ringed()).toBe(true);
});

test('a picture the site has is chosen from its thumbnails, found by name, instead of uploaded again', async () => {
  await openPage('/services/cfo-services');
  const image = page.locator('#page_image');
  const kept = await image.inputValue();
  await page.getByRole('button', { name: 'Choose one of the site’s pictures…' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose one of the site’s pictures' });
  await expect(picker).toBeVisible();
  // The picture the field holds now is marked as chosen.
  await expect(picker.getByRole('button', { pressed: true })).toContainText(kept.split('/').pop()!);
  // Two pictures are called vat.svg (the service's and the home banner's): each is named with its folder.
  await picker.getByLabel('Find a picture by its name').fill('vat.svg');
  await expect(picker.getByRole('status')).toHaveText(/^2 of \d+ pictures$/);
  await expect(picker.getByRole('button', { name: /^home\/vat\.svg/ })).toBeVisible();
  await picker.getByLabel('Find a picture by its name').fill('services/vat.svg');
  await expect(picker.getByRole('status')).toHaveText(/^1 of \d+ pictures$/);
  await expectNoViolations(page, 'the picture picker open');
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoViolations(page, 'the picture picker open at 375 px');
  await page.setViewportSize(desktop);
  await picker.getByRole('button', { name: /^services\/vat\.svg/ }).click();
  await expect(picker).toBeHidden();
  await expect(image).toHaveValue('/images/services/vat.svg');
  await expect(page.locator('.form-group').filter({ has: image }).locator('img.thumbnail')).toHaveAttribute('alt', 'The picture chosen: vat.svg');
  await image.fill(kept);
  await expect(page.locator('#save-status')).toContainText('All changes saved', { timeout: 10_000 });
});

test('messages speak of fields, not of site.yaml: a missing picture points at the Upload button; list buttons have icons and words', async () => {
  await openPage('/services/cfo-services');
  const image = page.locator('#page_image');
  const kept = await image.inputValue();
  await image.fill('');
  const field = page.locator('.form-group').filter({ has: image });
  // Beside the button that fixes it, in the same row.
  const besideUpload = field.locator('.image-row').filter({ has: page.locator('.upload-button') });
  await expect(besideUpload.locator('.image-problem')).toContainText('This page needs a picture: upload one with “Upload a picture…”', { timeout: 10_000 });
  await expect(besideUpload.locator('.image-problem')).not.toContainText('`', { useInnerText: true });
  await expect(image).toHaveAttribute('aria-invalid', 'true');
  await image.fill(kept);
  await expect(page.locator('#save-status')).toContainText('All changes saved', { timeout: 10_000 });

  await page.getByText('Site settings: contact details, menus, footer…').click();
  await page.getByRole('button', { name: 'Site', exact: true }).click();
  for (const name of ['Move down', 'Remove']) {
    const button = page.getByRole('button', { name, exact: true }).first();
    await expect(button).toBeVisible();
    await expect(button.locator('svg')).toBeVisible();
  }
});
