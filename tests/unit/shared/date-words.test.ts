// Pages write dates from words the build took from Intl (src/shared/date-words.ts), so the browser never builds an
// Intl.DateTimeFormat while hydrating. The words must write every day exactly as Intl does, in each edition's language
// and digits, or a reader would see one date in the HTML and the build would disagree with the law's own dates.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateWords, writeDate } from '../../../src/shared/date-words.js';
import { intlLocale } from '../../../src/shared/fill-text.js';

const intlDate = (tag: string, isoDate: string) =>
  new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

const anyDay = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('dates written from the words the build took from Intl', () => {
  it('reads as people expect in each edition', () => {
    expect(writeDate('2026-11-23', dateWords(intlLocale({ code: 'en', digits: 'latn' })))).toBe('23 November 2026');
    expect(writeDate('2026-01-05', dateWords(intlLocale({ code: 'ar', digits: 'latn' })))).toBe('5 يناير 2026');
    expect(writeDate('2029-12-31', dateWords(intlLocale({ code: 'ar', digits: 'arab' })))).toBe('٣١ ديسمبر ٢٠٢٩');
  });

  for (const [code, digits] of [
    ['en', 'latn'],
    ['ar', 'latn'],
    ['ar', 'arab'],
  ] as const) {
    it(`match Intl on every day, ${code} with ${digits} digits`, () => {
      const tag = intlLocale({ code, digits });
      const words = dateWords(tag);
      fc.assert(
        fc.property(anyDay, (isoDate) => writeDate(isoDate, words) === intlDate(tag, isoDate)),
        { numRuns: 2000 },
      );
    });
  }

  it('match Intl where a language orders the parts differently (month first, a comma)', () => {
    const words = dateWords('en-US-u-nu-latn');
    expect(writeDate('2026-07-04', words)).toBe(intlDate('en-US-u-nu-latn', '2026-07-04'));
    expect(writeDate('2026-07-04', words)).toBe('July 4, 2026');
  });
});
