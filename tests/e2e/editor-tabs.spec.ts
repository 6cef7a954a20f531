import { expect as baseExpect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoViolations } from './axe.js';
import { startEditor, type EditorServer } from './editor-server.js';

// The editor open in two tabs of one browser (and a change made on disk meanwhile): no save loses or overwrites
// another's work. Same field: the second save is refused and both versions are shown. Different fields of one
// page: both are kept. Different pages: each save writes its own page only.

test.describe.configure({ mode: 'serial', timeout: 120_000 });
// Each edit and save runs the whole validator, and the preview's dev server reloads on each: slow on 2 busy cores.
const expect = baseExpect.configure({ timeout: 20_000 });

let editor: EditorServer;
let context: BrowserContext;
let a: Page;
let b: Page;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  editor = await startEditor();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  a = await context.newPage();
  await a.goto(editor.link);
  b = await context.newPage();
  await b.goto(new URL('/', editor.link).href);
});

test.afterAll(async () => {
  await context?.close();
  editor?.stop();
});

const status = (page: Page) => page.locator('#save-status');
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

async function open(page: Page, path: string) {
  await page.getByLabel('Find a page').fill(path);
  await page
    .getByRole('button', { name: new RegExp(path.replace(/[/-]/g, '\\$&')) })
    .first()
    .click();
  await expect(page.locator('.page-meta code')).toHaveText(path);
}

test('same field in two tabs: the second save is refused, both versions are shown, and the choice is saved', async () => {
  await open(a, '/services/cfo-services');
  await open(b, '/services/cfo-services');
  await a.locator('#page_title').fill('CFO services, from tab A');
  await b.locator('#page_title').fill('CFO services, from tab B');
  await save(a);
  await expect(status(a)).toContainText('All changes saved');
  await save(b);
  const dialog = b.getByRole('dialog', { name: 'Changed elsewhere while you were editing' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('group', { name: 'Title' });
  await expect(field.getByRole('radio', { name: /Your version.*CFO services, from tab B/ })).toBeVisible();
  await expect(field.getByRole('radio', { name: /Saved version.*CFO services, from tab A/ })).toBeVisible();
  expect(editor.manifest()).toContain('title: CFO services, from tab A');
  expect(editor.manifest()).not.toContain('from tab B');

  await expectNoViolations(b, 'the choice between two versions at 1440 px');
  await b.screenshot({ path: test.info().outputPath('conflict-1440.png') });
  await b.setViewportSize({ width: 375, height: 800 });
  await expectNoViolations(b, 'the choice between two versions at 375 px');
  await b.screenshot({ path: test.info().outputPath('conflict-375.png') });
  await b.setViewportSize({ width: 1440, height: 900 });

  await field.getByRole('radio', { name: /Your version/ }).check();
  await dialog.getByRole('button', { name: 'Save with these choices' }).click();
  await expect(dialog).toBeHidden();
  await expect(status(b)).toContainText('All changes saved');
  expect(editor.manifest()).toContain('title: CFO services, from tab B');
  expect(editor.manifest()).not.toContain('from tab A');

  // Tab A is told that what it shows is no longer the latest: it does not say "saved" any more.
  await expect(status(a)).toContainText('Changed in another tab or on disk', { timeout: 10_000 });
  await a.getByRole('button', { name: 'Show the latest version' }).click();
  await expect(a.locator('#page_title')).toHaveValue('CFO services, from tab B');
  await expect(status(a)).toContainText('All changes saved');
});

test('different fields of one page in two tabs: both changes are kept, and the later tab shows both', async () => {
  await open(a, '/services/vat-consultants-in-uae');
  await open(b, '/services/vat-consultants-in-uae');
  await a.locator('#page_title').fill('VAT consultants, title from tab A');
  await b.locator('#page_heading').fill('VAT registration and returns, heading from tab B');
  await save(a);
  await expect(status(a)).toContainText('All changes saved');
  await save(b);
  await expect(status(b)).toContainText('Saved, together with changes saved elsewhere meanwhile');
  expect(editor.manifest()).toContain('title: VAT consultants, title from tab A');
  expect(editor.manifest()).toContain('heading: VAT registration and returns, heading from tab B');
  await expect(b.locator('#page_title')).toHaveValue('VAT consultants, title from tab A');
});

test('different pages in two tabs: each save writes its own page; the other tab’s unfinished edit is not published', async () => {
  await open(a, '/services/corporate-tax-in-uae');
  await open(b, '/services/accounting-and-bookkeeping-services');
  await a.locator('#page_heading').fill('Corporate tax, still being written in tab A');
  // Saved at once, before the edit's pause: Save sends what the screen shows first.
  await b.locator('#page_heading').fill('Bookkeeping, saved from tab B');
  await save(b);
  await expect(status(b)).toContainText('All changes saved');
  expect(editor.manifest()).toContain('heading: Bookkeeping, saved from tab B');
  expect(editor.manifest()).not.toContain('still being written in tab A');
  await expect(status(a)).toContainText('Unsaved changes');
  await save(a);
  await expect(status(a)).toContainText('All changes saved');
  expect(editor.manifest()).toContain('heading: Corporate tax, still being written in tab A');
  expect(editor.manifest()).toContain('heading: Bookkeeping, saved from tab B');
});

test('a save never overwrites a newer version: a title changed on disk after the tab read it is kept until the person chooses', async () => {
  await open(a, '/services/cfo-services');
  // The title as the tab read it, whatever an earlier test left: this test must also stand alone (npm run test:isolation).
  const read = await a.locator('#page_title').inputValue();
  await a.locator('#page_title').fill('CFO services, typed in the tab');
  await expect(status(a)).toContainText('Unsaved changes');
  const onDisk = editor.manifest();
  expect(onDisk).toContain(`title: ${read}\n`);
  editor.writeManifest(onDisk.replace(`title: ${read}\n`, 'title: CFO services, edited on disk\n'));
  await save(a);
  const dialog = a.getByRole('dialog', { name: 'Changed elsewhere while you were editing' });
  await expect(dialog.getByRole('radio', { name: /Saved version.*CFO services, edited on disk/ })).toBeVisible();
  expect(editor.manifest()).toContain('title: CFO services, edited on disk');
  expect(editor.manifest()).not.toContain('typed in the tab');
  await dialog.getByRole('button', { name: 'Back to editing' }).click();
  await expect(a.locator('#page_title')).toHaveValue('CFO services, typed in the tab');
  await expect(status(a)).toContainText('Unsaved changes');
});
