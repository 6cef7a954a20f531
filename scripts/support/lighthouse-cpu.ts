// Lighthouse's CPU slowdown, calibrated to the machine it runs on, as Lighthouse's own documentation advises
// (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md, "Calibrating the CPU slowdown"): its default 4× turns a host in the high-end desktop bracket
// (benchmark index 1,500–2,000) into a mid-tier phone. This machine, shared with other work, has measured half its idle
// index for minutes at a time; a fixed 4× then audits a phone twice as slow as intended and the same page fails. So a
// host measured slower than the reference gets a smaller slowdown (never below 2×, a desktop-class phone).
//
// A host measured faster does not get a larger one: the index is not comparable across Chromium versions. This
// machine measured about 1,700 idle with the Chromium it had on 2026-11-25 and measures 2,400–3,000 with Chromium 156,
// while pages got no faster: the build of 2026-11-28 scores 79 on `/` at the 6× that index would call for and 85 at 4×
// (2026-11-29, idle machine, AUDIT_CPU_SLOWDOWN).
import puppeteer from 'puppeteer-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** The index at which Lighthouse's default 4× applies: the middle of its high-end desktop bracket. */
export const REFERENCE_INDEX = 1750;
const DEFAULT_SLOWDOWN = 4;

/**
 * The multiplier that makes a host of `benchmarkIndex` emulate the phone Lighthouse's 4× emulates from the reference:
 * smaller on a slower host, Lighthouse's own 4× on the reference host and any faster one.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  const scaled = (DEFAULT_SLOWDOWN * benchmarkIndex) / REFERENCE_INDEX;
  return Math.round(Math.min(DEFAULT_SLOWDOWN, Math.max(2, scaled)) * 10) / 10;
}

/** How many of the latest host indexes the next run's slowdown is calibrated from. */
export const RUNNING_WINDOW = 5;

/**
 * The host index the next run is calibrated for: the median of the latest RUNNING_WINDOW measured — the audit's own
 * at its start, then each run's (`lhr.environment.benchmarkIndex`, measured by Lighthouse before it throttles). One
 * sample swings by a third on this machine from one second to the next (1,621, 1,020, 1,567, 948 in four runs a
 * minute apart), so a single sample is noise; the median follows a machine that stays slower or faster for minutes
 * (CI's, 2026-11-27: 1,880 at the start, about 1,000 through the Arabic pages' runs, which audited a phone nearly
 * twice as slow and scored three pages 92–97) within three runs, and ignores one odd sample.
 */
export function runningIndex(indexes: readonly number[]): number {
  const latest = [...indexes.slice(-RUNNING_WINDOW)].sort((a, b) => a - b);
  if (latest.length === 0) throw new Error('No host index measured yet.');
  const middle = latest.length / 2;
  return latest.length % 2 === 1 ? latest[Math.floor(middle)] : (latest[middle - 1] + latest[middle]) / 2;
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
