import { expect, test } from '@playwright/test';
import { addCareer, closeCareer, listCareers } from '../../server/db/careers';
import { e2eDatabase } from './db';
import { hydrated, site } from './site';

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

test('with no openings the careers page says so', async ({ page }) => {
  await page.goto('/Careers');
  await expect(page.getByText(site.strings.noJobOpenings)).toBeVisible();
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

test('an unknown opening says it is not available and links back to the list', async ({ page }) => {
  await page.goto('/careers/no-such-id/careers-details');
  await expect(page.locator('h1')).toHaveText('This opening is no longer available');
  await hydrated(page);
  await page.getByRole('link', { name: 'See all openings' }).click();
  await expect(page).toHaveURL(/\/Careers$/);
});

test('a failed careers request shows an error, and Retry recovers', async ({ page }) => {
  let fail = true;
  await page.route('**/api/getAllCareers', (route) => (fail ? route.abort('failed') : route.continue()));
  await page.goto('/Careers');
  await expect(page.getByRole('alert')).toContainText(site.strings.loadJobsFailed);
  fail = false;
  await page.getByRole('button', { name: site.strings.retry }).click();
  await expect(page.getByRole('heading', { name: 'Audit Senior' })).toBeVisible();
});
