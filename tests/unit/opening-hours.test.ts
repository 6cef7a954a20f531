// The contact page reads the opening hours from the same schema.org strings search engines get.
import { describe, expect, it } from 'vitest';
import { openingPeriods } from '../../src/browser/components/opening-hours';

describe('opening hours as people read them', () => {
  it('names a range of days, a single day, and the days left closed', () => {
    expect(openingPeriods(['Mo-Fr 09:00-18:00', 'Sa 10:00-14:00'])).toEqual({
      periods: [
        { days: 'Monday to Friday', opens: '09:00', closes: '18:00' },
        { days: 'Saturday', opens: '10:00', closes: '14:00' },
      ],
      closedDays: ['Sunday'],
    });
  });

  it('counts a range that wraps past Sunday (a Gulf working week written Su-Th)', () => {
    expect(openingPeriods(['Su-Th 08:30-17:30'])).toEqual({
      periods: [{ days: 'Sunday to Thursday', opens: '08:30', closes: '17:30' }],
      closedDays: ['Friday', 'Saturday'],
    });
  });

  it('accepts the comma the schema allows between the days and the hours', () => {
    expect(openingPeriods(['Mo,09:00-13:00']).periods).toEqual([{ days: 'Monday', opens: '09:00', closes: '13:00' }]);
  });
});
