// E-invoicing dates (Ministerial Decision No. 244 of 2025, as amended by Ministerial Resolution No. 66 of 2026): a
// business with revenue at or above the first phase's threshold appoints an accredited service provider and goes live
// on the first phase's dates, other businesses on the second's, government entities on their own.

import { FieldReader } from './fields.js';
import { asDay, asNumber, cite, type ToolLaw } from './law.js';
import { aedToFils } from './money.js';
import { aed, date, type Step, type ToolAnswer, type ToolInputs } from './outcome.js';

export const E_INVOICING_RULES = [
  'einvoicing-large-revenue',
  'einvoicing-asp-deadline-large',
  'einvoicing-go-live-large',
  'einvoicing-asp-deadline-other',
  'einvoicing-go-live-other',
  'einvoicing-asp-deadline-government',
  'einvoicing-go-live-government',
] as const;

export function eInvoicingDates(law: ToolLaw, inputs: ToolInputs): ToolAnswer {
  const read = new FieldReader(inputs);
  const government = read.yesNo('government');
  const revenue = read.amount('revenue', !government);
  const verdict = read.verdict;
  if (verdict !== 'ok') return verdict === 'empty' ? { kind: 'empty' } : { kind: 'invalid', errors: read.errors };

  const threshold = cite(law, 'einvoicing-large-revenue');
  const thresholdFils = aedToFils(asNumber(threshold));
  const phase = government ? 'government' : revenue! >= thresholdFils ? 'large' : 'other';
  const appoint = cite(law, `einvoicing-asp-deadline-${phase}`);
  const goLive = cite(law, `einvoicing-go-live-${phase}`);
  const say = { government: 'stepGovernment', large: 'stepLarge', other: 'stepOther' }[phase];
  const values = { revenue: aed(revenue ?? 0), threshold: aed(thresholdFils), appointBy: date(asDay(appoint)), goLive: date(asDay(goLive)) };
  const instruments = [...new Set([threshold.instrument, appoint.instrument, goLive.instrument])];
  const steps: Step[] = [{ say, values, instruments }];
  // A date before the build day has passed: the page says so rather than presenting it as to come.
  if (asDay(appoint) < law.asOf) steps.push({ say: 'stepPassed', values: { appointBy: date(asDay(appoint)) }, instruments: [] });
  return { kind: 'result', outcome: { results: { 'appoint-by': date(asDay(appoint)), 'go-live': date(asDay(goLive)) }, steps } };
}
