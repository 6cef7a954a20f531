import type { SiteLocale } from '../../shared/locales';
import { intlLocale } from '../../shared/fill-text';
import { dateTimeFormat } from '../../shared/intl-formats';

// UTC, so the server's HTML and the browser's hydration print the same date.
/** `23 November 2026` on English pages, `23 نوفمبر 2026` on Arabic ones (digits as site.yaml chose). */
export function formatDate(isoDate: string, locale: Pick<SiteLocale, 'code' | 'digits'>): string {
  return dateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
