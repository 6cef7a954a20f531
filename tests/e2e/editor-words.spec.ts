import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe.js';
import { startEditor, type EditorServer } from './editor-server.js';

// The editor in the words of the people who use it: a page with no Arabic says so and opens its Arabic fields; links
// are picked from the site's pages, authors from its people; a broken link in the page text is shown at the text box.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let editor: EditorServer;
let page: Page;

test.beforeAll(async ({ browser }) => {
  editor = await startEditor();
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await page.goto(editor.link);
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible({ timeout: 30_000 });
});

test.afterAll(async () => {
  await page?.context().close();
  editor?.stop();
});

async function openPage(path: string) {
  await page.getByLabel('Find a page').fill(path);
  await page
    .getByRole('button', { name: new RegExp(path.replace(/[/-]/g, '\\$&')) })
    .first()
    .click();
  await expect(page.locator('.page-meta code')).toHaveText(path, { timeout: 15_000 });
}

test('a new page has no Arabic yet: the editor says so, and “Write the Arabic” opens its Arabic fields and text', async () => {
  await page.getByRole('button', { name: 'Add a page' }).click();
  await page.getByLabel('Kind of page').selectOption('service');
  await page.locator('#new-title').fill('Customs duty advisory');
  await page.getByRole('button', { name: 'Add draft page' }).click();
  // Adding a page checks the whole site again: seconds on a busy machine.
  await expect(page.locator('.page-meta code')).toHaveText('/services/customs-duty-advisory', { timeout: 20_000 });
  const notice = page.getByRole('region', { name: 'This page has no Arabic yet' });
  await expect(notice).toContainText('the Arabic site shows them in English');
  await notice.getByRole('button', { name: 'Write the Arabic' }).click();
  await expect(page.locator('#page_ar :focus')).toBeVisible();
  const arabicText = page.getByRole('textbox', { name: 'Text in Arabic' });
  await expect(arabicText).toHaveAttribute('dir', 'rtl');
  await arabicText.fill('نقدّم المشورة في الرسوم الجمركية.');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoViolations(page, 'the page editor with its Arabic notice at 375px');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoViolations(page, 'the page editor with its Arabic notice at 1440px');
});

test('a broken link in the page text is shown at the text box, in plain words, with file and line under Details', async () => {
  await openPage('/services/cfo-services');
  await expect(page.getByRole('region', { name: 'This page has no Arabic yet' })).toHaveCount(0);
  const text = page.getByRole('textbox', { name: 'Text', exact: true });
  await text.fill(`${await text.inputValue()}\n\nSee [our prices](/no-such-page).\n`);
  const problems = page.locator('#body-problems');
  await expect(problems).toContainText('/no-such-page', { timeout: 10_000 });
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/elsewhere in the site/)).toHaveCount(0);
  await expect(problems).toContainText('Link to a page that exists');
  await expect(problems).not.toContainText('content/', { useInnerText: true });
  await problems.getByText('Details').first().click();
  await expect(problems.locator('code').first()).toContainText(/content\/services\/cfo-services\.md:\d+:\d+/);
});

test('a link is picked from the site’s pages or typed; an author is chosen from the people by name', async () => {
  await openPage('/');
  const picker = page.getByLabel('or choose a page of this site').first();
  await picker.selectOption('/Contact-Us');
  const field = page.locator('.link-widget').first().locator('input');
  await expect(field).toHaveValue('/Contact-Us');
  await field.fill('https://example.com/brochure');
  await expect(picker).toHaveValue('');
  await expect(picker.locator('option:checked')).toHaveText('An address outside this site');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoViolations(page, 'the page editor with link pickers at 375px');
  await page.setViewportSize({ width: 1440, height: 900 });

  await openPage('/blogs/benefits-of-hiring-tax-consultant-in-uae');
  const author = page.getByLabel('Author', { exact: true });
  await expect(author.locator('option', { hasText: 'Partner, Tax' })).toHaveCount(1);
  await author.selectOption('tax-partner');
  await expect(author.locator('option:checked')).toHaveText(/^Partner, Tax — /);
});
