// The audit's CPU slowdown follows the host's speed so the simulated phone stays the same (scripts/support/lighthouse-cpu.ts).
import { describe, expect, it } from 'vitest';
import { calibratedSlowdown, REFERENCE_INDEX } from '../../scripts/support/lighthouse-cpu';

describe("Lighthouse's CPU slowdown, calibrated to the host", () => {
  it("is Lighthouse's 4× on the host its default was made for, and scales with the host's speed", () => {
    expect(calibratedSlowdown(REFERENCE_INDEX)).toBe(4);
    expect(calibratedSlowdown(REFERENCE_INDEX / 2)).toBe(2);
    expect(calibratedSlowdown(REFERENCE_INDEX * 1.25)).toBe(5);
    expect(calibratedSlowdown(1300)).toBe(3);
  });

  it('never audits a phone as fast as a desktop, nor slower than 6×', () => {
    expect(calibratedSlowdown(400)).toBe(2);
    expect(calibratedSlowdown(5000)).toBe(6);
  });
});
