import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { expectNoViolations } from './axe.js';
import { startEditor, type EditorServer } from './editor-server.js';

// The media library and the image field as an office manager uses them, at a phone's width and a desktop's:
// pictures found by name, each with its thumbnail and where it is shown; one nothing uses deleted; the picture a
// page shows seen as a thumbnail, with its description asked for in English and Arabic.

test.describe.configure({ mode: 'serial', timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.SCREENSHOT_DIR;

let editor: EditorServer;
test.beforeAll(async () => {
  editor = await startEditor();
});
test.afterAll(() => editor?.stop());

test('pictures are found, seen, deleted when unused, and described in both languages', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await page.goto(editor.link);
  await page.getByRole('button', { name: 'Pictures', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pictures', level: 1 })).toBeVisible();

  const search = page.getByLabel('Find a picture by its name');
  await search.fill('about');
  const about = page.locator('.media-item').filter({ has: page.getByRole('img', { name: 'Thumbnail of about-office.svg' }) });
  await expect(about).toContainText('About Us');
  await expect.poll(() => about.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await search.fill('');
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `media library at ${width} px`);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `media-library-${width}.png`) });
  }

  await search.fill('draft-image');
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Delete draft-image.svg' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'draft-image.svg was deleted' })).toBeVisible();
  expect(existsSync(join(editor.root, 'content/public/images/draft-image.svg'))).toBe(false);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByLabel('Find a page').fill('/services/cfo-services');
  await page
    .getByRole('button', { name: /\/services\/cfo-services/ })
    .first()
    .click();
  const field = page.locator('.form-group').filter({ has: page.locator('#page_image') });
  const thumbnail = field.locator('.image-chosen img');
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(field.locator('.alt-prompt')).toContainText('In English: written');
  await expect(field.locator('.alt-prompt')).toContainText('In Arabic');
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await thumbnail.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `image-field-${width}.png`) });
  }
  await page.context().close();
});
