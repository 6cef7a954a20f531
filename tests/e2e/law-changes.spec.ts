import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe.js';
import { collectConsoleErrors, hydrated, site } from './site.js';

// The log of the law's changes on the built site, in both languages: every dated value of the register listed, the
// changes to come apart, the Atom feed linked from the head and the footer and served, the page in the sitemap and
// its feeds in robots.txt, a reader following a change to a page that quotes it, and axe at a phone's and a desktop's width.

// Every dated value but the records-keeping penalty's: the firm has still to confirm it and no page states it.
const dated = (site.law?.rules ?? [])
  .filter((rule) => !rule.id.startsWith('records-penalty'))
  .flatMap((rule) => rule.values.flatMap((value) => (value.from ? [`${rule.id}-${value.from}`] : [])));
const EDITIONS = [
  { prefix: '', lang: 'en', dir: 'ltr', quotedOn: 'Quoted on' },
  { prefix: '/ar', lang: 'ar', dir: 'rtl', quotedOn: 'مذكور في' },
] as const;

for (const edition of EDITIONS) {
  const path = `${edition.prefix}/law-changes`;

  test(`${path} lists every dated value of the register and links its Atom feed from the head and the footer`, async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', edition.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', edition.dir);
    const ids = await page.locator('#law-in-force ~ ol .law-change, #law-upcoming ~ ol .law-change').evaluateAll((items) => items.map((item) => item.id));
    expect(ids.sort()).toEqual([...dated].sort());
    const feed = `${path}.xml`;
    await expect(page.locator(`head link[rel="alternate"][type="application/atom+xml"]`)).toHaveAttribute('href', feed);
    await expect(page.locator(`footer a[href="${feed}"]`)).toBeVisible();

    const xml = await request.get(feed);
    expect(xml.status()).toBe(200);
    const body = await xml.text();
    expect(body).toContain(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${edition.lang}">`);
    expect(body.split('<entry>').length - 1).toBe(dated.length);
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${site.site.baseUrl}${path}</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${site.site.baseUrl}${feed}\n`);
    expect(errors).toEqual([]);
  });

  test(`${path}: a reader opens the pages that quote a change and follows one`, async ({ page }) => {
    await page.goto(`${path}#sbr-last-period-end-2026-08-07`);
    await hydrated(page);
    const change = page.locator('#sbr-last-period-end-2026-08-07');
    await expect(change.getByRole('heading', { level: 4 })).toBeVisible();
    await change.locator('summary').click();
    const link = change.locator('details a').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${edition.prefix}/`));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('main')).toContainText(edition.lang === 'ar' ? '31 ديسمبر 2029' : '31 December 2029');
  });

  test(`${path}: a visitor subscribes to alerts in the page's language, told of a wrong address at the field`, async ({ page }) => {
    const route = site.routes.find((each) => each.template === 'law-changes') as Extract<(typeof site.routes)[number], { template: 'law-changes' }>;
    const words = edition.lang === 'ar' ? { ...route.words, ...route.ar?.words } : route.words;
    await page.goto(path);
    await hydrated(page);
    const form = page.locator('.alert-subscribe');
    await expect(form.getByLabel(words.subscribeLanguage)).toHaveValue(edition.lang);
    await expect(form).toContainText(words.subscribeConsent);
    const email = form.locator('#alert-email');
    await email.fill('not-an-address');
    await form.getByRole('button', { name: words.subscribeButton }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(form.locator('#alert-email-error')).toBeVisible();
    await email.fill(`reader-${edition.lang}@example.com`);
    await form.getByRole('button', { name: words.subscribeButton }).click();
    await expect(form.getByRole('status')).toHaveText(words.subscribeSent);
    await expect(form.getByRole('status')).toBeFocused();
  });

  for (const width of [375, 1440]) {
    test(`${path} passes axe at ${width} px, with a change's pages open`, async ({ page }) => {
      // About a thousand links (each change's pages): axe takes longer here than on other pages.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await hydrated(page);
      await page.locator('.law-change summary').first().click();
      await expect(page.getByText(edition.quotedOn).first()).toBeVisible();
      await expectNoViolations(page, `${path} at ${width} px`);
    });
  }
}
