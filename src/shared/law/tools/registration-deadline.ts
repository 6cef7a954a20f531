// Corporate tax registration deadline for a resident juridical person (FTA Decision No. 3 of 2024): a person
// incorporated before 1 March 2024 registers by the date its licence's month of issue gives, whatever the year of
// issue; one incorporated from then on registers within the register's number of months of incorporation. The
// dates are register rules; which months share a row is the decision's table, kept here.

import { addMonths } from './days.js';
import { FieldReader } from './fields.js';
import { asDay, asNumber, cite, type ToolLaw } from './law.js';
import { aedToFils } from './money.js';
import { aed, count, date, type Step, type ToolAnswer, type ToolInputs } from './outcome.js';

/** The decision's rows: the months of issue (1–12) each rule's deadline covers. */
export const LICENCE_MONTH_RULES: readonly (readonly [string, readonly number[]])[] = [
  ['ct-registration-deadline-jan-feb', [1, 2]],
  ['ct-registration-deadline-mar-apr', [3, 4]],
  ['ct-registration-deadline-may', [5]],
  ['ct-registration-deadline-jun', [6]],
  ['ct-registration-deadline-jul', [7]],
  ['ct-registration-deadline-aug-sep', [8, 9]],
  ['ct-registration-deadline-oct-nov', [10, 11]],
  ['ct-registration-deadline-dec', [12]],
];

export const REGISTRATION_DEADLINE_RULES = [
  ...LICENCE_MONTH_RULES.map(([id]) => id),
  'ct-new-entity-registration-months',
  'ct-late-registration-penalty',
  'ct-registration-waiver-months',
] as const;

function ruleForMonth(month: number): string {
  return LICENCE_MONTH_RULES.find(([, months]) => months.includes(month))![0];
}

export function registrationDeadline(law: ToolLaw, inputs: ToolInputs): ToolAnswer {
  const read = new FieldReader(inputs);
  const byIncorporation = Boolean(inputs.incorporated?.trim());
  const incorporated = byIncorporation ? read.day('incorporated') : undefined;
  const licence = byIncorporation ? undefined : read.month('licenceIssued');
  const months = cite(law, 'ct-new-entity-registration-months');
  // The month rule's own start date: from it on, new entities count from incorporation instead of the table.
  const start = law.rules['ct-new-entity-registration-months'].values[0].from!;
  if (incorporated && incorporated < start) read.reject('incorporated', 'errorIncorporatedBeforeStart');
  if (licence && `${licence.year}-${String(licence.month).padStart(2, '0')}-01` >= start) read.reject('licenceIssued', 'errorLicenceAfterStart');
  const verdict = read.verdict;
  if (verdict !== 'ok') return verdict === 'empty' ? { kind: 'empty' } : { kind: 'invalid', errors: read.errors };

  const steps: Step[] = [];
  let deadline: string;
  if (incorporated) {
    deadline = addMonths(incorporated, asNumber(months));
    steps.push({
      say: 'stepIncorporated',
      values: { incorporated: date(incorporated), months: count(asNumber(months), 'months'), deadline: date(deadline) },
      instruments: [months.instrument],
    });
  } else {
    const rule = cite(law, ruleForMonth(licence!.month));
    deadline = asDay(rule);
    const month = `${licence!.year}-${String(licence!.month).padStart(2, '0')}`;
    steps.push({ say: 'stepLicenceMonth', values: { month: { kind: 'month', month }, deadline: date(deadline) }, instruments: [rule.instrument] });
  }
  const penalty = cite(law, 'ct-late-registration-penalty');
  const waiver = cite(law, 'ct-registration-waiver-months');
  steps.push(
    { say: 'stepLatePenalty', values: { penalty: aed(aedToFils(asNumber(penalty))) }, instruments: [penalty.instrument] },
    { say: 'stepWaiver', values: { months: count(asNumber(waiver), 'months') }, instruments: [waiver.instrument] },
  );
  return { kind: 'result', outcome: { results: { deadline: date(deadline) }, steps } };
}
