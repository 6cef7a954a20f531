import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated, site, telOf, whatsappOf } from './site.js';

// Call, e-mail and WhatsApp from every page: a bar at the bottom of a phone's screen that covers nothing a visitor
// needs, a strip above the header on wide screens; a call to action on each hero slide; on the contact page the
// opening hours and a way to the office when the map cannot help.

const PHONE = { width: 375, height: 800 };
const SERVICE_PAGE = '/services/corporate-tax-in-uae';

const shortcuts = (page: Page) => page.getByRole('navigation', { name: 'Contact shortcuts' });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

test('every kind of page has the shortcuts to call, e-mail and WhatsApp', async ({ page }) => {
  const samples = ['/', SERVICE_PAGE, '/Contact-Us', '/Blogs', '/Careers', '/Our-Team', '/no-such-page'];
  for (const path of samples) {
    await page.goto(path);
    const bar = shortcuts(page);
    await expect(bar.getByRole('link', { name: `Call ${site.site.phones[0].number}` }), path).toHaveAttribute('href', telOf(site.site.phones[0].number));
    await expect(bar.getByRole('link', { name: `E-mail ${site.site.emails[0].address}` }), path).toHaveAttribute(
      'href',
      `mailto:${site.site.emails[0].address}`,
    );
    await expect(bar.getByRole('link', { name: /^WhatsApp/ }), path).toHaveAttribute('href', whatsappOf(site.site.phones));
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a labelled bar at the bottom of the screen; the end of the page scrolls clear of it', async ({ page }) => {
    await page.goto('/');
    const bar = shortcuts(page);
    await expect(bar).toHaveText(/Call.*E-mail.*WhatsApp/);
    const barBox = await boxOf(bar);
    expect(barBox.y + barBox.height).toBeCloseTo(PHONE.height, 0);
    // The heading the old round buttons covered: brought into view from below, it comes to rest above the bar...
    const heading = page.getByRole('heading', { name: /^Over 20 years/ });
    await heading.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    expect(overlaps(await boxOf(heading), barBox)).toBe(false);
    // ...and so does the page's last line.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerEnd = await boxOf(page.locator('.footer-bottom'));
    expect(footerEnd.y + footerEnd.height).toBeLessThanOrEqual(barBox.y + 1);
  });

  test('the open menu on a service page is never under the bar', async ({ page }) => {
    await page.goto(SERVICE_PAGE);
    await hydrated(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(shortcuts(page)).toBeHidden();
    // Scrolled through the whole open menu, no control of it is covered.
    for (const scrollY of [0, 400, 800, 100_000]) {
      await page.evaluate((y) => window.scrollTo(0, y), scrollY);
      // By role the hidden bar would not be found at all: its element is looked up instead.
      const bar = await page.locator('.contact-bar').boundingBox();
      if (!bar) continue;
      for (const link of await page.locator('#site-menus a, .service-bar button, .service-bar a').all()) {
        const box = await link.boundingBox();
        if (box && (await link.isVisible())) expect(overlaps(box, bar), await link.innerText()).toBe(false);
      }
    }
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(shortcuts(page)).toBeVisible();
  });

  test('a control reached with Tab is never under the bar', async ({ page }) => {
    await page.goto(SERVICE_PAGE);
    await hydrated(page);
    const barBox = await boxOf(shortcuts(page));
    const covered: string[] = [];
    for (let step = 0; step < 80; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const { x, y, width, height } = element.getBoundingClientRect();
        // The back-to-top button sits in a slot the bar keeps for it at its end: it is part of the bar here.
        const inBar = Boolean(element.closest('.contact-bar, .back-to-top'));
        return { x, y, width, height, tag: element.tagName, inBar, text: element.textContent?.trim() ?? '' };
      });
      if (!focused) break;
      // A control must be wholly clear of the bar; a region taller than the space above it (a scrollable table)
      // at least partly.
      const fits = focused.height <= barBox.y;
      const hidden = fits ? overlaps(focused, barBox) : focused.y >= barBox.y;
      if (!focused.inBar && hidden) covered.push(`${focused.tag} ${focused.text.slice(0, 60)}`);
    }
    expect(covered).toEqual([]);
  });

  test('the bar steps aside while a field of the enquiry form has focus (the on-screen keyboard is up)', async ({ page }) => {
    await page.goto('/Contact-Us');
    await hydrated(page);
    await expect(shortcuts(page)).toBeVisible();
    await page.getByLabel('Message').focus();
    await expect(shortcuts(page)).toBeHidden();
    await page.getByLabel('Message').blur();
    await expect(shortcuts(page)).toBeVisible();
  });
});

test('on a wide screen the shortcuts are a strip above the header, in the flow of the page', async ({ page }) => {
  await page.goto(SERVICE_PAGE);
  const bar = shortcuts(page);
  await expect(bar).toContainText(site.site.phones[0].number);
  await expect(bar).toContainText(site.site.emails[0].address);
  const barBox = await boxOf(bar);
  expect(barBox.y).toBe(0);
  expect(barBox.y + barBox.height).toBeLessThanOrEqual((await boxOf(page.locator('.site-header'))).y);
  // Scrolled away with the page: it covers nothing below. (After hydration, whose scroll restoration would undo it.)
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(async () => (await boxOf(bar)).y).toBeLessThan(0);
});

test('each hero slide has its call to action from site.yaml, and it leads there', async ({ page }) => {
  const home = site.routes.find((route) => route.template === 'home');
  if (home?.template !== 'home') throw new Error('no home page');
  await page.goto('/');
  const slides = page.getByRole('region', { name: 'Highlights' }).locator('.carousel-slide');
  await expect(slides).toHaveCount(home.slides.length);
  for (const [index, slide] of home.slides.entries()) {
    if (!slide.cta) throw new Error(`slide ${index + 1} has no cta in site.yaml`);
    const cta = slides.nth(index).locator('a.hero-cta');
    await expect(cta).toHaveText(slide.cta.label);
    expect((await cta.getAttribute('href'))?.toLowerCase()).toBe(slide.cta.link.toLowerCase());
  }
  await hydrated(page);
  const first = home.slides[0].cta!;
  await page.getByRole('link', { name: first.label }).click();
  await expect(page).toHaveURL(new RegExp(`${first.link}$`, 'i'));
});

test('the contact page shows the opening hours of site.yaml and opens the office address in Google Maps', async ({ page }) => {
  await page.goto('/Contact-Us');
  const hours = page.locator('.opening-hours');
  await expect(hours.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
  // One <time> pair per entry, e.g. `Mo-Fr 09:00-18:00` → Monday to Friday: 09:00–18:00.
  const expected = site.site.openingHours.flatMap((entry) => entry.split(/[ ,]/).at(-1)!.split('-'));
  await expect(hours.locator('time')).toHaveText(expected);
  expect(await hours.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))).toEqual(expected);
  if (site.site.openingHours.includes('Mo-Fr 09:00-18:00')) await expect(hours).toContainText('Monday to Friday: 09:00–18:00');

  const maps = page.getByRole('link', { name: 'Open in Google Maps (opens in a new tab)' });
  const href = new URL((await maps.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://www.google.com/maps/search/');
  expect(href.searchParams.get('query')).toBe(site.site.headOffice.lines.join(', '));
  await expect(maps).toHaveAttribute('target', '_blank');
  await expect(page.locator('.map-caption')).toContainText(site.site.headOffice.lines[0]);
});
