import { expect, type Page } from '@playwright/test';
import { test } from './shared-page.js';
import { hydrated, site, staticRoutes } from './site.js';
import { expectNoViolations } from './axe.js';
import { localizedPath } from '../../src/shared/locales.js';
import { auditSample, builtHtml, contentProblems, firstOfEachTemplate } from './a11y-sample.js';

// Automated accessibility audit (axe-core), after hydration, in both languages. At a phone width: every page of the
// templates with a few pages, and a sample of those with many (77 services, 20 articles) that between them show every
// kind of element their bodies are built from (tests/e2e/a11y-sample.ts). At a desktop width, which lays out the same
// HTML by other media queries: the templates' pages, one page of each with many. What a sample could miss on a page of
// its own words (a skipped heading level, a link without a name) is checked on every built page from its HTML, and
// tests/e2e/html-conformance.spec.ts reads every page with the W3C checker (alt text, duplicate ids, nesting). The
// audit took a third of the end-to-end run when it visited every page at both widths.

// At 1440 px the calculators are audited by tests/e2e/tools.spec.ts, showing a result and showing errors; the empty
// page a visitor lands on is audited here at 375 px.
const notTools = staticRoutes.filter((route) => route.template !== 'tool');

const WIDTHS = [
  { width: 375, height: 800, routes: (prefix: string) => auditSample(staticRoutes, prefix) },
  { width: 1440, height: 900, routes: () => firstOfEachTemplate(notTools) },
];

test('every built page, in both languages: no heading skips a level, none is empty, every link has a name', () => {
  const problems = ['', '/ar'].flatMap((prefix) =>
    staticRoutes.flatMap((route) => {
      const path = localizedPath(route.path, prefix);
      return contentProblems(builtHtml(path)).map((problem) => `${path}: ${problem}`);
    }),
  );
  expect(problems).toEqual([]);
});

async function audit(page: Page, path: string, expectedStatus = 200) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(expectedStatus);
  await hydrated(page);
  await expectNoViolations(page, `${path} at ${page.viewportSize()?.width}px`);
  for (const frame of await page.locator('iframe').all()) await expect(frame, `every iframe on ${path} has a title`).toHaveAttribute('title', /\S/);
}

for (const viewport of WIDTHS) {
  test.describe(`${viewport.width}px`, () => {
    test.beforeEach(async ({ auditPage }) => {
      await auditPage.setViewportSize({ width: viewport.width, height: viewport.height });
    });

    // Every page in both languages: the Arabic edition is laid out right to left, in its own typeface.
    for (const prefix of ['', '/ar']) {
      for (const route of viewport.routes(prefix)) {
        const path = localizedPath(route.path, prefix);
        test(`axe: ${path}`, async ({ auditPage }) => {
          await audit(auditPage, path);
        });
      }

      test(`axe: the not-found page${prefix ? ` under ${prefix}` : ''}`, async ({ auditPage }) => {
        await audit(auditPage, `${prefix}/this-page-does-not-exist`, 404);
      });
    }

    // A job page with its opening: tests/e2e/careers.spec.ts, which owns the openings in the database.
    test('axe: a job page whose opening is gone', async ({ auditPage }) => {
      await audit(auditPage, '/careers/no-such-opening/careers-details', 404);
    });
  });
}

test('axe: the home page with motion allowed (carousels playing)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    await audit(page, '/');
    // Once more after the hero has advanced, with a different slide shown.
    const shown = () =>
      page
        .locator('.carousel')
        .evaluateAll((carousels) =>
          carousels.map((carousel) => carousel.querySelector('.carousel-slide[aria-hidden="false"]')?.getAttribute('aria-label')).join(),
        );
    const before = await shown();
    await expect.poll(shown, { timeout: 10_000 }).not.toBe(before);
    await expectNoViolations(page, '/ after the carousels advanced');
  } finally {
    await context.close();
  }
});

// States that only exist after an interaction: open menus, form errors and notices, loaded job openings.
test.describe('interactive states', () => {
  test.use({ reducedMotion: 'reduce' });

  async function open(page: Page, path: string) {
    await page.goto(path);
    await hydrated(page);
  }

  test('axe: the mobile menu with a service group open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Service areas' }).getByRole('button').first().click();
    await expectNoViolations(page, 'the open mobile menu');
  });

  test('axe: an open service dropdown at desktop width', async ({ page }) => {
    await open(page, '/Services');
    const toggle = page.getByRole('navigation', { name: 'Service areas' }).getByRole('button').first();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoViolations(page, 'an open dropdown');
  });

  for (const width of [880, 1024]) {
    test(`axe: the service bar at ${width} px with its longest group open in two columns`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/Services');
      const longest = [...site.navigation.groups].sort((a, b) => b.contents.length - a.contents.length)[0];
      const toggle = page.getByRole('navigation', { name: 'Service areas' }).getByRole('button', { name: longest.title, exact: true });
      await toggle.focus();
      await page.keyboard.press('ArrowDown');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expectNoViolations(page, `the open ${longest.title} menu at ${width} px`);
    });
  }

  for (const viewport of WIDTHS) {
    test(`axe: the back-to-top control shown, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await open(page, '/Services');
      await page.evaluate(() => window.scrollTo(0, 3 * window.innerHeight));
      await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
      await expectNoViolations(page, `/Services scrolled down at ${viewport.width} px`);
    });
  }

  test('axe: the enquiry form showing field errors, then the failure alert, then the success notice', async ({ page }) => {
    await open(page, '/Contact-Us');
    await page.route(/\/api\/addCustomerContacts$/, (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page, 'the form with field errors');

    await page.getByLabel('First name').fill('Amina');
    await page.getByLabel('Last name').fill('Rahman');
    await page.locator('main').getByLabel('E-mail').fill('amina@example.com');
    await page.getByLabel('Phone').fill('+971 50 123 4567');
    await page.getByLabel('Message').fill('Corporate tax registration.');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
    await expectNoViolations(page, 'the form after a failed send');

    await page.unroute(/\/api\/addCustomerContacts$/);
    await page.route(/\/api\/addCustomerContacts$/, (route) => route.fulfill({ status: 201, json: { message: 'Success', data: { _id: 'a11y' } } }));
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.locator('.form-sent')).toBeVisible();
    await expectNoViolations(page, 'the confirmation after sending');
  });

  test('axe: the careers page with openings, and after a failed load', async ({ page }) => {
    // Mocked answers: the shared e2e database belongs to the careers scenarios.
    const careers = [
      { _id: 'a11y-1', jobTitle: 'Audit Senior', location: 'Dubai', employmentType: 'Full time', experience: '3+ years', description: 'Lead audits.' },
      { _id: 'a11y-2', jobTitle: 'Tax Associate' },
    ];
    await page.route(/\/api\/getAllCareers$/, (route) => route.fulfill({ json: { message: 'Success', data: careers } }));
    await open(page, '/Careers');
    await expect(page.getByRole('heading', { name: 'Audit Senior' })).toBeVisible();
    await expectNoViolations(page, 'the careers list');

    await page.unroute(/\/api\/getAllCareers$/);
    await page.route(/\/api\/getAllCareers$/, (route) => route.abort('failed'));
    await open(page, '/Careers');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoViolations(page, 'the careers page after a failed load');
  });
});
