// The law register read as a log of changes: every dated value of every rule is one change, with the value it
// replaced. The /law-changes page, its Atom feeds and anything that tells people about changes (an alert sent for
// "what took effect since the last one") read the log through these functions, so they cannot disagree about what
// changed when. Pure and free of I/O, like the rest of the register's code.

import type { IsoDay, Rule, RuleValue } from './register.js';

/** One dated value of a rule, as a change from the value before it. */
export interface LawChange {
  ruleId: string;
  /** The value's index in the rule's `values`. */
  index: number;
  /** The day the new value applies from. */
  from: IsoDay;
  /** The new value; `null` when the rule stops applying on that day. */
  value: RuleValue['value'];
  /** The instrument that set the new value. */
  instrument: string;
  /** The value it replaced; absent for a rule's first value, which replaced nothing. */
  old?: { value: RuleValue['value']; from?: IsoDay; instrument: string };
}

/** A change's name on the page and in feeds (`sbr-last-period-end-2026-08-07`): the same for as long as the register holds it. */
export function changeKey(change: Pick<LawChange, 'ruleId' | 'from'>): string {
  return `${change.ruleId}-${change.from}`;
}

/**
 * Every dated value of the register as a change, newest first; changes of the same day in the register's order. A
 * value without `from` (a first value that applies from whenever its instrument took effect) has no day to be
 * listed under: it appears only as the `old` value of the change that replaced it.
 */
export function registerChanges(rules: readonly Rule[]): LawChange[] {
  const changes: LawChange[] = [];
  for (const rule of rules) {
    rule.values.forEach((entry, index) => {
      if (entry.from === undefined) return;
      const before = index > 0 ? rule.values[index - 1] : undefined;
      changes.push({
        ruleId: rule.id,
        index,
        from: entry.from,
        value: entry.value,
        instrument: entry.instrument,
        ...(before ? { old: { value: before.value, ...(before.from ? { from: before.from } : {}), instrument: before.instrument } } : {}),
      });
    });
  }
  // A stable sort: changes of one day keep the register's order.
  return changes.sort((a, b) => (a.from === b.from ? 0 : a.from < b.from ? 1 : -1));
}

/**
 * The changes in force on `day` (newest first, as given) and those still to come, soonest first: what a reader
 * wants next is the nearest date.
 */
export function splitAtDay(changes: readonly LawChange[], day: IsoDay): { inForce: LawChange[]; upcoming: LawChange[] } {
  return {
    inForce: changes.filter((change) => change.from <= day),
    upcoming: changes.filter((change) => change.from > day).reverse(),
  };
}

/**
 * The changes that took effect after `after` and on or before `through`: what someone told of the law on `after`
 * has not yet been told on `through` (an alert sent each day asks for the days since its last one).
 */
export function changesTakingEffect(changes: readonly LawChange[], after: IsoDay, through: IsoDay): LawChange[] {
  return changes.filter((change) => change.from > after && change.from <= through);
}
