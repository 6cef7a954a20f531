// The law register (site.yaml `law.rules`): which value of a rule applies on a date. Pure and free of I/O, so the
// validator, the build, the dev server, the editor and the browser's tools all read the law the same way.
// Modelled on OpenFisca's parameters: one rule, many dated values, each with the instrument that set it.

import type { Rule, RuleValue } from '../../generated/manifest-types.gen.js';

export type { Rule, RuleValue };

/** An ISO date, YYYY-MM-DD: compared as text, which orders like the calendar. */
export type IsoDay = string;

/** Whether `value` is a calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDay(value: unknown): boolean {
  const text = String(value);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

/** A rule's value with its place in the rule's history. */
export interface DatedValue {
  /** The value itself; `null` once the rule has stopped applying. */
  value: RuleValue['value'];
  /** When it applies from; undefined for a first value that applies from whenever its instrument took effect. */
  from?: IsoDay;
  instrument: string;
  /** Its index in `rule.values`. */
  index: number;
}

function dated(rule: Rule, index: number): DatedValue {
  const entry = rule.values[index];
  return { value: entry.value, from: entry.from, instrument: entry.instrument, index };
}

/** The value in force on `day`: the last whose `from` is on or before it; undefined before the first. */
export function valueOn(rule: Rule, day: IsoDay): DatedValue | undefined {
  for (let index = rule.values.length - 1; index >= 0; index--) {
    const from = rule.values[index].from;
    if (from === undefined || from <= day) return dated(rule, index);
  }
  return undefined;
}

/** The value before the one in force on `day` ("moved from X to Y"); undefined when there is none. */
export function previousValue(rule: Rule, day: IsoDay): DatedValue | undefined {
  const current = valueOn(rule, day);
  return current && current.index > 0 ? dated(rule, current.index - 1) : undefined;
}

/** Every rule by id. */
export function registerOf(rules: readonly Rule[] | undefined): Map<string, Rule> {
  return new Map((rules ?? []).map((rule) => [rule.id, rule]));
}

/** Today as an ISO date in Dubai (UTC+4, no daylight saving): the firm's calendar decides when a rule changes. */
export function dubaiToday(now: Date = new Date()): IsoDay {
  return new Date(now.getTime() + 4 * 3600_000).toISOString().slice(0, 10);
}
