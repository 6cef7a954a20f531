// The audit's CPU slowdown follows the host's speed so the simulated phone stays the same (scripts/support/lighthouse-cpu.ts).
import { describe, expect, it } from 'vitest';
import { calibratedSlowdown, REFERENCE_INDEX, runningIndex } from '../../../scripts/support/lighthouse-cpu.js';

describe("Lighthouse's CPU slowdown, calibrated to the host", () => {
  it("is Lighthouse's 4× on the host its default was made for, and smaller on a slower host", () => {
    expect(calibratedSlowdown(REFERENCE_INDEX)).toBe(4);
    expect(calibratedSlowdown(REFERENCE_INDEX / 2)).toBe(2);
    expect(calibratedSlowdown(1300)).toBe(3);
  });

  it('never audits a phone as fast as a desktop, nor slower than Lighthouse’s own 4× (the index of a newer Chromium runs high)', () => {
    expect(calibratedSlowdown(400)).toBe(2);
    expect(calibratedSlowdown(REFERENCE_INDEX * 1.25)).toBe(4);
    expect(calibratedSlowdown(2876)).toBe(4);
  });

  it('follows a host that stays slower for minutes within three runs, and ignores one odd sample', () => {
    // CI's audit of 2026-11-27: 1,880 at the start, then about 1,000 through the Arabic pages.
    const slowdowns: number[] = [];
    const seen = [1880];
    for (const index of [1900, 1850, 1000, 990, 1010, 970, 1005]) {
      slowdowns.push(calibratedSlowdown(runningIndex(seen)));
      seen.push(index);
    }
    expect(slowdowns).toEqual([4, 4, 4, 4, 4, 2.3, 2.3]);
    // One sample far off, among steady ones: the slowdown stays.
    expect(calibratedSlowdown(runningIndex([1750, 1760, 700, 1740, 1755]))).toBe(4);
    expect(runningIndex([1200, 1000])).toBe(1100);
    expect(() => runningIndex([])).toThrow('No host index');
  });
});
