import { writeDate, type DateWords } from '../../shared/date-words.js';

/**
 * `23 November 2026` on English pages, `23 نوفمبر 2026` on Arabic ones (digits as site.yaml chose), from the words
 * the build put in the edition's layout: no Intl.DateTimeFormat in the browser (see src/shared/date-words.ts).
 */
export function formatDate(isoDate: string, words: DateWords): string {
  return writeDate(isoDate, words);
}
