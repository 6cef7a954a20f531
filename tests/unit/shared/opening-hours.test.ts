// The contact page reads the opening hours from the same schema.org strings search engines get.
import { describe, expect, it } from 'vitest';
import { formatTime, openingHoursText, openingPeriods, weekdayNames } from '../../../src/shared/opening-hours.js';

const english = { names: weekdayNames('en-GB-u-nu-latn'), range: (first: string, last: string) => `${first} to ${last}` };
const arabic = { names: weekdayNames('ar-u-nu-latn'), range: (first: string, last: string) => `من ${first} إلى ${last}` };

describe('opening hours as people read them', () => {
  it('names a range of days, a single day, and the days left closed', () => {
    expect(openingPeriods(['Mo-Fr 09:00-18:00', 'Sa 10:00-14:00'], english)).toEqual({
      periods: [
        { days: 'Monday to Friday', opens: '09:00', closes: '18:00' },
        { days: 'Saturday', opens: '10:00', closes: '14:00' },
      ],
      closedDays: ['Sunday'],
    });
  });

  it('counts a range that wraps past Sunday (a Gulf working week written Su-Th)', () => {
    expect(openingPeriods(['Su-Th 08:30-17:30'], english)).toEqual({
      periods: [{ days: 'Sunday to Thursday', opens: '08:30', closes: '17:30' }],
      closedDays: ['Friday', 'Saturday'],
    });
  });

  it('accepts the comma the schema allows between the days and the hours', () => {
    expect(openingPeriods(['Mo,09:00-13:00'], english).periods).toEqual([{ days: 'Monday', opens: '09:00', closes: '13:00' }]);
  });

  it('names the days and the hours in Arabic on Arabic pages', () => {
    expect(openingPeriods(['Mo-Fr 09:00-18:00'], arabic)).toEqual({
      periods: [{ days: 'من الاثنين إلى الجمعة', opens: '09:00', closes: '18:00' }],
      closedDays: ['السبت', 'الأحد'],
    });
    expect(formatTime('18:00', 'en-GB-u-nu-latn')).toBe('18:00');
    expect(formatTime('18:00', 'ar-u-nu-latn')).toBe('06:00\u00a0م');
    expect(formatTime('09:30', 'ar-u-nu-arab')).toBe('٠٩:٣٠\u00a0ص');
  });

  it('never lets a line break split a time from its suffix (a no-break space, whatever Intl puts there)', () => {
    for (const locale of ['ar-u-nu-latn', 'ar-u-nu-arab', 'en-US'])
      for (const time of ['09:00', '18:00']) expect(formatTime(time, locale)).not.toMatch(/[ \t\n\u2000-\u200b]/u);
  });

  it('are written out whole by the build, as the contact page shows them, in each language', () => {
    expect(openingHoursText(['Mo-Fr 09:00-18:00'], { dayRange: '{first} to {last}', closedDays: '{days}: closed' }, 'en-GB-u-nu-latn')).toEqual({
      periods: [{ days: 'Monday to Friday', opens: '09:00', closes: '18:00', opensText: '09:00', closesText: '18:00' }],
      closed: 'Saturday and Sunday: closed',
    });
    expect(openingHoursText(['Mo-Fr 09:00-18:00'], { dayRange: 'من {first} إلى {last}', closedDays: '{days}: مغلق' }, 'ar-u-nu-latn')).toEqual({
      periods: [{ days: 'من الاثنين إلى الجمعة', opens: '09:00', closes: '18:00', opensText: '09:00\u00a0ص', closesText: '06:00\u00a0م' }],
      closed: 'السبت والأحد: مغلق',
    });
    expect(openingHoursText(['Mo-Su 08:00-20:00'], { dayRange: '{first} to {last}', closedDays: '{days}: closed' }, 'en-GB-u-nu-latn').closed).toBeUndefined();
  });
});
