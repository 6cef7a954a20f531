// The six tools against the published worked examples of ../shared/law-sources.md (each test names its source) and
// at the edges of every threshold and date, computed with the real register of site.yaml.
import { describe, expect, it } from 'vitest';
import { TOOLS, type ToolId } from '../../../src/shared/law/tools/index.js';
import { machineValue, type ToolAnswer } from '../../../src/shared/law/tools/outcome.js';
import type { Rule } from '../../../src/shared/law/register.js';
import type { ToolLaw } from '../../../src/shared/law/tools/law.js';
import { lawWith, siteLaw } from '../../support/tool-law.js';

const law = siteLaw();

function answer(tool: ToolId, inputs: Record<string, string>, at = law): ToolAnswer {
  return TOOLS[tool].answer(at, inputs);
}

/** The results' machine values (what `data-value` holds), or the errors by field. */
function values(tool: ToolId, inputs: Record<string, string>, at = law): Record<string, string> {
  const result = answer(tool, inputs, at);
  if (result.kind === 'invalid') return { errors: JSON.stringify(result.errors) };
  if (result.kind === 'empty') return { empty: 'yes' };
  return Object.fromEntries(Object.entries(result.outcome.results).map(([name, shown]) => [name, machineValue(shown)]));
}

const resident = { revenue: '5000000', periodEnd: '2026-12-31' };

describe('corporate tax', () => {
  // law-sources.md: "200,000 → 0; 500,000 → 11,250; 800,000 → 38,250; 1,000,000 → 56,250 (0% up to 375,000, 9% above;
  // several firm FAQs agree)".
  it.each([
    ['200000', '0'],
    ['500000', '11250'],
    ['800000', '38250'],
    ['1000000', '56250'],
  ])('taxable income %s → tax %s (firm FAQs quoted in law-sources.md)', (income, tax) => {
    expect(values('corporate-tax', { income, ...resident }).tax).toBe(tax);
  });

  it('is 0 at exactly the 0% band, and 9% of a fils just above it, rounded half up', () => {
    expect(values('corporate-tax', { income: '375000', ...resident }).tax).toBe('0');
    expect(values('corporate-tax', { income: '375000.01', ...resident }).tax).toBe('0'); // 0.0009 AED → 0 fils
    expect(values('corporate-tax', { income: '375000.06', ...resident }).tax).toBe('0.01'); // 0.0054 AED → 1 fils
  });

  // law-sources.md: "revenue 1,900,000 in a period ending 31 Dec 2026 but 4,300,000 in the previous period → not
  // eligible (the FTA's Small Business Relief topic page, "Mr. Y")".
  it('Small Business Relief: Mr. Y, revenue over the limit in an earlier period, is not eligible (FTA topic page)', () => {
    const result = values('corporate-tax', { income: '500000', revenue: '1900000', periodEnd: '2026-12-31', earlierRevenueOverLimit: 'yes' });
    expect(result).toEqual({ tax: '11250', 'sbr-eligible': 'no' });
  });

  // law-sources.md: "revenue of exactly 3,000,000 is within the relief (CTGSBR1: "below or equal to")".
  it('Small Business Relief: revenue of exactly AED 3,000,000 is within it (CTGSBR1), 3,000,000.01 is not', () => {
    expect(values('corporate-tax', { income: '900000', revenue: '3000000', periodEnd: '2026-12-31' })).toEqual({
      tax: '0',
      'sbr-eligible': 'yes',
    });
    expect(values('corporate-tax', { income: '900000', revenue: '3000000.01', periodEnd: '2026-12-31' })['sbr-eligible']).toBe('no');
  });

  it('Small Business Relief: the period must end on or before the register’s last date (31 December 2029 since the extension)', () => {
    expect(values('corporate-tax', { income: '900000', revenue: '100', periodEnd: '2029-12-31' })['sbr-eligible']).toBe('yes');
    expect(values('corporate-tax', { income: '900000', revenue: '100', periodEnd: '2030-01-01' })['sbr-eligible']).toBe('no');
    // Built before the extension was announced (7 August 2026), the register's value was 31 December 2026.
    expect(values('corporate-tax', { income: '900000', revenue: '100', periodEnd: '2027-12-31' }, siteLaw('2026-08-06'))['sbr-eligible']).toBe('no');
  });

  it('Small Business Relief excludes members of a large multinational group and Qualifying Free Zone Persons', () => {
    expect(values('corporate-tax', { income: '900000', revenue: '100', periodEnd: '2026-12-31', groupRevenueOverLimit: 'yes' })['sbr-eligible']).toBe('no');
    const qfzp = { qfzp: 'yes', revenue: '100', periodEnd: '2026-12-31', qualifyingIncome: '50', nonQualifyingIncome: '0', nonQualifyingRevenue: '0' };
    expect(values('corporate-tax', qfzp)['sbr-eligible']).toBe('no');
  });

  // law-sources.md: "the lower of 5% of total revenue and AED 5 million — revenue 200 million → limit 5,000,000".
  it('de minimis: revenue AED 200 million gives a limit of AED 5,000,000 (Cabinet Decision No. 100 of 2023)', () => {
    const base = { qfzp: 'yes', revenue: '200000000', periodEnd: '2026-12-31', qualifyingIncome: '10000000', nonQualifyingIncome: '1000000' };
    expect(values('corporate-tax', { ...base, nonQualifyingRevenue: '5000000' })).toEqual({ tax: '90000', 'sbr-eligible': 'no', 'qfzp-de-minimis-met': 'yes' });
    // One fils over the limit: taxed like any resident on both incomes, 9% of (11,000,000 − 375,000).
    expect(values('corporate-tax', { ...base, nonQualifyingRevenue: '5000000.01' })).toEqual({
      tax: '956250',
      'sbr-eligible': 'no',
      'qfzp-de-minimis-met': 'no',
    });
  });

  it('de minimis: under AED 100 million of revenue the 5% share is the lower limit', () => {
    const base = { qfzp: 'yes', revenue: '10000000', periodEnd: '2026-12-31', qualifyingIncome: '1', nonQualifyingIncome: '1' };
    expect(values('corporate-tax', { ...base, nonQualifyingRevenue: '500000' })['qfzp-de-minimis-met']).toBe('yes');
    expect(values('corporate-tax', { ...base, nonQualifyingRevenue: '500000.01' })['qfzp-de-minimis-met']).toBe('no');
  });

  it('reports impossible input at its field, never NaN', () => {
    expect(answer('corporate-tax', { income: '-5', ...resident })).toEqual({ kind: 'invalid', errors: { income: 'errorAmount' } });
    expect(answer('corporate-tax', { income: '5', revenue: '1', periodEnd: '2026-02-30' })).toEqual({ kind: 'invalid', errors: { periodEnd: 'errorDay' } });
    expect(answer('corporate-tax', { income: '1.234', ...resident })).toEqual({ kind: 'invalid', errors: { income: 'errorAmount' } });
    expect(answer('corporate-tax', {})).toEqual({ kind: 'empty' });
    const over = { qfzp: 'yes', revenue: '10', periodEnd: '2026-12-31', qualifyingIncome: '1', nonQualifyingIncome: '1', nonQualifyingRevenue: '11' };
    expect(answer('corporate-tax', over)).toEqual({ kind: 'invalid', errors: { nonQualifyingRevenue: 'errorPartOverTotal' } });
  });
});

describe('late-payment penalty', () => {
  const penalty = (tax: string, due: string, paid: string) => values('late-payment-penalty', { tax, due, paid }).penalty;

  // law-sources.md: "AED 100,000 → 2,000 the day after the due date, +4,000 a month after, capped at 300,000".
  it('the 2021 rule: AED 100,000 → 2,000 the day after the due date (Cabinet Decision No. 40 of 2017 as amended, law-sources.md)', () => {
    expect(penalty('100000', '2023-03-28', '2023-03-28')).toBe('0');
    expect(penalty('100000', '2023-03-28', '2023-03-29')).toBe('2000');
    expect(penalty('100000', '2023-03-28', '2023-04-28')).toBe('2000'); // unpaid one month after the due date …
    expect(penalty('100000', '2023-03-28', '2023-04-29')).toBe('6000'); // … +4,000 the next day, and each month
    expect(penalty('100000', '2023-03-28', '2023-05-29')).toBe('10000');
    // The site's own worked example (content/blogs/uae-tax-penalties-from-14-april-2026.md): AED 100,000 due on
    // 28 June, paid on 28 September: 2% on 29 June, 4% on 29 July and 29 August = AED 10,000; a day later, +4,000.
    expect(penalty('100000', '2025-06-28', '2025-09-28')).toBe('10000');
    expect(penalty('100000', '2025-06-28', '2025-09-29')).toBe('14000');
  });

  it('the 2021 rule: capped at 300% (AED 300,000 on AED 100,000), the 75th month cut to reach it exactly', () => {
    // Under the real register no debt reaches the cap before 14 April 2026 (75 months after 28 June 2021 is 2027), so
    // the cap is tested on a register where the 2021 rule never ended.
    const endless = (id: string, value: number): Record<string, Rule> => ({
      [id]: { ...law.rules[id], values: [{ from: '2021-06-28', value, instrument: 'Cabinet Decision No. 49 of 2021' }] },
    });
    const never: Rule = {
      ...law.rules['late-payment-annual-rate'],
      values: [{ from: '2099-01-01', value: 14, instrument: 'Cabinet Decision No. 129 of 2025' }],
    };
    const old: ToolLaw = {
      ...law,
      rules: {
        ...law.rules,
        ...endless('late-payment-first-day-rate', 2),
        ...endless('late-payment-monthly-rate', 4),
        ...endless('late-payment-cap', 300),
        'late-payment-annual-rate': never,
      },
    };
    const at = (paid: string) => values('late-payment-penalty', { tax: '100000', due: '2021-07-01', paid }, old).penalty;
    // 2% + 74 × 4% = 298% on the 74th monthly date; the 75th monthly charge is cut to 2% to reach the cap; nothing after.
    expect(at('2027-09-02')).toBe('298000');
    expect(at('2027-10-02')).toBe('300000');
    expect(at('2035-10-01')).toBe('300000');
  });

  it('the 2026 rule: 14% a year, a twelfth for each month or part of a month from the day after the due date', () => {
    expect(penalty('100000', '2026-05-28', '2026-05-28')).toBe('0');
    expect(penalty('100000', '2026-05-28', '2026-05-29')).toBe('1166.67'); // 100,000 × 14% ÷ 12, rounded half up
    expect(penalty('100000', '2026-05-28', '2026-06-28')).toBe('1166.67');
    expect(penalty('100000', '2026-05-28', '2026-06-29')).toBe('2333.33'); // 2 × 14% ÷ 12, rounded once
    // The site's own worked example (content/blogs/uae-tax-penalties-from-14-april-2026.md): AED 100,000 due on
    // 28 June, paid on 28 September: three monthly charges, 3.5% = AED 3,500 (not the 3,500.01 of three rounded ones).
    expect(penalty('100000', '2026-06-28', '2026-09-28')).toBe('3500');
    expect(penalty('1200', '2026-05-28', '2027-05-28')).toBe('168'); // a full year: 12 × 14
  });

  it('around 14 April 2026: the 2021 rule up to 13 April, the 14% rule from the 14th', () => {
    // Due 12 April 2026: the first charge (13 April) is the 2021 rule's 2%; the 14% rule's next date is 13 May.
    expect(penalty('100000', '2026-04-12', '2026-04-13')).toBe('2000');
    expect(penalty('100000', '2026-04-12', '2026-05-12')).toBe('2000');
    expect(penalty('100000', '2026-04-12', '2026-05-13')).toBe('3166.67');
    // Due 13 April 2026: the day after is the 14th, under the new rule.
    expect(penalty('100000', '2026-04-13', '2026-04-14')).toBe('1166.67');
  });

  it('a debt spanning 14 April 2026 says what it assumes', () => {
    const result = answer('late-payment-penalty', { tax: '100000', due: '2026-01-28', paid: '2026-06-01' });
    expect(result.kind).toBe('result');
    if (result.kind !== 'result') return;
    // 2% (29 Jan) + 4% (28 Feb, February's last day) + 4% (29 Mar); then 14%/12 on 29 Apr and 29 May.
    expect(machineValue(result.outcome.results.penalty)).toBe('12333.33');
    expect(result.outcome.steps.map((step) => step.say)).toContain('stepSpanAssumption');
    expect(result.outcome.schedule!.map((charge) => charge.day)).toEqual(['2026-01-29', '2026-02-28', '2026-03-29', '2026-04-29', '2026-05-29']);
  });

  it('a payment before the due date, a date that does not exist and a due date before the 2021 rule are errors at their fields', () => {
    expect(answer('late-payment-penalty', { tax: '1', due: '2026-05-28', paid: '2026-05-27' })).toEqual({
      kind: 'invalid',
      errors: { paid: 'errorPaidBeforeDue' },
    });
    expect(answer('late-payment-penalty', { tax: '1', due: '2026-02-29', paid: '2026-05-27' })).toEqual({ kind: 'invalid', errors: { due: 'errorDay' } });
    expect(answer('late-payment-penalty', { tax: '1', due: '2021-06-26', paid: '2021-07-27' })).toEqual({
      kind: 'invalid',
      errors: { due: 'errorDueBeforeRules' },
    });
    expect(values('late-payment-penalty', { tax: '100000', due: '2021-06-27', paid: '2021-06-28' }).penalty).toBe('2000');
  });
});

describe('registration deadline', () => {
  // FTA Decision No. 3 of 2024's table (facts.md): Jan–Feb 31 May 2024 … Dec 31 Dec 2024, whatever the year of issue.
  it.each([
    ['2010-01', '2024-05-31'],
    ['2022-02', '2024-05-31'],
    ['2016-04', '2024-06-30'], // the example of the late-registration article
    ['2019-05', '2024-07-31'],
    ['2019-06', '2024-08-31'],
    ['2019-07', '2024-09-30'],
    ['2019-09', '2024-10-31'],
    ['2020-11', '2024-11-30'], // the article's second example
    ['2023-12', '2024-12-31'],
    ['2024-02', '2024-05-31'],
  ])('licence issued %s → register by %s (FTA Decision No. 3 of 2024)', (licenceIssued, deadline) => {
    expect(values('registration-deadline', { licenceIssued }).deadline).toBe(deadline);
  });

  it('from 1 March 2024, 3 months from incorporation; the day before is an error pointing to the licence table', () => {
    expect(values('registration-deadline', { incorporated: '2024-03-01' }).deadline).toBe('2024-06-01');
    expect(values('registration-deadline', { incorporated: '2025-11-30' }).deadline).toBe('2026-02-28');
    expect(answer('registration-deadline', { incorporated: '2024-02-29' })).toEqual({
      kind: 'invalid',
      errors: { incorporated: 'errorIncorporatedBeforeStart' },
    });
    expect(answer('registration-deadline', { licenceIssued: '2024-03' })).toEqual({ kind: 'invalid', errors: { licenceIssued: 'errorLicenceAfterStart' } });
    expect(answer('registration-deadline', { licenceIssued: '2024-13' })).toEqual({ kind: 'invalid', errors: { licenceIssued: 'errorMonth' } });
  });
});

describe('VAT registration', () => {
  // law-sources.md: "375,000 of taxable supplies is not above the threshold; 375,001 is (mandatory); voluntary above 187,500".
  it.each([
    [{ past12: '375000', next30: '0' }, 'voluntary'],
    [{ past12: '375001', next30: '0' }, 'mandatory'],
    [{ past12: '0', next30: '375000.01' }, 'mandatory'],
    [{ past12: '187500', next30: '0' }, 'not-eligible'],
    [{ past12: '187500.01', next30: '0' }, 'voluntary'],
    [{ past12: '0', next30: '0', expenses: '187501' }, 'voluntary'],
    [{ past12: '0', next30: '0', expenses: '187500' }, 'not-eligible'],
  ])('%o → %s (Cabinet Decision No. 52 of 2017, Art. 8; law-sources.md)', (inputs, status) => {
    expect(values('vat-registration', inputs).status).toBe(status);
  });
});

describe('VAT credit deadline', () => {
  // law-sources.md: "an excess credit from a 2024 tax period may be claimed for 5 years from the end of that period;
  // balances of 2018–2020 periods must be claimed by 31 Dec 2026".
  it.each([
    ['2024-03-31', '2029-03-31'],
    ['2024-12-31', '2029-12-31'],
    ['2018-03-31', '2026-12-31'],
    ['2020-12-31', '2026-12-31'],
    ['2021-12-31', '2026-12-31'], // its five years end on the window's last day
    ['2022-01-31', '2027-01-31'], // the day after: its own five years
  ])('a period ending %s → claim by %s (Federal Decree-Laws No. 16 and 17 of 2025; law-sources.md)', (periodEnd, deadline) => {
    expect(values('vat-credit-deadline', { periodEnd }).deadline).toBe(deadline);
  });

  it('a period ending before VAT began is an error at the field', () => {
    expect(answer('vat-credit-deadline', { periodEnd: '2017-12-31' })).toEqual({ kind: 'invalid', errors: { periodEnd: 'errorBeforeVat' } });
  });
});

describe('e-invoicing dates', () => {
  it('AED 50 million or more: the first phase (appointment moved to 30 October 2026 by Ministerial Resolution No. 66 of 2026)', () => {
    expect(values('e-invoicing-dates', { revenue: '50000000' })).toEqual({ 'appoint-by': '2026-10-30', 'go-live': '2027-01-01' });
    expect(values('e-invoicing-dates', { revenue: '49999999.99' })).toEqual({ 'appoint-by': '2027-03-31', 'go-live': '2027-07-01' });
    expect(values('e-invoicing-dates', { revenue: '50000000' }, siteLaw('2026-05-09'))['appoint-by']).toBe('2026-07-31');
  });

  it('government entities have their own dates whatever their revenue', () => {
    expect(values('e-invoicing-dates', { government: 'yes' })).toEqual({ 'appoint-by': '2027-03-31', 'go-live': '2027-10-01' });
  });
});

describe('the register decides', () => {
  it('a changed register value changes a result', () => {
    const raised = lawWith('ct-zero-band', [{ from: '2023-06-01', value: 500000, instrument: 'Cabinet Decision No. 116 of 2022' }]);
    expect(values('corporate-tax', { income: '500000', ...resident }, raised).tax).toBe('0');
  });
});
