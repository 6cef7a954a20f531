import { expect, test, type Page } from '@playwright/test';
import { e2eDatabase } from './db.js';
import { hydrated, site } from './site.js';

async function fillForm(page: Page, values: { first: string; last: string; email: string; phone: string; message: string }) {
  await page.getByLabel('First name').fill(values.first);
  await page.getByLabel('Last name').fill(values.last);
  await page.locator('main').getByLabel('E-mail').fill(values.email);
  await page.getByLabel('Phone').fill(values.phone);
  await page.getByLabel('Message').fill(values.message);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function storedEnquiry(email: string) {
  const db = e2eDatabase();
  try {
    return db
      .prepare('SELECT full_name AS fullName, last_name AS customerLastName, email, phone, type, description, address FROM enquiries WHERE email = ?')
      .all(email);
  } finally {
    db.close();
  }
}

test("after sending, a confirmation takes the form's place, says what happens next, stays, and offers to send another", async ({ page }) => {
  const email = `amina.${Date.now()}@example.com`;
  await page.clock.install();
  await page.goto('/Contact-Us');
  await hydrated(page);
  await fillForm(page, { first: 'Amina', last: 'Rahman', email, phone: '+971 50 123 4567', message: 'We need help registering for corporate tax.' });
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  const sent = page.getByRole('status').filter({ hasText: site.strings.sendSucceededTitle });
  await expect(sent).toContainText(site.strings.sendSucceededText);
  await expect(sent).toContainText(site.strings.sentNextSteps.replace('{phone}', site.site.phones[0].number));
  await expect(sent).toBeFocused();
  await expect(page.getByLabel('First name')).toBeHidden();
  // The old notice vanished after 8 s; the confirmation stays until the visitor moves on.
  await page.clock.fastForward(60_000);
  await expect(sent).toBeVisible();
  expect(storedEnquiry(email)).toEqual([
    {
      fullName: 'Amina Rahman',
      customerLastName: 'Rahman',
      email,
      phone: '+971 50 123 4567',
      type: 'contact',
      description: 'We need help registering for corporate tax.',
      address: '',
    },
  ]);

  await page.getByRole('button', { name: site.strings.sendAnother }).click();
  await expect(sent).toBeHidden();
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test('the phone field brings up a keypad with "+" and takes a plausible number only, the message a few words', async ({ page }) => {
  await page.goto('/Contact-Us');
  await hydrated(page);
  const phone = page.getByLabel('Phone');
  await expect(phone).toHaveAttribute('type', 'tel');
  // inputmode=numeric shows digits only, with no "+": the tel keypad is the one to have.
  expect(await phone.getAttribute('inputmode')).not.toBe('numeric');
  await fillForm(page, { first: 'Omar', last: 'Haddad', email: 'omar@example.com', phone: '050 123', message: 'Call me' });
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  // Each field's reason is its description, after the error icon.
  await expect(phone).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(site.strings.phoneCharacters)}$`));
  await expect(page.getByLabel('Message')).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(site.strings.messageFewWords)}$`));
  await phone.fill('+971 (50) 123-4567');
  await page.getByLabel('Message').fill('Please call me back.');
  await page.route('**/api/addCustomerContacts', (route) => route.fulfill({ status: 201, json: { message: 'Success', data: { _id: 'x' } } }));
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('status').filter({ hasText: site.strings.sendSucceededTitle })).toBeVisible();
});

test('with the API unreachable the form says "Failed to send!", keeps every field, and sends on retry', async ({ page }) => {
  const email = `omar.${Date.now()}@example.com`;
  const values = { first: 'Omar', last: 'Haddad', email, phone: '04 123 4567', message: 'Please call me about a VAT refund.' };
  await page.goto('/Contact-Us');
  await hydrated(page);
  await page.route('**/api/addCustomerContacts', (route) => route.abort('connectionrefused'));
  await fillForm(page, values);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('alert')).toContainText(site.strings.sendFailed);
  await expect(page.getByLabel('First name')).toHaveValue(values.first);
  await expect(page.getByLabel('Last name')).toHaveValue(values.last);
  await expect(page.locator('main').getByLabel('E-mail')).toHaveValue(values.email);
  await expect(page.getByLabel('Phone')).toHaveValue(values.phone);
  await expect(page.getByLabel('Message')).toHaveValue(values.message);
  expect(storedEnquiry(email)).toHaveLength(0);

  await page.unroute('**/api/addCustomerContacts');
  await page.getByRole('button', { name: site.strings.retry }).click();
  await expect(page.getByRole('status').filter({ hasText: site.strings.sendSucceededTitle })).toBeVisible();
  expect(storedEnquiry(email)).toHaveLength(1);
});

test('Retry after a 500 sends the same text with the same idempotency key', async ({ page }) => {
  const keys: string[] = [];
  let fail = true;
  await page.goto('/Contact-Us');
  await hydrated(page);
  await page.route('**/api/addCustomerContacts', (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    return fail ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Unavailable"}' }) : route.continue();
  });
  const email = `nadia.${Date.now()}@example.com`;
  await fillForm(page, { first: 'Nadia', last: 'Karim', email, phone: '+971 4 222 3333', message: 'Payroll quote, please.' });
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('alert')).toContainText(site.strings.sendFailed);
  fail = false;
  await page.getByRole('button', { name: site.strings.retry }).click();
  await expect(page.getByRole('status').filter({ hasText: site.strings.sendSucceededTitle })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/\S{8,}/);
  expect(keys[1]).toBe(keys[0]);
  expect(storedEnquiry(email)).toHaveLength(1);
  await expect(page.getByRole('button', { name: site.strings.retry })).toHaveCount(0);
});

test('a refusal by the server (400) puts its reasons at the fields, focuses the first, and keeps everything typed', async ({ page }) => {
  const values = { first: 'Lina', last: 'Saeed', email: 'lina@example.com', phone: '+971 4 123 4567', message: 'Audit quote, please.' };
  await page.goto('/Contact-Us');
  await hydrated(page);
  // Injected: the form's own checks pass, so only a server with other rules (an older or newer API) could answer this.
  await page.route('**/api/addCustomerContacts', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Invalid enquiry',
        errors: [
          { field: 'email', message: 'must have at most 64 characters before the @' },
          { field: 'description', message: 'must be at most 5000 characters' },
        ],
      }),
    }),
  );
  await fillForm(page, values);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('alert')).toContainText('Please correct the marked fields and send again.');
  await expect(page.getByText('E-mail must have at most 64 characters before the @.')).toBeVisible();
  await expect(page.getByText('Message must be at most 5000 characters.')).toBeVisible();
  await expect(page.locator('main').getByLabel('E-mail')).toBeFocused();
  await expect(page.locator('main').getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('First name')).toHaveValue(values.first);
  await expect(page.getByLabel('Message')).toHaveValue(values.message);
});

test('too many enquiries (429) says when to send again, from Retry-After, and keeps everything typed', async ({ page }) => {
  const values = { first: 'Karim', last: 'Aziz', email: 'karim@example.com', phone: '+971 4 765 4321', message: 'A payroll question.' };
  await page.goto('/Contact-Us');
  await hydrated(page);
  await page.route('**/api/addCustomerContacts', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', headers: { 'Retry-After': '120' }, body: JSON.stringify({ message: 'Too many requests.' }) }),
  );
  await fillForm(page, values);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('alert')).toContainText('please send it again in 2 minutes');
  await expect(page.getByLabel('Last name')).toHaveValue(values.last);
  await expect(page.getByLabel('Message')).toHaveValue(values.message);
});

test('a server error (500) reads as a failed send, not as a mistake in the form', async ({ page }) => {
  await page.goto('/Contact-Us');
  await hydrated(page);
  await page.route('**/api/addCustomerContacts', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Something went wrong"}' }),
  );
  await fillForm(page, { first: 'Sara', last: 'Ali', email: 'sara@example.com', phone: '+971 4 111 2222', message: 'Hello, please call.' });
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('alert')).toContainText(site.strings.sendFailed);
  await expect(page.getByRole('alert')).toContainText('send it again');
  await expect(page.locator('.field-error')).toHaveCount(0);
});

test('while sending, the button reads "Sending..." and cannot be pressed twice', async ({ page }) => {
  const email = `lena.${Date.now()}@example.com`;
  await page.goto('/Contact-Us');
  await hydrated(page);
  await page.route('**/api/addCustomerContacts', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await fillForm(page, { first: 'Lena', last: 'Fischer', email, phone: '+971 4 000 0001', message: 'Audit quote, please.' });
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  const sending = page.getByRole('button', { name: site.strings.sending });
  await expect(sending).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: site.strings.sendSucceededTitle })).toBeVisible();
  expect(storedEnquiry(email)).toHaveLength(1);
});

test('missing or malformed fields are explained next to the field and focus moves to the first one', async ({ page }) => {
  await page.goto('/Contact-Us');
  await hydrated(page);
  await page.locator('main').getByLabel('E-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  const first = page.getByLabel('First name');
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter your first name.')).toBeVisible();
  await expect(page.locator('main').getByLabel('E-mail')).toHaveAccessibleDescription(/e-mail address like/);
});

test('the landing page sends its enquiry and then opens the thank-you page', async ({ page }) => {
  const email = `yusuf.${Date.now()}@example.com`;
  await page.goto('/tax-consultants-in-uae');
  await hydrated(page);
  await fillForm(page, { first: 'Yusuf', last: 'Ali', email, phone: '+971 55 000 0000', message: 'Corporate tax return help.' });
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page).toHaveURL(/\/Thankyou$/);
  expect(storedEnquiry(email)).toHaveLength(1);
});
