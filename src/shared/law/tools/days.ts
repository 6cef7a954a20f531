// Calendar days as ISO text (YYYY-MM-DD), computed in UTC so the answer is the same in every browser's time zone.
// "A month after" keeps the day of the month and falls back to the month's last day (31 January + 1 month =
// 28 or 29 February), always counted from the same starting day so a schedule never drifts.

import type { IsoDay } from '../register.js';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

function utc(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

function iso(date: Date): IsoDay {
  return date.toISOString().slice(0, 10);
}

function daysInMonth(year: number, month: number): number {
  return utc(year, month + 1, 0).getUTCDate();
}

/** The day when `text` is a date that exists (not 2026-02-30), else undefined. Years 1900–2999. */
export function parseDay(text: string): IsoDay | undefined {
  const match = DAY.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return match[0];
}

/** "2016-04" → { year: 2016, month: 4 } when it is a real month, else undefined. */
export function parseMonth(text: string): { year: number; month: number } | undefined {
  const match = MONTH.exec(text.trim());
  if (!match) return undefined;
  const [year, month] = match.slice(1).map(Number);
  return year >= 1900 && year <= 2999 && month >= 1 && month <= 12 ? { year, month } : undefined;
}

export function addDays(day: IsoDay, count: number): IsoDay {
  const [year, month, date] = day.split('-').map(Number);
  return iso(utc(year, month, date + count));
}

/** `count` months after `day`, on the same day of the month or the month's last day when it has fewer. */
export function addMonths(day: IsoDay, count: number): IsoDay {
  const [year, month, date] = day.split('-').map(Number);
  const target = utc(year, month + count, 1);
  const last = daysInMonth(target.getUTCFullYear(), target.getUTCMonth() + 1);
  return iso(utc(target.getUTCFullYear(), target.getUTCMonth() + 1, Math.min(date, last)));
}

export function addYears(day: IsoDay, count: number): IsoDay {
  return addMonths(day, count * 12);
}
