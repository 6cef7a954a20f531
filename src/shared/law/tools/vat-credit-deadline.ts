// The last date to claim (carry forward, offset or refund) an excess VAT credit: the register's number of years from
// the end of the tax period it arose in (Federal Decree-Law No. 16 of 2025, VAT Law Art. 74(3)); a balance whose
// period ends on or before the transitional window's end may still be claimed until that date (Federal Decree-Law
// No. 17 of 2025, Article 3: periods that ended before 1 January 2026 or end within a year of it).

import { addYears } from './days.js';
import { FieldReader } from './fields.js';
import { asDay, asNumber, cite, type ToolLaw } from './law.js';
import { count, date, type Step, type ToolAnswer, type ToolInputs } from './outcome.js';

export const VAT_CREDIT_RULES = ['vat-credit-years', 'vat-credit-window-end', 'vat-start'] as const;

export function vatCreditDeadline(law: ToolLaw, inputs: ToolInputs): ToolAnswer {
  const read = new FieldReader(inputs);
  const periodEnd = read.day('periodEnd');
  const start = cite(law, 'vat-start');
  if (periodEnd && periodEnd < asDay(start)) read.reject('periodEnd', 'errorBeforeVat');
  const verdict = read.verdict;
  if (verdict !== 'ok') return verdict === 'empty' ? { kind: 'empty' } : { kind: 'invalid', errors: read.errors };

  const years = cite(law, 'vat-credit-years');
  const windowEnd = cite(law, 'vat-credit-window-end');
  const normal = addYears(periodEnd!, asNumber(years));
  const steps: Step[] = [
    {
      say: 'stepFiveYears',
      values: { periodEnd: date(periodEnd!), years: count(asNumber(years), 'years'), normal: date(normal) },
      instruments: [years.instrument],
    },
  ];
  const inWindow = normal <= asDay(windowEnd);
  if (inWindow) steps.push({ say: 'stepWindow', values: { windowEnd: date(asDay(windowEnd)) }, instruments: [windowEnd.instrument] });
  const deadline = inWindow ? asDay(windowEnd) : normal;
  // The law's own words: after the deadline the credit is lost, so an answer for an old period says so.
  if (deadline < law.asOf) steps.push({ say: 'stepExpired', values: { deadline: date(deadline) }, instruments: [] });
  return { kind: 'result', outcome: { results: { deadline: date(deadline) }, steps } };
}
