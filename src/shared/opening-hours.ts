import { dateTimeFormat } from './intl-formats.js';
import { fillText } from './fill-text.js';

/**
 * Opening hours as people read them, from the schema.org strings site.yaml keeps for search engines
 * (`Mo-Fr 09:00-18:00`): one list serves both, so the page and the structured data cannot disagree.
 */
const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

/** How the page's language names days: each day's name (Monday first) and a range of them. */
export interface DayWords {
  /** Seven names, Monday first. */
  names: readonly string[];
  /** `Monday to Friday` from `Monday` and `Friday`. */
  range: (first: string, last: string) => string;
}

export interface OpeningPeriod {
  /** `Monday to Friday`, `Saturday`. */
  days: string;
  /** 24-hour `HH:MM`, as a <time> element's datetime wants it. */
  opens: string;
  closes: string;
}

/** The same shape the schema's pattern accepts: a day or a range of days, then the hours. */
const OPENING_HOURS = /^(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))?[ ,]([0-2]\d:[0-5]\d)-([0-2]\d:[0-5]\d)$/;

function dayIndex(code: string): number {
  return DAYS.indexOf(code as (typeof DAYS)[number]);
}

/** Each entry as a period, plus the days no entry covers (a week that wraps, `Sa-Mo`, counts its three days). */
export function openingPeriods(entries: readonly string[], words: DayWords): { periods: OpeningPeriod[]; closedDays: string[] } {
  const open = new Set<number>();
  const periods: OpeningPeriod[] = [];
  for (const entry of entries) {
    const match = OPENING_HOURS.exec(entry);
    if (!match) continue; // the validator has refused anything else
    const [, first, last = first, opens, closes] = match;
    const from = dayIndex(first);
    const span = (dayIndex(last) - from + 7) % 7;
    for (let step = 0; step <= span; step++) open.add((from + step) % 7);
    const days = span === 0 ? words.names[from] : words.range(words.names[from], words.names[dayIndex(last)]);
    periods.push({ days, opens, closes });
  }
  const closedDays = words.names.filter((_, index) => !open.has(index));
  return { periods, closedDays };
}

/** The seven days' names in a language (`locale`: an Intl tag), Monday first: 1 January 2024 was a Monday. */
export function weekdayNames(locale: string): string[] {
  const format = dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return DAYS.map((_, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index))));
}

/**
 * `09:00` as the language writes a time of day (`09:00` in English, `09:00 ص` in Arabic). Intl puts an ordinary
 * space before the Arabic suffix (ص morning, م evening), where a narrow column broke the line and left "م" alone on
 * the next: every space becomes a no-break space, so a time is never split.
 */
export function formatTime(time: string, locale: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const text = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1, hours, minutes)));
  return text.replace(/\s/gu, '\u00a0');
}

/** The opening hours as the contact page shows them: each period with its times written out, then the closed days. */
export interface OpeningHoursText {
  periods: (OpeningPeriod & { opensText: string; closesText: string })[];
  /** `Closed on Saturday and Sunday`; absent when every day has hours. */
  closed?: string;
}

/**
 * Written by the build, once per edition, and carried in the layout: the browser then shows them without making an
 * Intl.DateTimeFormat, whose first use costs a phone 25-45 ms of main thread while the page hydrates.
 * `words`: the edition's `dayRange` and `closedDays` texts; `intlTag`: its Intl locale.
 */
export function openingHoursText(entries: readonly string[], words: { dayRange: string; closedDays: string }, intlTag: string): OpeningHoursText {
  const { periods, closedDays } = openingPeriods(entries, {
    names: weekdayNames(intlTag),
    range: (first, last) => fillText(words.dayRange, { first, last }),
  });
  return {
    periods: periods.map((period) => ({ ...period, opensText: formatTime(period.opens, intlTag), closesText: formatTime(period.closes, intlTag) })),
    ...(closedDays.length > 0 && { closed: fillText(words.closedDays, { days: new Intl.ListFormat(intlTag).format(closedDays) }) }),
  };
}
