import { expect, test } from '@playwright/test';
import { startEditor, type EditorServer } from './editor-server.js';
import { expectNoViolations } from './axe.js';

// The law register where the firm's staff write: `{{` in a field offers the figures, the chosen one is inserted as a
// reference (never the figure typed by hand), the panel inserts at the cursor, and the text preview reads as the page will.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let editor: EditorServer;
test.beforeAll(async () => {
  editor = await startEditor();
});
test.afterAll(() => editor?.stop());

test('typing {{ offers the law figures and inserts the chosen one as a reference', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(editor.link);
  await page.getByLabel('Find a page').fill('/services/corporate-tax-in-uae');
  await page
    .getByRole('button', { name: /\/services\/corporate-tax-in-uae/ })
    .first()
    .click();
  const description = page.getByLabel('Description', { exact: false }).first();
  await description.click();
  await description.press('End');
  await description.pressSequentially(' Zero band up to {{ct-ze');
  const suggestions = page.getByRole('listbox', { name: 'Law figures and words matching what you typed' });
  await expect(suggestions.getByRole('option').first()).toContainText('AED 375,000');
  await description.press('Enter');
  await expect(description).toHaveValue(/Zero band up to \{\{ct-zero-band\}\}$/);
  await expect(suggestions).toBeHidden();

  // A text that switches on a day: `until` is offered among the figures, then the date rules it may switch on.
  await description.pressSequentially(' {{unt');
  await expect(suggestions.getByRole('option').first()).toContainText('until');
  await description.press('Enter');
  await expect(description).toHaveValue(/\{\{until $/);
  await description.pressSequentially('sbr-last');
  await expect(suggestions.getByRole('option').first()).toContainText('sbr-last-period-end');
  await description.press('Enter');
  await expect(description).toHaveValue(/\{\{until sbr-last-period-end$/);
  await description.pressSequentially(' passed}}soon{{from}}now{{end}}');
  await expect(suggestions).toBeHidden();

  // The page text's preview writes the value a page would show today.
  const body = page.getByLabel('Text', { exact: true });
  await body.click();
  await body.press('Control+End');
  await body.pressSequentially('\n\nThe band is {{ct-zero-b');
  await body.press('Tab');
  await expect(body).toHaveValue(/The band is \{\{ct-zero-band\}\}$/);
  await expect(page.getByRole('region', { name: 'How it reads', exact: true })).toContainText('The band is AED 375,000');

  // The panel inserts at the cursor of the field last used.
  await page.getByText('Law figures: insert a rate').click();
  await page.getByLabel('Find a figure').fill('vat voluntary');
  await description.focus();
  await description.press('End');
  await page.getByRole('button', { name: 'Insert VAT voluntary registration threshold' }).click();
  await expect(description).toHaveValue(/\{\{vat-voluntary-threshold\}\}$/);
  await expectNoViolations(page, 'the editor with the law figures open');
});
