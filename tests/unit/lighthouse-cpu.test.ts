// The audit's CPU slowdown follows the host's speed so the simulated phone stays the same (scripts/support/lighthouse-cpu.ts).
import { describe, expect, it } from 'vitest';
import { calibratedSlowdown, recalibratedSlowdown, REFERENCE_INDEX } from '../../scripts/support/lighthouse-cpu';

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

  it('has a run redone when its own host index calls for a slowdown more than 35 % away from the one it ran with', () => {
    // CI's audit of 2026-11-27: calibrated 4.3× at 1,880; /ar's median run measured 972.
    expect(recalibratedSlowdown(4.3, 972)).toBe(2.2);
    expect(recalibratedSlowdown(2.2, 1880)).toBe(4.3);
    // Within 35 %: the same phone, give or take the benchmark's own noise.
    expect(recalibratedSlowdown(4.3, 1600)).toBeUndefined();
    expect(recalibratedSlowdown(4.3, 2200)).toBeUndefined();
    expect(recalibratedSlowdown(4.3, 1250)).toBeUndefined();
    expect(recalibratedSlowdown(4.3, 1200)).toBe(2.7);
    // At the bounds nothing changes however far the index moves: 2× and 6× are the limits.
    expect(recalibratedSlowdown(2, 300)).toBeUndefined();
    expect(recalibratedSlowdown(6, 9000)).toBeUndefined();
  });
});
