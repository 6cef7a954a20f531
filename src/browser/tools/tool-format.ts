// A tool's values written for the page's edition: amounts as AED with the edition's digits ("AED 1,166.67",
// "1,166.67 درهم"), dates and months with Intl, yes/no and status words from the tool's words.
import { formatDay, formatRuleValue } from '../../shared/law/format.js';
import { intlLocale } from '../../shared/fill-text.js';
import { dateTimeFormat, numberFormat } from '../../shared/intl-formats.js';
import type { SiteLocale } from '../../shared/locales.js';
import { filsToAed } from '../../shared/law/tools/money.js';
import type { Shown } from '../../shared/law/tools/outcome.js';

type Edition = Pick<SiteLocale, 'code' | 'digits'>;

function formatAed(fils: number, edition: Edition): string {
  const digits = fils % 100 === 0 ? 0 : 2;
  const number = numberFormat(intlLocale(edition), { minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(filsToAed(fils));
  return edition.code === 'ar' ? `${number} درهم` : `AED ${number}`;
}

function formatMonth(month: string, edition: Edition): string {
  return dateTimeFormat(intlLocale(edition), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

export function formatShown(shown: Shown, edition: Edition, words: Record<string, string>): string {
  switch (shown.kind) {
    case 'aed':
      return formatAed(shown.fils, edition);
    case 'percent':
      return formatRuleValue({ unit: 'percent' }, shown.value, edition);
    case 'date':
      return formatDay(shown.day, edition);
    case 'month':
      return formatMonth(shown.month, edition);
    case 'count':
      return shown.unit ? formatRuleValue({ unit: shown.unit }, shown.value, edition) : formatRuleValue({ unit: 'number' }, shown.value, edition);
    case 'word':
      return words[shown.word] ?? shown.word;
  }
}
