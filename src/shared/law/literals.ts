// The ways a person writes a register value by hand, in English or Arabic, so the validator can find a copy that
// should be a reference: "AED 375,000", "375,000 درهم", "AED 3 million", "9%", "9 per cent", "30 October 2026",
// "30 أكتوبر 2026", "9 months", "nine months", "40 business days", in Western or Arabic-Indic digits.
// One scan per text finds every number and date; only then are the words around it compared with a rule's unit,
// so the cost does not grow with the number of rules (validation must stay within 100 ms).
import type { Rule } from './register.js';

const ENGLISH_MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const ARABIC_MONTHS = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];
const ENGLISH_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const SCALES: Record<string, number> = { million: 1e6, m: 1e6, مليون: 1e6, ملايين: 1e6, billion: 1e9, bn: 1e9, مليار: 1e9, مليارات: 1e9 };

const DIGIT = '[\\d\\u0660-\\u0669]';
const MONTHS = [...ENGLISH_MONTHS, ...ARABIC_MONTHS].join('|');
// Each pattern starts with a digit or a letter, never a look-behind, so the engine skips ahead to the next candidate
// quickly (one scan of a body was a fifth of validation's time otherwise).
/** A run of digits with its separators ("375,000", "3.15", "٣٧٥٬٠٠٠"): the only thing searched for in every text. */
const NUMBER = /[\d\u0660-\u0669]+(?:[.,\u066B\u066C][\d\u0660-\u0669]+)*/g;
/** What may follow a number: a month and year (a date), or a scale word ("3 million"); tried only where a number is. */
const DATE_AFTER = new RegExp(`\\s+(${MONTHS})\\s+(${DIGIT}{4})(?!${DIGIT})`, 'iy');
const SCALE_AFTER = /\s?(million|billion|bn|m|مليون|ملايين|مليار|مليارات)(?![\p{L}])/iuy;
/** A date written month first ("October 30, 2026"). */
const MONTH_FIRST = new RegExp(`\\b(${ENGLISH_MONTHS.join('|')})\\s+(${DIGIT}{1,2}),?\\s+(${DIGIT}{4})(?!${DIGIT})`, 'gi');
/** A count in words ("nine months"). */
const NUMBER_WORD = new RegExp(`\\b(${ENGLISH_WORDS.join('|')})\\b`, 'gi');
const SEPARATOR_OR_DIGIT = /[\d\u0660-\u0669.,٫٬]/;
const DIGIT_TEST = /[\d\u0660-\u0669]/;

/** What must stand after (or, for a currency, before) a number for it to be written in a rule's unit. A bare count (unit `number`, "4") has none: too plain to search for. */
const UNIT_AFTER: Record<string, RegExp> = {
  aed: /^\s?(?:AED\b|dirhams?\b|درهم)/iu,
  eur: /^\s?(?:EUR\b|euros?\b|يورو)/iu,
  percent: /^\s?(?:%|٪|per\s?cent\b|percent\b|في\s+المائة|بالمائة)/iu,
  'business-days': /^\s+(?:(?:business|working)\s+days?\b|(?:يوم|أيام)\s+عمل)/iu,
  days: /^(?:\s+calendar)?\s+(?:days?\b|يومًا|يوما|أيام|يوم)/iu,
  months: /^\s+(?:months?\b|أشهر|شهرًا|شهرا|شهور|شهر)/iu,
  years: /^\s+(?:years?\b|سنوات|سنة|أعوام|عامًا|عاما|عام)/iu,
};
const UNIT_BEFORE: Record<string, RegExp> = { aed: /(?:\bAED|\bDhs?\.?)\s?$/iu, eur: /(?:\bEUR|€)\s?$/iu };

/** A number or date written in the text, as the value it stands for. */
interface Token {
  index: number;
  end: number;
  /** A number, or a date as YYYY-MM-DD. */
  value: number | string;
  isWord: boolean;
}

const western = (text: string) => text.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));

function monthIndex(name: string): number {
  const lower = name.toLowerCase();
  const english = ENGLISH_MONTHS.indexOf(lower);
  return english >= 0 ? english : ARABIC_MONTHS.indexOf(name);
}

function day(year: string, month: number, date: string): string {
  return `${western(year)}-${String(month + 1).padStart(2, '0')}-${western(date).padStart(2, '0')}`;
}

/** The numbers and dates written in `text`; month-first dates and number words only when `kinds` asks for them. */
function tokens(text: string, kinds: { words: boolean; dates: boolean }): Token[] {
  const out: Token[] = [];
  const digits = DIGIT_TEST.test(text);
  for (const match of digits ? text.matchAll(NUMBER) : []) {
    const number = match[0];
    // Part of a longer number ("1,375,000" seen from its "375") is no copy.
    if (match.index > 0 && SEPARATOR_OR_DIGIT.test(text[match.index - 1])) continue;
    const end = match.index + number.length;
    if (number.length <= 2) {
      DATE_AFTER.lastIndex = end;
      const date = DATE_AFTER.exec(text);
      if (date) {
        out.push({ index: match.index, end: end + date[0].length, value: day(date[2], monthIndex(date[1]), number), isWord: false });
        continue;
      }
    }
    SCALE_AFTER.lastIndex = end;
    const scale = SCALE_AFTER.exec(text);
    // Group separators go; a decimal point is a point only when fewer than three digits follow it ("3.15").
    const plain = western(number).replace(/٫/g, '.').replace(/٬/g, ',');
    const decimal = /[.,]\d{1,2}$/.test(plain) ? plain.replace(/[.,](\d{1,2})$/, '#$1') : plain;
    const amount = Number(decimal.replace(/[.,]/g, '').replace('#', '.')) * (scale ? SCALES[scale[1].toLowerCase()] : 1);
    out.push({ index: match.index, end: end + (scale ? scale[0].length : 0), value: Math.round(amount * 100) / 100, isWord: false });
  }
  if (kinds.dates && digits)
    for (const match of text.matchAll(MONTH_FIRST))
      out.push({ index: match.index, end: match.index + match[0].length, value: day(match[3], monthIndex(match[1]), match[2]), isWord: false });
  if (kinds.words)
    for (const match of text.matchAll(NUMBER_WORD))
      out.push({ index: match.index, end: match.index + match[0].length, value: ENGLISH_WORDS.indexOf(match[1].toLowerCase()), isWord: true });
  return out;
}

const COUNTED = new Set(['days', 'months', 'years', 'business-days']);

/** A value to look for, with what its finding stands for (a reference to suggest, say). */
export interface SoughtValue<T> {
  rule: Pick<Rule, 'unit'>;
  value: number | string;
  meaning: T;
}

export interface ValueCopy<T> {
  index: number;
  /** The words as written, currency and unit included. */
  text: string;
  meanings: T[];
}

interface SoughtIndex<T> {
  byValue: Map<number | string, SoughtValue<T>[]>;
  kinds: { words: boolean; dates: boolean };
}

/** The values by what they are, made once per list: validation asks about thousands of texts with the same list. */
const indexes = new WeakMap<readonly SoughtValue<unknown>[], SoughtIndex<unknown>>();

function indexOf<T>(sought: readonly SoughtValue<T>[]): SoughtIndex<T> {
  let index = indexes.get(sought) as SoughtIndex<T> | undefined;
  if (!index) {
    const byValue = new Map<number | string, SoughtValue<T>[]>();
    for (const entry of sought) byValue.set(entry.value, [...(byValue.get(entry.value) ?? []), entry]);
    index = { byValue, kinds: { words: sought.some((entry) => COUNTED.has(entry.rule.unit)), dates: sought.some((entry) => entry.rule.unit === 'date') } };
    indexes.set(sought, index as SoughtIndex<unknown>);
  }
  return index;
}

/** Every hand-written copy of the `sought` values in `text`, each once, with every value it could be. */
export function findValueCopies<T>(text: string, sought: readonly SoughtValue<T>[]): ValueCopy<T>[] {
  if (sought.length === 0) return [];
  const { byValue, kinds } = indexOf(sought);
  const copies: ValueCopy<T>[] = [];
  for (const token of tokens(text, kinds).sort((a, b) => a.index - b.index)) {
    const candidates = byValue.get(token.value);
    if (!candidates) continue;
    let copy: ValueCopy<T> | undefined;
    for (const { rule, meaning } of candidates) {
      let start = token.index;
      let end = token.end;
      if (rule.unit === 'date') {
        if (token.isWord || typeof token.value !== 'string') continue;
      } else {
        const after = UNIT_AFTER[rule.unit]?.exec(text.slice(end, end + 24));
        const before = token.isWord ? null : UNIT_BEFORE[rule.unit]?.exec(text.slice(Math.max(0, start - 6), start));
        // Words stand for counts of time only ("nine months"), never for amounts or rates.
        if (token.isWord && !COUNTED.has(rule.unit)) continue;
        if (!after && !before) continue;
        if (before) start -= before[0].length;
        else if (after) end += after[0].length;
      }
      copy ??= { index: start, text: text.slice(start, end), meanings: [] };
      copy.meanings.push(meaning);
    }
    if (copy) copies.push(copy);
  }
  return copies;
}
