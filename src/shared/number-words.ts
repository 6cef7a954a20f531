import { digitsOf, withDigits } from './date-words.js';
import { numberFormat } from './intl-formats.js';

/**
 * How an edition writes a whole number (12,000 or ١٢٬٠٠٠), taken from Intl by the build and carried in the layout:
 * the home page's counters then write their figures without an Intl.NumberFormat, whose first use costs a phone's
 * main thread several milliseconds (15 in Arabic) while the page hydrates. See date-words.ts for dates.
 */
export interface NumberWords {
  digits: string[];
  /** The character between groups of digits (`,` in English, `٬` with Arabic digits). */
  group: string;
  /** Digits in the group nearest the units (3), and in each group before it (3; 2 in India's lakh and crore). */
  primary: number;
  secondary: number;
  /** A number is grouped only with at least this many digits before its first group: 1 (1,000) or 2 (1000, 10 000). */
  minimumGrouping: number;
}

/** The whole-number format of an Intl locale, as data. Build-side: this is where Intl is used. */
export function numberWords(intlTag: string): NumberWords {
  const format = numberFormat(intlTag, { maximumFractionDigits: 0 });
  const parts = format.formatToParts(1_234_567_890);
  const groups = parts.filter((part) => part.type === 'integer').map((part) => part.value.length);
  const primary = groups.at(-1) ?? 3;
  return {
    digits: digitsOf(intlTag),
    group: parts.find((part) => part.type === 'group')?.value ?? '',
    primary,
    secondary: groups.length > 2 ? groups[groups.length - 2] : primary,
    minimumGrouping: format.formatToParts(10 ** primary).some((part) => part.type === 'group') ? 1 : 2,
  };
}

/** A whole number of 0 or more written as the words say: the same text Intl gives (tests/unit/shared/number-words.test.ts). */
export function writeWholeNumber(value: number, words: NumberWords): string {
  const plain = String(value);
  if (plain.length < words.primary + words.minimumGrouping) return withDigits(value, words.digits);
  const groups = [plain.slice(-words.primary)];
  let rest = plain.slice(0, -words.primary);
  for (; rest.length > words.secondary; rest = rest.slice(0, -words.secondary)) groups.unshift(rest.slice(-words.secondary));
  groups.unshift(rest);
  return withDigits(groups.join(words.group), words.digits);
}
