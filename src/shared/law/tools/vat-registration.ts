// VAT registration (Federal Decree-Law No. 8 of 2017; Cabinet Decision No. 52 of 2017, Article 8): mandatory when
// taxable supplies and imports of the past 12 months, or those expected in the next 30 days, exceed the mandatory
// threshold; voluntary when they, or taxable expenses, exceed the voluntary threshold. "Exceed" is strict:
// exactly the threshold is not above it (AED 375,000 is not; 375,000.01 is).

import { FieldReader } from './fields.js';
import { asNumber, cite, type ToolLaw } from './law.js';
import { aedToFils } from './money.js';
import { aed, word, type Step, type ToolAnswer, type ToolInputs } from './outcome.js';

export const VAT_REGISTRATION_RULES = ['vat-mandatory-threshold', 'vat-voluntary-threshold'] as const;

export function vatRegistration(law: ToolLaw, inputs: ToolInputs): ToolAnswer {
  const read = new FieldReader(inputs);
  const past12 = read.amount('past12');
  const next30 = read.amount('next30');
  const expenses = read.amount('expenses', false) ?? 0;
  const verdict = read.verdict;
  if (verdict !== 'ok') return verdict === 'empty' ? { kind: 'empty' } : { kind: 'invalid', errors: read.errors };

  const mandatory = cite(law, 'vat-mandatory-threshold');
  const voluntary = cite(law, 'vat-voluntary-threshold');
  const mandatoryFils = aedToFils(asNumber(mandatory));
  const voluntaryFils = aedToFils(asNumber(voluntary));
  const values = { past12: aed(past12!), next30: aed(next30!), expenses: aed(expenses), mandatory: aed(mandatoryFils), voluntary: aed(voluntaryFils) };
  let status: string;
  let say: string;
  if (past12! > mandatoryFils || next30! > mandatoryFils) [status, say] = ['mandatory', 'stepMandatory'];
  else if (past12! > voluntaryFils || next30! > voluntaryFils || expenses > voluntaryFils) [status, say] = ['voluntary', 'stepVoluntary'];
  else [status, say] = ['not-eligible', 'stepNotEligible'];
  const steps: Step[] = [{ say, values, instruments: [status === 'voluntary' ? voluntary.instrument : mandatory.instrument] }];
  return { kind: 'result', outcome: { results: { status: word(status) }, steps } };
}
