import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { readAlertSite } from '../../server/alerts/site.js';
import { waitFor } from '../support/fake-smtp.js';
import { parseMail, startLoopbackSmtp, type LoopbackSmtp } from '../support/loopback-smtp.js';

// The footer's alerts form as a visitor without JavaScript uses it, on the built site served by the real app with a
// real SMTP server on loopback: the browser posts the plain form, lands on a page in the chosen language saying to
// check the inbox, and the confirmation mail arrives; an address the server refuses is named on a page of its own.

const alertSite = readAlertSite(resolve('.'));
const EDITIONS = [
  { path: '/services/vat-consultants-in-uae', lang: 'en', dir: 'ltr' },
  { path: '/ar/services/vat-consultants-in-uae', lang: 'ar', dir: 'rtl' },
] as const;

let smtp: LoopbackSmtp;
let app: FastifyInstance;
let origin: string;
let dataDir: string;

test.use({ javaScriptEnabled: false });

test.beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  dataDir = mkdtempSync(join(tmpdir(), 'footer-alerts-'));
  app = await buildApp({
    distDir: resolve('dist'),
    databasePath: join(dataDir, 'site.db'),
    rateLimit: false,
    smtp: { host: '127.0.0.1', port: smtp.port, from: 'alerts@example.com', to: 'office@example.com' },
    alertSite,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});

test.afterAll(async () => {
  await app?.close();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

for (const edition of EDITIONS) {
  test(`${edition.path}: the footer form subscribes without JavaScript, in the page's language`, async ({ page }) => {
    const { words, form } = alertSite.editions[edition.lang];
    const address = `footer-${edition.lang}@example.com`;
    await page.goto(`${origin}${edition.path}`);
    const footerForm = page.locator('footer form[method="post"]');
    await expect(footerForm.getByText(form.subscribeConsent)).toBeVisible();
    await expect(footerForm.getByLabel(form.subscribeLanguage)).toHaveValue(edition.lang);
    await footerForm.locator('input[type="email"][autocomplete="email"]').fill(address);
    await footerForm.getByRole('button', { name: form.subscribeButton }).click();

    await expect(page).toHaveURL(`${origin}/api/alerts/subscribed?language=${edition.lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', edition.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', edition.dir);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.subscribedTitle);
    await expect(page.locator('main')).toContainText(form.subscribeSent);

    await waitFor(() => smtp.accepted.some((mail) => mail.to.includes(address)), `the confirmation mail to ${address}`);
    const mail = parseMail(smtp.accepted.find((each) => each.to.includes(address))!.raw);
    expect(mail.parts.get('text/plain')).toContain(words.confirmIntro);
    expect(mail.parts.get('text/html')).toContain(`<html lang="${edition.lang}" dir="${edition.dir}">`);
  });
}

test('the footer form names a refused address on a page of its own', async ({ page }) => {
  const { strings, words } = alertSite.editions.en;
  await page.goto(`${origin}${EDITIONS[0].path}`);
  const footerForm = page.locator('footer form[method="post"]');
  // Valid to the browser, refused by the API: more than 64 characters before the @.
  await footerForm.getByLabel(strings.fieldEmail).fill(`${'a'.repeat(65)}@example.com`);
  await footerForm.locator('button[type="submit"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.notSubscribedTitle);
  await expect(page.locator('main')).toContainText(`${strings.fieldEmail} ${strings.ruleEmailLocalPart}.`);
});
