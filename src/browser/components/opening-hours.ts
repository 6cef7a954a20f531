/**
 * Opening hours as people read them, from the schema.org strings site.yaml keeps for search engines
 * (`Mo-Fr 09:00-18:00`): one list serves both, so the page and the structured data cannot disagree.
 */
const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

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
export function openingPeriods(entries: readonly string[]): { periods: OpeningPeriod[]; closedDays: string[] } {
  const open = new Set<number>();
  const periods: OpeningPeriod[] = [];
  for (const entry of entries) {
    const match = OPENING_HOURS.exec(entry);
    if (!match) continue; // the validator has refused anything else
    const [, first, last = first, opens, closes] = match;
    const from = dayIndex(first);
    const span = (dayIndex(last) - from + 7) % 7;
    for (let step = 0; step <= span; step++) open.add((from + step) % 7);
    const days = span === 0 ? DAY_NAMES[from] : `${DAY_NAMES[from]} to ${DAY_NAMES[dayIndex(last)]}`;
    periods.push({ days, opens, closes });
  }
  const closedDays = DAY_NAMES.filter((_, index) => !open.has(index));
  return { periods, closedDays };
}
