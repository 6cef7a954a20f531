// How a rule's value is written in each edition: with `Intl`, in the edition's digits and month names, so an amount
// reads "AED 375,000" in English and "375,000 درهم" in Arabic, a date "30 October 2026" and "30 أكتوبر 2026".

import type { SiteLocale } from '../locales.js';
import { intlLocale } from '../fill-text.js';
import { dateTimeFormat, numberFormat, pluralRules } from '../intl-formats.js';
import type { Rule } from './register.js';

type Edition = Pick<SiteLocale, 'code' | 'digits'>;

export interface FormatOptions {
  /** Every digit of an amount ("AED 3,000,000") instead of words for round millions and billions ("AED 3 million"). */
  full?: boolean;
}

const CURRENCY: Record<string, { en: string; ar: string }> = {
  aed: { en: 'AED', ar: 'درهم' },
  eur: { en: 'EUR', ar: 'يورو' },
};

const PERIOD_UNITS: Record<string, string> = { days: 'day', months: 'month', years: 'year' };

/** Whether an amount is a round number of millions or billions, to two decimals: "3.15 billion" says it all. */
function isRoundLarge(amount: number): boolean {
  if (Math.abs(amount) < 1_000_000) return false;
  // Stryker disable next-line EqualityOperator: equivalent — exactly one billion is round on either scale
  const scale = Math.abs(amount) >= 1_000_000_000 ? 1_000_000_000 : 1_000_000;
  const hundredths = (amount / scale) * 100;
  // Stryker disable next-line EqualityOperator: equivalent — a difference of exactly 1e-9 does not occur in hundredths of register amounts
  return Math.abs(hundredths - Math.round(hundredths)) < 1e-9;
}

export function formatNumber(value: number, edition: Edition, options: FormatOptions & { fils?: boolean } = {}): string {
  const compact = !options.full && isRoundLarge(value);
  return numberFormat(intlLocale(edition), {
    maximumFractionDigits: 2,
    // An amount in fils is written with both places ("AED 0.40", not "AED 0.4"), as prices are.
    ...(options.fils && !Number.isInteger(value) ? { minimumFractionDigits: 2 } : {}),
    ...(compact ? { notation: 'compact', compactDisplay: 'long' } : {}),
  }).format(value);
}

/** "30 October 2026" / "30 أكتوبر 2026": the date as the edition writes it, the same on server and browser (UTC). */
export function formatDay(day: string, edition: Edition): string {
  return dateTimeFormat(intlLocale(edition), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * Two of a period in Arabic is a word of its own, the dual, whose ending follows the sentence. The site's sentences
 * put a period after a preposition («خلال سنتين», «بعد شهرين», «لمدة يومين») or make it an object, so the dual is
 * written in that form (Intl writes the subject's, «سنتان», which reads wrong there).
 */
const ARABIC_DUAL: Record<string, string> = { days: 'يومين', months: 'شهرين', years: 'سنتين', 'business-days': 'يومي عمل' };

/** Arabic counts business days with the noun's own forms: one, two, 3–10 (plural), 11 and more (singular). */
function arabicBusinessDays(count: number, number: string): string {
  const form = pluralRules('ar').select(count);
  if (form === 'one') return 'يوم عمل واحد';
  if (form === 'two') return ARABIC_DUAL['business-days'];
  return form === 'few' ? `${number} أيام عمل` : `${number} يوم عمل`;
}

/** A rule's value written for the edition; `null` (no longer applies) is not a value and throws. */
export function formatRuleValue(rule: Pick<Rule, 'unit'>, value: number | string, edition: Edition, options: FormatOptions = {}): string {
  const arabic = edition.code === 'ar';
  if (rule.unit === 'date') return formatDay(String(value), edition);
  const amount = Number(value);
  const number = formatNumber(amount, edition, options);
  switch (rule.unit) {
    case 'aed':
    case 'eur': {
      const currency = CURRENCY[rule.unit];
      const money = formatNumber(amount, edition, { ...options, fils: true });
      return arabic ? `${money} ${currency.ar}` : `${currency.en} ${money}`;
    }
    case 'percent':
      return `${number}${edition.digits === 'arab' ? '٪' : '%'}`;
    case 'business-days':
      if (arabic) return arabicBusinessDays(amount, number);
      return `${number} business day${amount === 1 ? '' : 's'}`;
    case 'days':
    case 'months':
    case 'years':
      if (arabic && pluralRules('ar').select(amount) === 'two') return ARABIC_DUAL[rule.unit];
      return numberFormat(intlLocale(edition), { style: 'unit', unit: PERIOD_UNITS[rule.unit], unitDisplay: 'long' }).format(amount);
    default:
      return number;
  }
}
