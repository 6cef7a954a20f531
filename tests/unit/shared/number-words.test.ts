// The counters write their figures from words the build took from Intl (src/shared/number-words.ts), so the browser
// makes no Intl.NumberFormat while hydrating. The words must write every whole number exactly as Intl does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberWords, writeWholeNumber } from '../../../src/shared/number-words.js';
import { intlLocale } from '../../../src/shared/fill-text.js';

describe('whole numbers written from the words the build took from Intl', () => {
  it('read as people expect in each edition', () => {
    expect(writeWholeNumber(12_000, numberWords(intlLocale({ code: 'en', digits: 'latn' })))).toBe('12,000');
    expect(writeWholeNumber(9_800, numberWords(intlLocale({ code: 'ar', digits: 'latn' })))).toBe('9,800');
    expect(writeWholeNumber(12_000, numberWords(intlLocale({ code: 'ar', digits: 'arab' })))).toBe('١٢٬٠٠٠');
    expect(writeWholeNumber(35, numberWords(intlLocale({ code: 'en', digits: 'latn' })))).toBe('35');
  });

  // en-IN groups lakhs and crores (12,34,567); es leaves four-digit numbers ungrouped (1000, but 10.000).
  for (const tag of ['en-AE-u-nu-latn', 'ar-AE-u-nu-latn', 'ar-AE-u-nu-arab', 'en-IN-u-nu-latn', 'es-ES-u-nu-latn']) {
    it(`match Intl for every whole number, ${tag}`, () => {
      const words = numberWords(tag);
      const intl = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
      const wholeNumber = fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }));
      fc.assert(
        fc.property(wholeNumber, (value) => writeWholeNumber(value, words) === intl.format(value)),
        { numRuns: 3000 },
      );
      for (const value of [0, 9, 999, 1000, 9999, 10_000, 99_999, 100_000, 1_000_000, 10_000_000])
        expect(writeWholeNumber(value, words)).toBe(intl.format(value));
    });
  }
});
