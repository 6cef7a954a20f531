import { expect, test, type Page } from '@playwright/test';
import { hydrated, site } from './site.js';

// The home page's figures: final in the HTML, never replaced by a smaller number someone can see, counting up only
// when scrolled into view from out of sight, and still under reduced motion.

const home = site.routes.find((route) => route.template === 'home');
if (!home || home.template !== 'home') throw new Error('site.yaml has no home page');
const finals = home.counters.map((counter) => `${counter.number.toLocaleString('en-US')}${counter.suffix ?? ''}`);

/** Tall enough that the counters are on screen as the page loads; short enough that they are not. */
const COUNTERS_IN_VIEW = { width: 1440, height: 1800 };
const COUNTERS_OUT_OF_SIGHT = { width: 375, height: 700 };

interface Sample {
  texts: string[];
  widths: number[];
}

/**
 * Records what the counters show from the moment the HTML is parsed: once then, and again on every change React
 * makes to them, with each figure's width (a figure that grows while counting would push the text beside it).
 */
async function recordCounters(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const samples: { texts: string[]; widths: number[] }[] = [];
    (window as unknown as { counterSamples: typeof samples }).counterSamples = samples;
    document.addEventListener('DOMContentLoaded', () => {
      const list = document.querySelector('.counters');
      if (!list) return;
      const record = () => {
        const numbers = [...list.querySelectorAll('.counter-number')];
        samples.push({ texts: numbers.map((number) => number.textContent ?? ''), widths: numbers.map((number) => number.getBoundingClientRect().width) });
      };
      record();
      new MutationObserver(record).observe(list, { subtree: true, childList: true, characterData: true });
    });
  });
}

const samples = (page: Page) => page.evaluate(() => (window as unknown as { counterSamples: Sample[] }).counterSamples);
const valueOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('with JavaScript off, the final figures are on the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: COUNTERS_OUT_OF_SIGHT });
  const page = await context.newPage();
  await page.goto('/');
  await page.locator('.counters').scrollIntoViewIfNeeded();
  await expect(page.locator('.counter-number')).toHaveText(finals);
  await context.close();
});

test('counters on screen when the page loads never show anything but their final figures', async ({ browser }) => {
  const context = await browser.newContext({ viewport: COUNTERS_IN_VIEW });
  const page = await context.newPage();
  await recordCounters(page);
  await page.goto('/');
  await expect(page.locator('.counters')).toBeInViewport();
  await hydrated(page);
  await page.waitForTimeout(1200);
  const seen = await samples(page);
  expect(seen.length, 'recorded from the parsed HTML on').toBeGreaterThan(0);
  for (const sample of seen) expect(sample.texts).toEqual(finals);
  await context.close();
});

test('counters scrolled into view from out of sight count up to their final figures, without moving', async ({ browser }) => {
  const context = await browser.newContext({ viewport: COUNTERS_OUT_OF_SIGHT });
  const page = await context.newPage();
  await recordCounters(page);
  await page.goto('/');
  await expect(page.locator('.counters')).not.toBeInViewport();
  await hydrated(page);
  // Out of sight, they have dropped to zero where nobody saw it.
  await expect(page.locator('.counter-number').first()).toHaveText(/^0\D*$/);
  const before = (await samples(page)).length;

  await page.locator('.counters').scrollIntoViewIfNeeded();
  await expect(page.locator('.counter-number')).toHaveText(finals, { timeout: 5000 });
  const counting = (await samples(page)).slice(before);

  // Every figure was seen below its final value, and never went down on its way up.
  finals.forEach((final, index) => {
    const values = counting.map((sample) => valueOf(sample.texts[index]));
    expect(
      values.some((value) => value < valueOf(final)),
      `${final} counted up`,
    ).toBe(true);
    expect(values, `${final} only went up`).toEqual([...values].sort((a, b) => a - b));
    expect(new Set(counting.map((sample) => sample.widths[index])).size, `${final} kept its width`).toBe(1);
  });
  await context.close();
});

test('under reduced motion the counters never change', async ({ browser }) => {
  const context = await browser.newContext({ viewport: COUNTERS_OUT_OF_SIGHT, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await recordCounters(page);
  await page.goto('/');
  await hydrated(page);
  await page.locator('.counters').scrollIntoViewIfNeeded();
  await page.waitForTimeout(2500);
  const seen = await samples(page);
  expect(seen.length).toBeGreaterThan(0);
  for (const sample of seen) expect(sample.texts).toEqual(finals);
  await context.close();
});
