import { expect, test } from '@playwright/test';
import { gotoOnPausedClock } from './page-clock.js';
import { hydrated, site } from './site.js';

const home = site.routes.find((route) => route.template === 'home');
if (!home || home.template !== 'home') throw new Error('site.yaml has no home page');

test('counters show their final figures in the HTML, before any script runs', async ({ request }) => {
  const html = await (await request.get('/')).text();
  for (const counter of home.counters) expect(html).toContain(`${counter.number.toLocaleString('en-US')}${counter.suffix ?? ''}`);
});

test('scrolling to the counters animates them up to their figures without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await hydrated(page);
  await page.locator('.counters').scrollIntoViewIfNeeded();
  const last = home.counters.at(-1)!;
  await expect(page.locator('.counter-number').last()).toHaveText(`${last.number.toLocaleString('en-US')}${last.suffix ?? ''}`, { timeout: 5000 });
  await expect(page.locator('main')).toContainText(home.about.heading);
  expect(errors).toEqual([]);
});

// On Playwright's clock, paused: the test moves time on instead of waiting for it.
test('the hero carousel advances by itself, and stops while hovered', async ({ page }) => {
  await gotoOnPausedClock(page, '/');
  const hero = page.getByRole('region', { name: 'Highlights' });
  const slides = hero.locator('.carousel-slide');
  const shown = () => slides.evaluateAll((items) => items.findIndex((item) => item.getAttribute('aria-hidden') === 'false'));
  // While it plays, screen readers are not told of each slide; while it stands still, they are.
  const track = hero.locator('.carousel-track');
  await expect(track).toHaveAttribute('aria-live', 'off');
  const first = await shown();
  // One interval: one slide on.
  await page.clock.runFor(3000);
  await expect.poll(shown, { timeout: 2000 }).toBe((first + 1) % (await slides.count()));
  await hero.hover();
  await expect(track).toHaveAttribute('aria-live', 'polite');
  const hovered = await shown();
  await page.clock.runFor(6000);
  // Once the pointer leaves, it goes on from where it stood: one slide on, not the three it would have moved meanwhile.
  await page.mouse.move(0, 0);
  await expect(track).toHaveAttribute('aria-live', 'off');
  await page.clock.runFor(3500);
  await expect.poll(shown, { timeout: 2000 }).toBe((hovered + 1) % (await slides.count()));
});

test('under reduced motion the hero does not advance by itself and its buttons still work', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await gotoOnPausedClock(page, '/');
  const hero = page.getByRole('region', { name: 'Highlights' });
  const slides = hero.locator('.carousel-slide');
  await page.clock.runFor(7000);
  await expect(slides.first()).toHaveAttribute('aria-hidden', 'false');
  await hero.getByRole('button', { name: /^Next/ }).click();
  await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'false');
  await context.close();
});

// The slides are laid out side by side, so all four can be measured at once: each from its own top.
for (const width of [375, 1440]) {
  for (const prefix of ['', '/ar']) {
    test(`at ${width} px${prefix ? ' in Arabic' : ''} the hero's four slides have one height, and their headings and buttons one place`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(prefix || '/');
      await hydrated(page);
      const slides = await page.locator('.hero .hero-slide').evaluateAll((items) =>
        items.map((slide) => {
          const top = slide.getBoundingClientRect().top;
          const from = (selector: string) => Math.round(slide.querySelector(selector)!.getBoundingClientRect().top - top);
          return { height: Math.round(slide.getBoundingClientRect().height), heading: from('.hero-head'), button: from('.hero-cta') };
        }),
      );
      expect(slides).toHaveLength(home.slides.length);
      expect(slides.length).toBe(4);
      for (const slide of slides) expect(slide).toEqual(slides[0]);
      await context.close();
    });
  }
}

test('at 1440 px each slide has its picture beside the text, on the right in English and on the left in Arabic', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  for (const prefix of ['', '/ar']) {
    await page.goto(prefix || '/');
    const slides = page.locator('.hero .hero-slide');
    for (const [index, slide] of home.slides.entries()) {
      const picture = slides.nth(index).locator('.hero-visual img');
      await expect(picture).toHaveAttribute('alt', '');
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(new RegExp(`${slide.image}$`));
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 1)).toBe(true);
    }
    const text = (await slides.first().locator('.hero-text').boundingBox())!;
    const picture = (await slides.first().locator('.hero-visual').boundingBox())!;
    expect(picture.width).toBeGreaterThan(300);
    if (prefix) expect(picture.x + picture.width).toBeLessThan(text.x);
    else expect(picture.x).toBeGreaterThan(text.x + text.width);
  }
  await context.close();
});

test('at 375 px the hero shows no picture and downloads none', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('.hero .hero-visual').first()).toBeHidden();
  const pictures = home.slides.map((slide) => slide.image);
  expect(pictures.every(Boolean)).toBe(true);
  expect(requested.filter((path) => pictures.includes(path))).toEqual([]);
  await context.close();
});
