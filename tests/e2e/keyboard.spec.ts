import { expect, test } from '@playwright/test';
import { focused, show, tab, tabCycle, tabTo } from './keyboard.js';
import { hydrated, site } from './site.js';

// Keyboard operation: everything reachable with Tab, operable with Enter, Space and Escape, and always showing where focus is.

test.use({ reducedMotion: 'reduce' });

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 800 },
]) {
  test(`at ${viewport.width} px the first Tab shows the skip link, and it moves focus to the main content`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/Services');
    await hydrated(page);
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).not.toBeInViewport();
    expect(show(await tab(page))).toBe('<a> "Skip to main content"');
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(skip).not.toBeInViewport();
    // The next Tab continues inside the main content, past the header.
    await tab(page);
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
  });
}

/** The other editions' links in the header's language switch, each named in its own language. */
const LANGUAGES = (site.locales ?? []).slice(1).map((locale) => locale.label);

/** The contact shortcuts come first after the skip link on every page (a strip above the header, a bar at the bottom on phones). */
const CONTACT_SHORTCUTS = [`Call ${site.site.phones[0].number}`, `E-mail ${site.site.emails[0].address}`, 'WhatsApp (opens in a new tab)'];

test('on the home page Tab reaches the contact shortcuts, the top menu, Quick Contact, every dropdown toggle, the hero call to action and the carousel controls, each with a visible focus ring', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  // The shown slide's call to action comes before the carousel's controls; which slide shows depends on timing.
  const ctaLabels = new Set(site.routes.flatMap((route) => (route.template === 'home' ? route.slides.map((slide) => slide.cta?.label) : [])));
  const stops = (await tabCycle(page)).map((item) => (ctaLabels.has(item.name) ? 'a hero slide’s call to action' : item.name));
  const expected = [
    'Skip to main content',
    // The language switch, named in its own language, at the start of the contact strip.
    ...LANGUAGES,
    ...CONTACT_SHORTCUTS,
    site.site.logo.alt,
    // Left of the top menu, where it is seen.
    'Search',
    ...site.navigation.menu.map((item) => item.label),
    site.navigation.quickContact.label,
    ...site.navigation.groups.map((group) => group.title),
    'a hero slide’s call to action',
    'Previous (Highlights)',
    'Pause (Highlights)',
    'Next (Highlights)',
  ];
  // In this order, and nothing hidden in between (closed dropdowns keep their links out of the Tab order).
  expect(stops.slice(0, expected.length)).toEqual(expected);
  for (const name of ['Previous (Client testimonials)', 'Pause (Client testimonials)', 'Next (Client testimonials)', site.closingBanner.button.label]) {
    expect(stops).toContain(name);
  }
});

test('every dropdown opens with Enter and with Space, its links follow in the Tab order, and Escape closes it and returns focus', async ({ page }) => {
  await page.goto('/About-Us');
  await hydrated(page);
  const bar = page.getByRole('navigation', { name: 'Service areas' });
  await tabTo(page, site.navigation.quickContact.label);
  for (const group of site.navigation.groups) {
    const toggle = bar.getByRole('button', { name: group.title, exact: true });
    const firstLink = bar
      .locator('li.dropdown', { has: page.getByRole('button', { name: group.title, exact: true }) })
      .getByRole('link')
      .first();
    await tab(page);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(firstLink).toBeVisible();
    await tab(page);
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(firstLink).toBeHidden();

    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(firstLink).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  }
  // Tabbing out of an open dropdown closes it.
  const last = site.navigation.groups.at(-1)!;
  const lastToggle = bar.getByRole('button', { name: last.title, exact: true });
  await page.keyboard.press('Enter');
  await expect(lastToggle).toHaveAttribute('aria-expanded', 'true');
  for (let index = 0; index <= last.contents.length; index++) await tab(page);
  await expect(lastToggle).toHaveAttribute('aria-expanded', 'false');
});

test('a dropdown link followed with Enter opens its page and puts focus on the main content', async ({ page }) => {
  await page.goto('/About-Us');
  await hydrated(page);
  const group = site.navigation.groups[0];
  await tabTo(page, group.title);
  await page.keyboard.press('Enter');
  await tabTo(page, group.contents[0].head, 2);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${group.contents[0].link}$`, 'i'));
  await expect(page.locator('main')).toBeFocused();
  await expect(page.getByRole('button', { name: group.title, exact: true })).toHaveAttribute('aria-expanded', 'false');
});

test('the hero carousel works from the keyboard: Next, Previous, and Pause that becomes Play', async ({ browser }) => {
  // With motion allowed, so that Pause has something to stop.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await hydrated(page);
    const hero = page.getByRole('region', { name: 'Highlights' });
    const slides = hero.locator('.carousel-slide');
    await tabTo(page, 'Previous (Highlights)');
    // Focus inside the carousel stops it, so the shown slide only changes when asked.
    const shownIndex = () => slides.evaluateAll((items) => items.findIndex((item) => item.getAttribute('aria-hidden') === 'false'));
    const before = await shownIndex();
    const count = await slides.count();
    await page.keyboard.press('Enter');
    await expect.poll(shownIndex).toBe((before - 1 + count) % count);
    await tab(page);
    await expect(hero.getByRole('button', { name: 'Pause (Highlights)' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(hero.getByRole('button', { name: 'Play (Highlights)' })).toBeFocused();
    await tab(page);
    await expect(hero.getByRole('button', { name: 'Next (Highlights)' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(shownIndex).toBe(before);
    // Hidden slides take no focus: the next stop is outside the hero.
    await tab(page);
    expect(await hero.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  } finally {
    await context.close();
  }
});

test('on /Contact-Us Tab reaches every enquiry field in order, never the hidden trap field, and Enter submits', async ({ page }) => {
  await page.goto('/Contact-Us');
  await hydrated(page);
  const stops = await tabCycle(page);
  const names = stops.map((item) => item.name);
  const fields = ['First name', 'Last name', 'E-mail', 'Phone', 'Message', 'Send enquiry'];
  const start = names.indexOf('First name');
  expect(start, `Tab order: ${names.join(' | ')}`).toBeGreaterThan(-1);
  expect(names.slice(start, start + fields.length)).toEqual(fields);
  expect(stops.map((item) => item.id)).not.toContain('enquiry-website');

  // Back to the form by keyboard alone, then send it empty: errors appear and focus goes to the first field.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.goto('/Contact-Us');
  await hydrated(page);
  await tabTo(page, 'First name');
  await page.keyboard.type('Amina');
  await tabTo(page, 'Send enquiry', 6);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Last name')).toBeFocused();
  await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
  expect((await focused(page))?.problems).toEqual([]);
});

test('at 375 px the mobile menu is operable by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await hydrated(page);
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  const bar = page.getByRole('navigation', { name: 'Service areas' });
  // Closed, the menus are out of the Tab order: the toggle is followed by the page content.
  expect((await tab(page))?.name).toBe('Skip to main content');
  for (const name of CONTACT_SHORTCUTS) expect((await tab(page))?.name).toBe(name);
  expect((await tab(page))?.name).toBe(site.site.logo.alt);
  expect((await tab(page))?.name).toBe('Search');
  expect((await tab(page))?.name).toBe('Menu');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  const close = page.getByRole('button', { name: 'Close' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(mainNav).toBeVisible();
  for (const item of site.navigation.menu) expect((await tab(page))?.name).toBe(item.label);
  expect((await tab(page))?.name).toBe(site.navigation.quickContact.label);
  for (const label of LANGUAGES) expect((await tab(page))?.name).toBe(label);

  // A service group inside the open menu: Space opens it, Escape closes only the group.
  const group = site.navigation.groups[0];
  const groupToggle = bar.getByRole('button', { name: group.title, exact: true });
  expect((await tab(page))?.name).toBe(group.title);
  await page.keyboard.press('Space');
  await expect(groupToggle).toHaveAttribute('aria-expanded', 'true');
  for (const item of group.contents) expect((await tab(page))?.name).toBe(item.head);
  await page.keyboard.press('Escape');
  await expect(groupToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(groupToggle).toBeFocused();
  await expect(mainNav).toBeVisible();

  // A second Escape closes the menu and returns focus to its button.
  await page.keyboard.press('Escape');
  await expect(mainNav).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Shift+Tab from the page content comes back to the button; open the menu again and follow a link with Enter.
  await page.keyboard.press('Space');
  await expect(mainNav).toBeVisible();
  await tabTo(page, 'Careers', site.navigation.menu.length);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Careers$/);
  await expect(mainNav).toBeHidden();
  await expect(page.locator('main')).toBeFocused();
  expect((await tab(page, 'Shift+Tab'))?.name).toBe('Menu');
});

test('at 375 px every Tab stop of the home and contact pages is in view, uncovered and ringed', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/', '/Contact-Us']) {
    await page.goto(path);
    await hydrated(page);
    const stops = await tabCycle(page);
    expect(stops.length, `Tab stops on ${path}`).toBeGreaterThan(10);
  }
});
