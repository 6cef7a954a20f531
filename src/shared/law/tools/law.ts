// What a tool receives from the register: the rules it reads, whole (every dated value with its instrument), and the
// day the page was built. The build passes only these rules in the tool page's data, so other pages carry nothing new,
// and the browser computes with exactly the values the page's text quotes.

import { valueOn, type IsoDay, type Rule } from '../register.js';

export interface ToolLaw {
  /** The build day (today in Dubai, or `--as-of`): values in force on it are "the law" for the tool. */
  asOf: IsoDay;
  rules: Record<string, Rule>;
}

/** A value the tool used, with where it comes from, for the explanation under the result. */
export interface Cited<T extends number | string = number | string> {
  id: string;
  value: T;
  instrument: string;
  unit: Rule['unit'];
}

/** The rule's value in force on `day` (default: the build day); throws when the register lacks it, a build mistake. */
export function cite<T extends number | string>(law: ToolLaw, id: string, day: IsoDay = law.asOf): Cited<T> {
  const rule = law.rules[id];
  if (!rule) throw new Error(`The tool needs the law register's rule \`${id}\`, which its page data lacks.`);
  const found = valueOn(rule, day);
  if (!found || found.value === null) throw new Error(`The register's rule \`${id}\` has no value on ${day}.`);
  return { id, value: found.value as T, instrument: found.instrument, unit: rule.unit };
}

/** The value on `day` or null when the rule does not apply then (before its first value, or ended). */
export function citeIfInForce<T extends number | string>(law: ToolLaw, id: string, day: IsoDay): Cited<T> | null {
  const rule = law.rules[id];
  if (!rule) throw new Error(`The tool needs the law register's rule \`${id}\`, which its page data lacks.`);
  const found = valueOn(rule, day);
  return found && found.value !== null ? { id, value: found.value as T, instrument: found.instrument, unit: rule.unit } : null;
}

/** Register values are YAML scalars: dates may arrive as text; numbers as numbers. */
export function asDay(cited: Cited): IsoDay {
  return String(cited.value);
}
export function asNumber(cited: Cited): number {
  return Number(cited.value);
}
