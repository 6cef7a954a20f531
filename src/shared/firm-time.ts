import { intlLocale } from './fill-text.js';
import { dateTimeFormat } from './intl-formats.js';

/** The firm's clock: Dubai, UTC+4 all year. Times people read in the editor are on it, whatever the server's zone. */
export const FIRM_TIME_ZONE = 'Asia/Dubai';

/** How each language names the firm's clock after a time, so nobody takes it for their own computer's time. */
const ZONE_NAME: Record<string, string> = { en: 'Dubai time', ar: 'بتوقيت دبي' };

/**
 * A moment as a person reads it: `29 Nov 2026, 14:05 Dubai time`, the date written the way the language writes it
 * (English the British way, as the site does).
 */
export function firmDateTime(at: string | Date, language = 'en'): string {
  const format = dateTimeFormat(intlLocale({ code: language, digits: 'latn' }), {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: FIRM_TIME_ZONE,
  });
  return `${format.format(new Date(at))} ${ZONE_NAME[language] ?? ZONE_NAME.en}`;
}
