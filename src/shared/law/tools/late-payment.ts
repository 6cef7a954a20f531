// VAT and excise late-payment penalty for one amount, due date and payment date, as a schedule of dated charges.
// Each charge uses the rule in force on its own date (the register's values on that day):
//   rule of 28 June 2021 (Cabinet Decision No. 40 of 2017 as amended by Nos. 49 and 108 of 2021): the first-day rate on the
//     day after the due date, then the monthly rate for each month the tax stays unpaid after the due date, charged
//     on the same date as the first (due 28 June: 29 June, 29 July, 29 August …, as the site's April 2026 penalties
//     article dates them), all of them together capped at a share of the tax;
//   rule of 14 April 2026 (Cabinet Decision No. 129 of 2025): the annual rate ÷ 12 for each month or part of a month,
//     from the day after the due date and on the same date each month.
// A charge dated X is owed when the tax is still unpaid at the start of X (paid on X or later). For tax due before
// 14 April 2026 and unpaid after it no rule is published: the tool ASSUMES the 2021 rule's charges dated before
// 14 April 2026 and the 2026 rule's monthly charges dated from then on (on the 2026 rule's dates), and says so.

import type { IsoDay, Rule } from '../register.js';
import { addDays, addMonths } from './days.js';
import { FieldReader } from './fields.js';
import { asNumber, citeIfInForce, type ToolLaw } from './law.js';
import { exactPercentOf, roundExact } from './money.js';
import { aed, count, date, percent, type Charge, type Step, type ToolAnswer, type ToolInputs } from './outcome.js';

export const LATE_PAYMENT_RULES = ['late-payment-first-day-rate', 'late-payment-monthly-rate', 'late-payment-cap', 'late-payment-annual-rate'] as const;

/** The first day a rule has a non-null value: when it starts applying. */
function startOf(rule: Rule | undefined): IsoDay | undefined {
  return rule?.values.find((entry) => entry.value !== null)?.from;
}

/** A charge with its exact amount, so the total is rounded once (money.ts). */
type ExactCharge = Charge & { exact: bigint };

/** The 2021 rule's charges dated on or before `paid`, the cap applied to their running total. */
function ruleOf2021(law: ToolLaw, taxFils: number, due: IsoDay, paid: IsoDay): { charges: ExactCharge[]; capDay?: IsoDay; capPercent?: number } {
  const charges: ExactCharge[] = [];
  let total = 0n;
  const first = addDays(due, 1);
  for (let month = 0; ; month++) {
    // A month's charge falls on the day the tax has been unpaid a whole month more: the same date as the first.
    const day = addMonths(first, month);
    if (day > paid) break;
    const rate = citeIfInForce<number>(law, month === 0 ? 'late-payment-first-day-rate' : 'late-payment-monthly-rate', day);
    const cap = citeIfInForce<number>(law, 'late-payment-cap', day);
    if (!rate || !cap) break; // the rule has stopped applying (14 April 2026): later months follow the 2026 rule
    const capExact = exactPercentOf(taxFils, asNumber(cap));
    const full = exactPercentOf(taxFils, asNumber(rate));
    const exact = full < capExact - total ? full : capExact - total;
    if (exact <= 0n) return { charges, capDay: day, capPercent: asNumber(cap) };
    total += exact;
    charges.push({ day, exact, fils: roundExact(exact), say: month === 0 ? 'chargeFirstDay' : 'chargeMonthly', instrument: rate.instrument });
    if (total === capExact) return { charges, capDay: day, capPercent: asNumber(cap) };
  }
  return { charges };
}

/** The 2026 rule's monthly charges dated on or before `paid`, from the day after the due date. */
function ruleOf2026(law: ToolLaw, taxFils: number, due: IsoDay, paid: IsoDay): ExactCharge[] {
  const charges: ExactCharge[] = [];
  const first = addDays(due, 1);
  for (let month = 0; ; month++) {
    const day = addMonths(first, month);
    if (day > paid) break;
    const rate = citeIfInForce<number>(law, 'late-payment-annual-rate', day);
    if (!rate) continue; // before 14 April 2026 the 2021 rule charged this month
    const exact = exactPercentOf(taxFils, asNumber(rate), 12);
    charges.push({ day, exact, fils: roundExact(exact), say: 'chargeAnnual', instrument: rate.instrument });
  }
  return charges;
}

export function latePayment(law: ToolLaw, inputs: ToolInputs): ToolAnswer {
  const read = new FieldReader(inputs);
  const tax = read.amount('tax');
  const due = read.day('due');
  const paid = read.day('paid');
  const oldStart = startOf(law.rules['late-payment-first-day-rate']);
  const newStart = startOf(law.rules['late-payment-annual-rate']);
  if (due && paid && paid < due) read.reject('paid', 'errorPaidBeforeDue');
  if (due && oldStart && addDays(due, 1) < oldStart) read.reject('due', 'errorDueBeforeRules');
  const verdict = read.verdict;
  if (verdict !== 'ok') return verdict === 'empty' ? { kind: 'empty' } : { kind: 'invalid', errors: read.errors };

  const old = ruleOf2021(law, tax!, due!, paid!);
  const recent = ruleOf2026(law, tax!, due!, paid!);
  const exact = [...old.charges, ...recent].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const penalty = roundExact(exact.reduce((sum, charge) => sum + charge.exact, 0n));
  const schedule: Charge[] = exact.map(({ exact: _exact, ...charge }) => charge);
  const steps: Step[] = [];
  const day1 = addDays(due!, 1);
  if (old.charges.length > 0) {
    const first = citeIfInForce<number>(law, 'late-payment-first-day-rate', day1);
    const monthly = citeIfInForce<number>(law, 'late-payment-monthly-rate', day1);
    const cap = citeIfInForce<number>(law, 'late-payment-cap', day1);
    steps.push({
      say: 'stepOldRule',
      values: { firstRate: percent(asNumber(first!)), monthlyRate: percent(asNumber(monthly!)), cap: percent(asNumber(cap!)) },
      instruments: [first!.instrument],
    });
    if (old.capDay) steps.push({ say: 'stepCapReached', values: { cap: percent(old.capPercent!), day: date(old.capDay) }, instruments: [first!.instrument] });
  }
  if (recent.length > 0) {
    const rate = citeIfInForce<number>(law, 'late-payment-annual-rate', recent[0].day)!;
    steps.push({ say: 'stepNewRule', values: { annualRate: percent(asNumber(rate)), monthly: aed(recent[0].fils) }, instruments: [rate.instrument] });
  }
  if (old.charges.length > 0 && recent.length > 0 && newStart) steps.push({ say: 'stepSpanAssumption', values: { start: date(newStart) }, instruments: [] });
  steps.push({
    say: schedule.length === 0 ? 'stepNoPenalty' : 'stepLateTotal',
    values: { charges: count(schedule.length), penalty: aed(penalty) },
    instruments: [],
  });
  return { kind: 'result', outcome: { results: { penalty: aed(penalty) }, steps, schedule } };
}
