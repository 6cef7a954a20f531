import { expect, test, type Page } from '@playwright/test';
import { listEnquiries } from '../../server/db/enquiries.js';
import { e2eDatabase } from './db.js';
import { gotoOnPausedClock } from './page-clock.js';
import { site } from './site.js';

/** The stored enquiry sent with this e-mail address, in the people's list or the spam list. */
function storedAs(email: string): { list: 'people' | 'spam'; spam: string | null } | undefined {
  const db = e2eDatabase();
  try {
    for (const [list, spam] of [
      ['people', false],
      ['spam', true],
    ] as const) {
      const found = listEnquiries(db, { spam }).find((each) => each.email === email);
      if (found) return { list, spam: found.spam };
    }
    return undefined;
  } finally {
    db.close();
  }
}

async function sent(page: Page) {
  await expect(page.getByText(site.strings.sendSucceededTitle)).toBeVisible();
}

test('a person typing at an ordinary speed is not taken for spam', async ({ page }) => {
  const email = `layla.${Date.now()}@example.com`;
  // The page's clock is paused: the time a person takes passes for the form without the test waiting for it.
  await gotoOnPausedClock(page, '/Contact-Us');
  // About 12 keys a second, as a quick typist.
  const type = async (label: string, text: string) => {
    await page.locator('main').getByLabel(label, { exact: true }).click();
    await page.keyboard.type(text);
    await page.clock.runFor(text.length * 80);
  };
  await type('First name', 'Layla');
  await type('Last name', 'Saeed');
  await type('E-mail', email);
  await type('Phone', '+971 50 765 4321');
  await type('Message', 'Please quote for monthly bookkeeping.');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await sent(page);
  await expect.poll(() => storedAs(email)).toEqual({ list: 'people', spam: null });
});

test('a bot that fills every field at once, the hidden one too, is told it succeeded and its enquiry is put aside', async ({ page }) => {
  const email = `bot.${Date.now()}@example.com`;
  // At once on the page's clock too, however long a busy machine takes to fill the fields.
  await gotoOnPausedClock(page, '/Contact-Us');
  // The trap is out of sight and out of the accessibility tree: no person, with or without a screen reader, meets it.
  const trap = page.locator('#enquiry-website');
  await expect(page.getByRole('textbox', { name: site.strings.fieldWebsite })).toHaveCount(0);
  const box = await trap.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(0);

  await page.getByLabel('First name').fill('Cheap');
  await page.getByLabel('Last name').fill('Links');
  await page.locator('main').getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('+1 555 0100 200');
  await page.getByLabel('Message').fill('Best SEO offer for your company website today.');
  await trap.fill('https://spam.example', { force: true });
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await sent(page);
  await expect.poll(() => storedAs(email)).toEqual({ list: 'spam', spam: 'honeypot,too-fast' });
});
