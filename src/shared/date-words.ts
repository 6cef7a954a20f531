import { dateTimeFormat, numberFormat } from './intl-formats.js';

/**
 * How an edition writes a calendar date (`23 November 2026`, `23 نوفمبر 2026`), taken from Intl once, by the build,
 * and carried in the edition's layout so the browser can write dates without Intl.DateTimeFormat: the first one a
 * page makes costs 25-45 ms of a phone's main thread (ICU builds its date patterns), every page showed a date while
 * hydrating (a review date, a source's date, a post card), and Lighthouse counted it as blocking time.
 */
export interface DateWords {
  /** The twelve month names as they stand in a date, January first. */
  months: string[];
  /** The date's parts in order: a field, or the text between fields (spaces, commas, direction marks). */
  parts: DatePart[];
  /** The ten digits, 0 to 9, in the edition's numbering system. */
  digits: string[];
}

export type DatePart = { field: 'day' | 'month' | 'year' } | { text: string };

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
const FIELDS = new Set(['day', 'month', 'year']);

/** The long date format of an Intl locale (`ar-AE-u-nu-latn`), as data. Build-side: this is where Intl is used. */
export function dateWords(intlTag: string): DateWords {
  const format = dateTimeFormat(intlTag, DATE_OPTIONS);
  const partsOf = (month: number) => format.formatToParts(new Date(Date.UTC(2024, month, 1)));
  const months = Array.from({ length: 12 }, (_, month) => partsOf(month).find((part) => part.type === 'month')?.value ?? '');
  const parts = partsOf(0).map((part): DatePart => (FIELDS.has(part.type) ? { field: part.type as 'day' | 'month' | 'year' } : { text: part.value }));
  return { months, parts, digits: digitsOf(intlTag) };
}

/** The ten digits of an Intl locale's numbering system, 0 to 9. */
export function digitsOf(intlTag: string): string[] {
  const format = numberFormat(intlTag, { useGrouping: false });
  return Array.from({ length: 10 }, (_, digit) => format.format(digit));
}

/** Each Latin digit of a number (or of a number already written with its separators) in the given digits. */
export function withDigits(value: number | string, digits: readonly string[]): string {
  return String(value).replace(/\d/g, (digit) => digits[Number(digit)]);
}

/** `2026-11-23` written as the words say; the same text Intl gives for that day in UTC (tests/unit/shared/date-words.test.ts). */
export function writeDate(isoDate: string, words: DateWords): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const number = (value: number) => withDigits(value, words.digits);
  const field = { day: () => number(day), month: () => words.months[month - 1], year: () => number(year) };
  return words.parts.map((part) => ('text' in part ? part.text : field[part.field]())).join('');
}

/**
 * `2025-12` (only the month known) as `December 2025` / `ديسمبر 2025`; a full date as `writeDate` writes it. The day
 * and the text that follows it in the edition's pattern are left out.
 */
export function writeDateOrMonth(isoDate: string, words: DateWords): string {
  if (isoDate.split('-').length === 3) return writeDate(isoDate, words);
  const [year, month] = isoDate.split('-').map(Number);
  const dayAt = words.parts.findIndex((part) => 'field' in part && part.field === 'day');
  const parts = words.parts.filter((_, index) => index !== dayAt && index !== dayAt + 1);
  const field = { day: () => '', month: () => words.months[month - 1], year: () => withDigits(year, words.digits) };
  return parts
    .map((part) => ('text' in part ? part.text : field[part.field]()))
    .join('')
    .trim();
}
