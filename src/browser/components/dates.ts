import type { SiteLocale } from '../../shared/locales';
import { intlLocale } from '../../shared/fill-text';

// One formatter per edition; UTC, so the server's HTML and the browser's hydration print the same date.
const formats = new Map<string, Intl.DateTimeFormat>();

/** `23 November 2026` on English pages, `23 نوفمبر 2026` on Arabic ones (digits as site.yaml chose). */
export function formatDate(isoDate: string, locale: Pick<SiteLocale, 'code' | 'digits'>): string {
  const tag = intlLocale(locale);
  let format = formats.get(tag);
  if (!format) formats.set(tag, (format = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
