// Lighthouse's CPU slowdown, calibrated to the machine it runs on, as Lighthouse's own documentation advises
// (docs/throttling.md, "Calibrating the CPU slowdown"): its default 4× turns a host in the high-end desktop bracket
// (benchmark index 1,500–2,000) into a mid-tier phone. This machine measures about 1,700 when idle but, shared with
// other work, has measured half that for minutes at a time; a fixed 4× then audits a phone twice as slow as intended
// and the same page fails (performance 89 with an unchanged build). Scaling the slowdown with the host's measured
// index keeps the simulated phone the same; it is stricter on a faster host, never below 2× (a desktop-class phone).
import puppeteer from 'puppeteer-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** The index at which Lighthouse's default 4× applies: the middle of its high-end desktop bracket. */
export const REFERENCE_INDEX = 1750;
const DEFAULT_SLOWDOWN = 4;

/** The multiplier that makes a host of `benchmarkIndex` emulate the phone Lighthouse's 4× emulates from the reference. */
export function calibratedSlowdown(benchmarkIndex: number): number {
  const scaled = (DEFAULT_SLOWDOWN * benchmarkIndex) / REFERENCE_INDEX;
  return Math.round(Math.min(6, Math.max(2, scaled)) * 10) / 10;
}

/** How far the slowdown a run's own host index calls for may be from the one it ran with before the run is redone. */
// One sample of the index swings by about a quarter on a steady machine (1,110, 1,615 and 1,176 in three runs of one
// page a minute apart): a tolerance above that redoes only runs whose host really changed speed.
export const RECALIBRATION_TOLERANCE = 0.35;

/**
 * Lighthouse measures the host's index again at the start of every run (`lhr.environment.benchmarkIndex`, before it
 * throttles). A run whose host was far slower or faster than the one its slowdown was calibrated for audited another
 * phone (CI's machine, 2026-11-27: calibrated at 1,880, runs at 972–1,147, so a phone nearly twice as slow, and three
 * pages scored 92–97): the slowdown that run's index calls for, to run it again with; undefined when it measured the
 * intended phone.
 */
export function recalibratedSlowdown(usedSlowdown: number, runIndex: number): number | undefined {
  const wanted = calibratedSlowdown(runIndex);
  return Math.abs(wanted - usedSlowdown) > usedSlowdown * RECALIBRATION_TOLERANCE ? wanted : undefined;
}

/** Lighthouse's own benchmark (computeBenchmarkIndex, about a second each), run `samples` times in a blank tab: the median. */
export async function hostBenchmarkIndex(port: number, samples = 5): Promise<number> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const values: number[] = [];
    for (let sample = 0; sample < samples; sample++) {
      values.push((await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number);
    }
    await page.close();
    return values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  } finally {
    await browser.disconnect();
  }
}
