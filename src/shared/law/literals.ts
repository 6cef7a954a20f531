// The ways a person writes a register value by hand, in English or Arabic, so the validator can find a copy that
// should be a reference: "AED 375,000", "375,000 درهم", "AED 3 million", "9%", "9 per cent", "30 October 2026",
// "30 أكتوبر 2026", "9 months", "nine months", "40 business days", in Western or Arabic-Indic digits.
import type { Rule } from './register.js';

const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ARABIC_MONTHS = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];
const ENGLISH_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** Not part of a longer number on either side: "375,000" is not found in "1,375,000" or "375,000.50". */
const BEFORE = '(?<![\\d\\u0660-\\u0669.,٫٬])';
const AFTER = '(?![\\d\\u0660-\\u0669]|[.,٫٬][\\d\\u0660-\\u0669])';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function arabicDigits(text: string): string {
  return text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
}

/** Every way the number is written: 375,000 · 375000 · 3 million · 3.15 billion · 3 ملايين · in both digit sets. */
function numberForms(amount: number): string[] {
  const forms = new Set<string>([amount.toLocaleString('en-US', { maximumFractionDigits: 2 }), String(amount)]);
  for (const [scale, english, arabic] of [
    [1e9, ['billion', 'bn'], ['مليار', 'مليارات']],
    [1e6, ['million', 'm'], ['مليون', 'ملايين']],
  ] as const) {
    const scaled = amount / scale;
    if (scaled < 1 || Math.abs(scaled * 100 - Math.round(scaled * 100)) > 1e-9) continue;
    for (const word of [...english, ...arabic]) forms.add(`${scaled}${word.length <= 2 ? '' : ' '}${word}`);
    if (scaled >= 1) forms.add(`${scaled} ${english[0]}`);
  }
  const all = [...forms];
  for (const form of all) {
    forms.add(arabicDigits(form).replace(/,/g, '٬').replace(/\./g, '٫'));
    forms.add(arabicDigits(form));
  }
  return [...forms].sort((a, b) => b.length - a.length);
}

function alternatives(forms: string[]): string {
  return `(?:${forms.map(escape).join('|').replace(/ /g, '\\s+')})`;
}

function dayForms(day: string): string[] {
  const [year, month, date] = day.split('-').map(Number);
  const forms = [
    `${date} ${ENGLISH_MONTHS[month - 1]} ${year}`,
    `${ENGLISH_MONTHS[month - 1]} ${date}, ${year}`,
    `${date} ${ARABIC_MONTHS[month - 1]} ${year}`,
  ];
  return [...forms, ...forms.map(arabicDigits)];
}

/**
 * Adjectives ("a 5-year period", "فترة الـ5 سنوات") are left alone: a reference writes the noun form, which would not
 * read in their place.
 *
 * A pattern that finds `value` of `rule` written out by hand, or undefined for values too plain to search for (a bare
 * count). Global and sticky-free: use with `matchAll`.
 */
export function literalPattern(rule: Pick<Rule, 'unit'>, value: number | string): RegExp | undefined {
  if (rule.unit === 'date') return new RegExp(`${BEFORE}${alternatives(dayForms(String(value)))}(?!\\d)`, 'gu');
  const amount = Number(value);
  const number = `${BEFORE}${alternatives(numberForms(amount))}${AFTER}`;
  const words = Number.isInteger(amount) && amount < ENGLISH_WORDS.length ? `|\\b${ENGLISH_WORDS[amount]}` : '';
  const counted = `(?:${number}${words})`;
  switch (rule.unit) {
    case 'aed':
      return new RegExp(`(?:\\bAED|\\bDhs?\\.?)\\s?${number}|${number}\\s?(?:AED\\b|dirhams?\\b|درهم)`, 'giu');
    case 'eur':
      return new RegExp(`(?:\\bEUR|€)\\s?${number}|${number}\\s?(?:EUR\\b|euros?\\b|يورو)`, 'giu');
    case 'percent':
      return new RegExp(`${number}\\s?(?:%|٪|per\\s?cent\\b|percent\\b|في\\s+المائة|بالمائة)`, 'giu');
    case 'business-days':
      return new RegExp(`${counted}\\s+(?:business|working)\\s+days?\\b|${number}\\s+(?:يوم|أيام)\\s+عمل`, 'giu');
    case 'days':
      return new RegExp(`${counted}(?:\\s+calendar)?\\s+days?\\b|${number}\\s+(?:يومًا|يوما|أيام|يوم)`, 'giu');
    case 'months':
      return new RegExp(`${counted}\\s+months?\\b|${number}\\s+(?:أشهر|شهرًا|شهرا|شهور|شهر)`, 'giu');
    case 'years':
      return new RegExp(`${counted}\\s+years?\\b|${number}\\s+(?:سنوات|سنة|أعوام|عامًا|عاما|عام)`, 'giu');
    default:
      return undefined;
  }
}
