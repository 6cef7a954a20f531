// A tool answers as soon as the inputs allow: the corporate tax period end starts at 31 December of the build day's
// year (shown in the field, changeable), a field emptied on purpose is named as missing, and a result that does not
// apply to the visitor (the de minimis test outside a free zone) is not given at all.
import { describe, expect, it } from 'vitest';
import { missingFields, withDefaults } from '../../../src/shared/law/tools/defaults.js';
import { TOOLS } from '../../../src/shared/law/tools/index.js';
import { machineValue, type ToolAnswer } from '../../../src/shared/law/tools/outcome.js';
import { siteLaw } from '../../support/tool-law.js';

const law = siteLaw('2026-11-29');
const { fields, answer } = TOOLS['corporate-tax'];

function results(given: ToolAnswer): Record<string, string> {
  if (given.kind !== 'result') throw new Error(`no result: ${JSON.stringify(given)}`);
  return Object.fromEntries(Object.entries(given.outcome.results).map(([name, shown]) => [name, machineValue(shown)]));
}

describe('corporate tax with only income and revenue', () => {
  const typed = { income: '800000', revenue: '5000000' };

  it('shows the tax for a period ending 31 December of the build day’s year: AED 38,250', () => {
    const inputs = withDefaults(fields, law, typed);
    expect(inputs.periodEnd).toBe('2026-12-31');
    expect(results(answer(law, inputs))).toEqual({ tax: '38250', 'sbr-eligible': 'no' });
    expect(withDefaults(fields, siteLaw('2027-01-04'), typed).periodEnd).toBe('2027-12-31');
  });

  it('keeps a period end the visitor chose', () => {
    expect(withDefaults(fields, law, { ...typed, periodEnd: '2026-06-30' }).periodEnd).toBe('2026-06-30');
  });

  it('names the period end as missing once the visitor empties it, and computes nothing', () => {
    const inputs = withDefaults(fields, law, { ...typed, periodEnd: '' });
    const given = answer(law, inputs);
    expect(given.kind).toBe('invalid');
    expect(missingFields(fields, given)).toEqual(['periodEnd']);
  });

  it('names income and revenue, in the form’s order, before anything is typed', () => {
    expect(missingFields(fields, answer(law, withDefaults(fields, law, {})))).toEqual(['income', 'revenue']);
  });
});

describe('results that do not apply are not given', () => {
  it('a business outside a free zone gets no de minimis result, with or without the relief', () => {
    const resident = { qfzp: 'no', revenue: '5000000', periodEnd: '2026-12-31' };
    expect(results(answer(law, { ...resident, income: '800000' }))).not.toHaveProperty('qfzp-de-minimis-met');
    expect(results(answer(law, { ...resident, revenue: '100', income: '800000' }))).not.toHaveProperty('qfzp-de-minimis-met');
  });

  it('a Qualifying Free Zone Person gets it', () => {
    const qfzp = { qfzp: 'yes', revenue: '10000000', periodEnd: '2026-12-31', qualifyingIncome: '1', nonQualifyingIncome: '1', nonQualifyingRevenue: '1' };
    expect(results(answer(law, qfzp))['qfzp-de-minimis-met']).toBe('yes');
  });
});
