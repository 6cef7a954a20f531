import { expect, test } from '@playwright/test';
import { hydrated, site } from './site';

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

test('the hero carousel advances by itself, and stops while hovered', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const hero = page.getByRole('region', { name: 'Highlights' });
  const slides = hero.locator('.carousel-slide');
  await expect(slides.first()).toHaveAttribute('aria-hidden', 'false');
  await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'false', { timeout: 5000 });
  await hero.hover();
  const shown = await slides.evaluateAll((items) => items.findIndex((item) => item.getAttribute('aria-hidden') === 'false'));
  await page.waitForTimeout(3500);
  expect(await slides.evaluateAll((items) => items.findIndex((item) => item.getAttribute('aria-hidden') === 'false'))).toBe(shown);
});

test('under reduced motion the hero does not advance by itself and its buttons still work', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  await hydrated(page);
  const hero = page.getByRole('region', { name: 'Highlights' });
  const slides = hero.locator('.carousel-slide');
  await page.waitForTimeout(3500);
  await expect(slides.first()).toHaveAttribute('aria-hidden', 'false');
  await hero.getByRole('button', { name: /^Next/ }).click();
  await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'false');
  await context.close();
});
