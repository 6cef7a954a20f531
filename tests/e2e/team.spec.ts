import { expect, test, type Page } from '@playwright/test';
import { hydrated, site } from './site.js';

// The team page as a prospective client reads it, and as search engines read its Person data. axe checks it at
// 375 and 1440 px with every other page (a11y.spec.ts).

const team = site.routes.find((route) => route.template === 'team');
if (!team || team.template !== 'team') throw new Error('site.yaml has no team page');
const about = site.routes.find((route) => route.template === 'page' && route.teamPreview);

const words = (text: string) => text.split(/\s+/).filter((word) => /\w/.test(word)).length;

type JsonLd = Record<string, unknown>;

async function structuredData(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as JsonLd);
}

for (const width of [375, 1440]) {
  test(`at ${width} px each professional has a name, role, qualifications and a biography of 120–250 words`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(team.path);
    await hydrated(page);
    const profiles = page.locator('main li.team-profile');
    await expect(profiles).toHaveCount(team.members.length);

    for (const [index, member] of team.members.entries()) {
      const profile = profiles.nth(index);
      await expect(profile.getByRole('heading', { level: 2 })).toHaveText(member.name);
      await expect(profile.locator('.team-role')).toHaveText(member.role);
      const qualifications = member.qualifications ?? [];
      await expect(profile.getByRole('list', { name: 'Qualifications' }).getByRole('listitem')).toHaveText(
        qualifications.map((qualification) => `${qualification.name} (${qualification.abbreviation})`),
      );
      if (qualifications.length > 0) await expect(profile.locator('.team-post-nominals')).toHaveText(qualifications.map((q) => q.abbreviation).join(', '));

      const bio = await profile.locator('.team-bio').innerText();
      expect(words(bio), `${member.name}'s biography in words`).toBeGreaterThanOrEqual(120);
      expect(words(bio), `${member.name}'s biography in words`).toBeLessThanOrEqual(250);
      expect(await profile.locator('.team-bio p').count(), 'shown as paragraphs').toBeGreaterThan(1);

      if (member.photo) await expect(profile.getByRole('img', { name: member.alt })).toHaveAttribute('src', member.photo);
      if (member.linkedin) await expect(profile.getByRole('link', { name: new RegExp(`${member.name} on LinkedIn`) })).toHaveAttribute('href', member.linkedin);
    }

    // Nothing wider than the screen: no sideways scrolling to read a profile.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await context.close();
  });
}

test('the biographies are in the HTML, for visitors and crawlers without JavaScript', async ({ request }) => {
  const html = await (await request.get(team.path)).text();
  for (const member of team.members) expect(html).toContain(member.bio.split('\n')[0].slice(0, 80).replace(/'/g, '&#x27;'));
});

test('each professional is a schema.org Person matching the profile shown, working for the firm', async ({ page }) => {
  await page.goto(team.path);
  const data = await structuredData(page);
  const firm = data.find((item) => item['@type'] === 'AccountingService');
  const people = data.filter((item) => item['@type'] === 'Person');
  expect(people).toHaveLength(team.members.length);

  const profiles = page.locator('main li.team-profile');
  for (const [index, person] of people.entries()) {
    const profile = profiles.nth(index);
    expect(person['@context']).toBe('https://schema.org');
    expect(person.name).toBe(await profile.getByRole('heading', { level: 2 }).textContent());
    expect(person.jobTitle).toBe(await profile.locator('.team-role').textContent());
    expect(person.worksFor).toMatchObject({ '@id': firm?.['@id'], name: site.site.name });

    // Its address is the profile's own place on the page.
    const anchor = new URL(String(person['@id'])).hash.slice(1);
    expect(await profile.getAttribute('id')).toBe(anchor);
    expect(person.url).toBe(new URL(`${team.path}#${anchor}`, site.site.baseUrl).href);

    const member = team.members[index];
    const credentials = (person.hasCredential ?? []) as JsonLd[];
    expect(credentials.map((credential) => `${credential.name} (${credential.alternateName})`)).toEqual(
      await profile.getByRole('list', { name: 'Qualifications' }).getByRole('listitem').allTextContents(),
    );
    if (credentials.length > 0) expect(person.honorificSuffix).toBe(await profile.locator('.team-post-nominals').textContent());
    if (member.photo) expect(person.image).toBe(new URL(member.photo, site.site.baseUrl).href);
    expect(person.sameAs).toEqual(member.linkedin ? [member.linkedin] : undefined);
  }
});

test('About Us previews the team briefly — names, letters and roles, no biographies — and links to it', async ({ page }) => {
  if (!about || about.template !== 'page' || !about.teamPreview) return test.skip(true, 'no page previews the team');
  await page.goto(about.path);
  const preview = page.locator('.team-grid');
  await expect(preview.getByRole('heading', { level: 3 })).toHaveText(team.members.slice(0, 5).map((member) => member.name));
  await expect(preview.locator('.team-role')).toHaveText(team.members.slice(0, 5).map((member) => member.role));
  expect(await preview.innerText()).not.toContain(team.members[0].bio.slice(0, 40));
  await page.getByRole('link', { name: about.teamPreview.link.label }).click();
  await expect(page).toHaveURL(new RegExp(`${team.path}$`));
});
