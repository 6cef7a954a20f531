// Corporate tax for one tax period: the 0% band and the rate above it (Cabinet Decision No. 116 of 2022), Small
// Business Relief (Ministerial Decision No. 73 of 2023, as extended) and a Qualifying Free Zone Person's income with
// the de minimis test (Cabinet Decision No. 100 of 2023). Every figure comes from the register through `law`.

import type { IsoDay } from '../register.js';
import { FieldReader } from './fields.js';
import { asDay, asNumber, cite, type ToolLaw } from './law.js';
import { aedToFils, percentOf } from './money.js';
import { aed, count, date, percent, yesNo, type Step, type ToolAnswer, type ToolInputs } from './outcome.js';

export const CORPORATE_TAX_RULES = [
  'ct-zero-band',
  'ct-rate',
  'sbr-revenue-limit',
  'sbr-last-period-end',
  'sbr-excluded-group-revenue',
  'qfzp-de-minimis-share',
  'qfzp-de-minimis-cap',
  'qfzp-disqualified-periods',
] as const;

/** Tax on a resident's taxable income: 0% up to the band, the rate on the rest. */
export function residentTax(law: ToolLaw, incomeFils: number): { fils: number; steps: Step[] } {
  const band = cite(law, 'ct-zero-band');
  const rate = cite(law, 'ct-rate');
  const bandFils = aedToFils(asNumber(band));
  const above = Math.max(0, incomeFils - bandFils);
  const fils = percentOf(above, asNumber(rate));
  return {
    fils,
    steps: [
      { say: 'stepZeroBand', values: { income: aed(incomeFils), band: aed(bandFils) }, instruments: [band.instrument] },
      { say: 'stepRate', values: { rate: percent(asNumber(rate)), above: aed(above), tax: aed(fils) }, instruments: [rate.instrument] },
    ],
  };
}

interface SbrFacts {
  revenue: number;
  periodEnd: IsoDay;
  earlierOver: boolean;
  groupOver: boolean;
  qfzp: boolean;
}

/** Small Business Relief: every condition, each failed one as its own step. */
export function smallBusinessRelief(law: ToolLaw, facts: SbrFacts): { eligible: boolean; steps: Step[] } {
  const limit = cite(law, 'sbr-revenue-limit');
  const lastEnd = cite(law, 'sbr-last-period-end');
  const group = cite(law, 'sbr-excluded-group-revenue');
  const limitFils = aedToFils(asNumber(limit));
  const steps: Step[] = [];
  // CTGSBR1: revenue "below or equal to" the limit qualifies.
  if (facts.revenue > limitFils)
    steps.push({ say: 'stepSbrRevenueOver', values: { revenue: aed(facts.revenue), limit: aed(limitFils) }, instruments: [limit.instrument] });
  if (facts.earlierOver) steps.push({ say: 'stepSbrEarlierOver', values: { limit: aed(limitFils) }, instruments: [limit.instrument] });
  if (facts.periodEnd > asDay(lastEnd))
    steps.push({ say: 'stepSbrPeriodLate', values: { periodEnd: date(facts.periodEnd), lastEnd: date(asDay(lastEnd)) }, instruments: [lastEnd.instrument] });
  if (facts.qfzp) steps.push({ say: 'stepSbrQfzp', values: {}, instruments: [limit.instrument] });
  if (facts.groupOver) steps.push({ say: 'stepSbrGroup', values: { groupRevenue: aed(aedToFils(asNumber(group))) }, instruments: [group.instrument] });
  const eligible = steps.length === 0;
  if (eligible)
    steps.push({
      say: 'stepSbrEligible',
      values: { revenue: aed(facts.revenue), limit: aed(limitFils), lastEnd: date(asDay(lastEnd)) },
      instruments: [limit.instrument, ...(lastEnd.instrument === limit.instrument ? [] : [lastEnd.instrument])],
    });
  return { eligible, steps };
}

/** The de minimis limit: the lower of the share of total revenue and the cap. */
export function deMinimisLimit(law: ToolLaw, revenueFils: number): { fils: number; step: Step } {
  const share = cite(law, 'qfzp-de-minimis-share');
  const cap = cite(law, 'qfzp-de-minimis-cap');
  const shareFils = percentOf(revenueFils, asNumber(share));
  const capFils = aedToFils(asNumber(cap));
  const fils = Math.min(shareFils, capFils);
  return {
    fils,
    step: {
      say: 'stepDeMinimisLimit',
      values: { share: percent(asNumber(share)), revenue: aed(revenueFils), shareAmount: aed(shareFils), cap: aed(capFils), limit: aed(fils) },
      instruments: [share.instrument],
    },
  };
}

/** The de minimis result belongs to a Qualifying Free Zone Person only: a resident's answer has no such line. */
export function corporateTax(law: ToolLaw, inputs: ToolInputs): ToolAnswer {
  const read = new FieldReader(inputs);
  const qfzp = read.yesNo('qfzp');
  const earlierOver = read.yesNo('earlierRevenueOverLimit');
  const groupOver = read.yesNo('groupRevenueOverLimit');
  const revenue = read.amount('revenue');
  const periodEnd = read.day('periodEnd');
  const income = qfzp ? undefined : read.amount('income');
  const qualifying = qfzp ? read.amount('qualifyingIncome') : undefined;
  const nonQualifying = qfzp ? read.amount('nonQualifyingIncome') : undefined;
  const nonQualifyingRevenue = qfzp ? read.amount('nonQualifyingRevenue') : undefined;
  if (nonQualifyingRevenue !== undefined && revenue !== undefined && nonQualifyingRevenue > revenue) read.reject('nonQualifyingRevenue', 'errorPartOverTotal');
  const verdict = read.verdict;
  if (verdict !== 'ok') return verdict === 'empty' ? { kind: 'empty' } : { kind: 'invalid', errors: read.errors };

  const sbr = smallBusinessRelief(law, { revenue: revenue!, periodEnd: periodEnd!, earlierOver, groupOver, qfzp });
  if (!qfzp) {
    if (sbr.eligible) {
      const steps = [...sbr.steps, { say: 'stepSbrTax', values: { income: aed(income!) }, instruments: [] }];
      return { kind: 'result', outcome: { results: { tax: aed(0), 'sbr-eligible': yesNo(true) }, steps } };
    }
    const tax = residentTax(law, income!);
    return {
      kind: 'result',
      outcome: { results: { tax: aed(tax.fils), 'sbr-eligible': yesNo(false) }, steps: [...sbr.steps, ...tax.steps] },
    };
  }

  const limit = deMinimisLimit(law, revenue!);
  const met = nonQualifyingRevenue! <= limit.fils;
  const rate = cite(law, 'ct-rate');
  const steps: Step[] = [...sbr.steps, limit.step];
  if (met) {
    const fils = percentOf(nonQualifying!, asNumber(rate));
    steps.push(
      {
        say: 'stepDeMinimisMet',
        values: { nonQualifyingRevenue: aed(nonQualifyingRevenue!), limit: aed(limit.fils) },
        instruments: [limit.step.instruments[0]],
      },
      { say: 'stepQfzpQualifying', values: { qualifyingIncome: aed(qualifying!) }, instruments: [limit.step.instruments[0]] },
      {
        say: 'stepQfzpNonQualifying',
        values: { nonQualifyingIncome: aed(nonQualifying!), rate: percent(asNumber(rate)), tax: aed(fils) },
        instruments: [rate.instrument],
      },
    );
    return { kind: 'result', outcome: { results: { tax: aed(fils), 'sbr-eligible': yesNo(false), 'qfzp-de-minimis-met': yesNo(true) }, steps } };
  }
  const periods = cite(law, 'qfzp-disqualified-periods');
  const total = qualifying! + nonQualifying!;
  steps.push({
    say: 'stepDeMinimisFailed',
    values: { nonQualifyingRevenue: aed(nonQualifyingRevenue!), limit: aed(limit.fils), periods: count(asNumber(periods)), income: aed(total) },
    instruments: [limit.step.instruments[0], periods.instrument],
  });
  const tax = residentTax(law, total);
  return {
    kind: 'result',
    outcome: { results: { tax: aed(tax.fils), 'sbr-eligible': yesNo(false), 'qfzp-de-minimis-met': yesNo(false) }, steps: [...steps, ...tax.steps] },
  };
}
