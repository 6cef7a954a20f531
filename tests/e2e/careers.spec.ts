import { expect, test } from '@playwright/test';
import { addCareer, closeCareer, listCareers } from '../../server/db/careers.js';
import { e2eDatabase } from './db.js';
import { hydrated, site } from './site.js';
import { expectNoViolations } from './axe.js';

// One database is shared by the run, so the careers scenarios run in order, in one worker.
test.describe.configure({ mode: 'serial' });

function withDb<T>(work: (db: ReturnType<typeof e2eDatabase>) => T): T {
  const db = e2eDatabase();
  try {
    return work(db);
  } finally {
    db.close();
  }
}

test.beforeAll(() => withDb((db) => listCareers(db).forEach((career) => closeCareer(db, career.id))));

test('with no openings the careers page says so, and its link opens the contact form with a message begun for a CV', async ({ page }) => {
  await page.goto('/Careers');
  await expect(page.getByText(site.strings.noJobOpenings)).toBeVisible();
  await hydrated(page);
  await page.getByRole('link', { name: site.strings.cvInvitationLink }).click();
  await expect(page).toHaveURL(/\/Contact-Us\?cv$/);
  await expect(page.getByLabel(/message/i)).toHaveValue(`${site.strings.cvMessage}\n\n`);
});

test('openings added with the CLI are listed, and More details opens their page', async ({ page }) => {
  const id = withDb((db) =>
    addCareer(db, { jobTitle: 'Audit Senior', location: 'Dubai', employmentType: 'Full time', experience: '3+ years', description: 'Lead statutory audits.' }),
  );
  withDb((db) => addCareer(db, { jobTitle: 'Tax Associate' }));
  await page.goto('/Careers');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Audit Senior' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tax Associate' })).toBeVisible();
  await page.getByRole('link', { name: `${site.strings.moreDetails} about Audit Senior` }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/${id}/careers-details$`));
  await expect(page.locator('h1')).toHaveText('Audit Senior');
  await expect(page.getByText('Lead statutory audits.')).toBeVisible();
  const careersEmail = site.site.emails.find((email) => /career/i.test(email.label))?.address ?? site.site.emails[0].address;
  await expect(page.getByRole('link', { name: 'Apply by e-mail' })).toHaveAttribute(
    'href',
    `mailto:${careersEmail}?subject=${encodeURIComponent('Application: Audit Senior')}`,
  );
});

/** The JSON-LD blocks of an HTML document, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]));
}

test('a job page is whole without JavaScript: its title, details, own canonical link and JobPosting are in the HTML', async ({ request }) => {
  const id = withDb((db) =>
    addCareer(db, {
      jobTitle: 'VAT Manager',
      location: 'Dubai',
      employmentType: 'Full time',
      experience: '6+ years',
      description: 'Own VAT returns for a portfolio.',
    }),
  );
  const path = `/careers/${id}/careers-details`;
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<h1');
  for (const text of ['VAT Manager', 'Dubai', 'Full time', '6+ years', 'Own VAT returns for a portfolio.']) expect(html).toContain(text);
  expect(html).toMatch(new RegExp(`<title>VAT Manager \\| [^<]*${site.site.name}</title>`));
  expect(html).toContain(`<link rel="canonical" href="${site.site.baseUrl}${path}"`);
  expect(html).not.toMatch(/<(link|meta)[^>]*(\{careerId\}|%7BcareerId%7D)/i);
  expect(html).not.toContain('noindex');
  expect(html).toMatch(/<meta name="description" content="VAT Manager, Dubai: Own VAT returns for a portfolio\."/);
  const posting = jsonLdOf(html).find((block) => block['@type'] === 'JobPosting');
  expect(posting).toMatchObject({
    title: 'VAT Manager',
    description: 'Own VAT returns for a portfolio.',
    employmentType: ['FULL_TIME'],
    url: `${site.site.baseUrl}${path}`,
    hiringOrganization: { name: site.site.name },
    jobLocation: { address: { addressLocality: 'Dubai', addressCountry: site.site.headOffice.country } },
  });
  expect(String(posting?.datePosted)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const crumbs = jsonLdOf(html).find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
  expect(crumbs.itemListElement.at(-1)).toMatchObject({ name: 'VAT Manager', item: `${site.site.baseUrl}${path}` });
});

for (const width of [375, 1440]) {
  test(`axe: a job page with its opening at ${width}px`, async ({ page }) => {
    const id = withDb((db) => addCareer(db, { jobTitle: 'Audit Associate', location: 'Dubai', employmentType: 'Full time', description: 'Statutory audits.' }));
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/careers/${id}/careers-details`);
    await hydrated(page);
    await expectNoViolations(page, `a job page at ${width}px`);
  });
}

test('Apply now opens the enquiry form with the message begun for that position', async ({ page }) => {
  const id = withDb((db) => addCareer(db, { jobTitle: 'Payroll Specialist', location: 'Dubai' }));
  await page.goto(`/careers/${id}/careers-details`);
  await hydrated(page);
  await page.getByRole('link', { name: 'Apply now' }).click();
  await expect(page).toHaveURL(/\/Contact-Us\?apply=Payroll%20Specialist$/);
  await expect(page.getByLabel(/message/i)).toHaveValue(/^I would like to apply for the position of Payroll Specialist\.\n\n$/);
});

test('in Arabic: an opening with Arabic words is listed, shown and applied for in Arabic; one without is shown in English, marked as English', async ({
  page,
}) => {
  const arabic = site.ar!.strings!;
  const id = withDb((db) =>
    addCareer(db, {
      jobTitle: 'Audit Manager',
      location: 'Dubai',
      employmentType: 'Full time',
      description: 'Lead statutory audits.',
      ar: { jobTitle: 'مدير تدقيق', location: 'دبي', employmentType: 'دوام كامل', description: 'قيادة أعمال التدقيق القانوني.' },
    }),
  );
  const englishOnly = withDb((db) => addCareer(db, { jobTitle: 'Payroll Officer', location: 'Dubai' }));
  await page.goto('/ar/Careers');
  await hydrated(page);
  const job = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'مدير تدقيق' }) });
  await expect(job.locator('.job-meta')).toHaveText('دبي · دوام كامل');
  await expect(job).not.toContainText(/Audit|Dubai|Full time/);
  const english = page.getByRole('heading', { name: 'Payroll Officer' });
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(english).toHaveAttribute('dir', 'ltr');
  await expectNoViolations(page, '/ar/Careers with an opening in Arabic and one in English');

  await job.getByRole('link', { name: new RegExp(arabic.moreDetails!) }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/careers/${id}/careers-details$`));
  await expect(page.locator('h1')).toHaveText('مدير تدقيق');
  await expect(page.getByText('قيادة أعمال التدقيق القانوني.')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/Audit|Dubai|Full time|statutory/);
  await page.getByRole('link', { name: arabic.applyNow }).click();
  await expect(page).toHaveURL(/\/ar\/Contact-Us\?apply=/);
  await expect(page.getByLabel(arabic.fieldMessage!)).toHaveValue(`${arabic.applicationMessage!.replace('{title}', 'مدير تدقيق')}\n\n`);

  // Rendered by the server, the head names the opening in Arabic too.
  await page.goto(`/ar/careers/${id}/careers-details`);
  await expect(page).toHaveTitle(/^مدير تدقيق \|/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'مدير تدقيق، دبي: قيادة أعمال التدقيق القانوني.');

  await page.goto(`/ar/careers/${englishOnly}/careers-details`);
  await expect(page.locator('h1')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('dd', { hasText: 'Dubai' })).toHaveAttribute('lang', 'en');
});

test('an unknown or closed opening answers 404, kept out of search engines, and links back to the list', async ({ page, request }) => {
  const closedId = withDb((db) => {
    const id = addCareer(db, { jobTitle: 'Closed Role' });
    closeCareer(db, id);
    return id;
  });
  for (const id of ['no-such-id', closedId]) {
    const response = await request.get(`/careers/${id}/careers-details`);
    expect(response.status(), id).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toContain('Closed Role');
    expect(jsonLdOf(html).some((block) => block['@type'] === 'JobPosting')).toBe(false);
  }
  await page.goto('/careers/no-such-id/careers-details');
  await expect(page.locator('h1')).toHaveText('This opening is no longer available');
  await hydrated(page);
  await page.getByRole('link', { name: 'See all openings' }).click();
  await expect(page).toHaveURL(/\/Careers$/);
});

test('a failed careers request shows an error, and Retry recovers', async ({ page }) => {
  // Its own opening, so that it stands alone (`playwright test -g`), not on those an earlier test added.
  withDb((db) => addCareer(db, { jobTitle: 'Bookkeeper', location: 'Dubai' }));
  let fail = true;
  await page.route('**/api/getAllCareers', (route) => (fail ? route.abort('failed') : route.continue()));
  await page.goto('/Careers');
  await expect(page.getByRole('alert')).toContainText(site.strings.loadJobsFailed);
  fail = false;
  await page.getByRole('button', { name: site.strings.retry }).click();
  await expect(page.getByRole('heading', { name: 'Bookkeeper' })).toBeVisible();
});
