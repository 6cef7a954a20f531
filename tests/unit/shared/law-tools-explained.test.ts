// What mutation testing (npm run mutate -- --module tools) found untested in the tools: the explanation under each
// result (every step, with its figures and the instrument it cites, and the late-payment schedule), and input at
// the edges of what the forms accept. The explanations are kept as snapshots (__snapshots__/), whose figures were
// checked when written against the worked examples of law-tools.test.ts: a changed step shows as a diff to read.
import { describe, expect, it } from 'vitest';
import { parseDay, parseMonth, addMonths } from '../../../src/shared/law/tools/days.js';
import { filsToAed, filsToDecimal, mulDivRound, parseFils } from '../../../src/shared/law/tools/money.js';
import { TOOLS, type ToolId } from '../../../src/shared/law/tools/index.js';
import { cite, citeIfInForce } from '../../../src/shared/law/tools/law.js';
import { count, machineValue, parseYesNo, type ToolAnswer } from '../../../src/shared/law/tools/outcome.js';
import { lawWith, siteLaw } from '../../support/tool-law.js';

const law = siteLaw();
const answer = (tool: ToolId, inputs: Record<string, string>, at = law): ToolAnswer => TOOLS[tool].answer(at, inputs);

function outcome(tool: ToolId, inputs: Record<string, string>, at = law) {
  const result = answer(tool, inputs, at);
  if (result.kind !== 'result') throw new Error(`expected a result, got ${JSON.stringify(result)}`);
  return result.outcome;
}

const sayings = (tool: ToolId, inputs: Record<string, string>, at = law) => outcome(tool, inputs, at).steps.map((step) => step.say);

describe('the explanation under each result', () => {
  it.each<[string, ToolId, Record<string, string>]>([
    ['a resident with AED 500,000 of income, over the relief', 'corporate-tax', { income: '500000', revenue: '5000000', periodEnd: '2026-12-31' }],
    ['a small business within the relief', 'corporate-tax', { income: '900000', revenue: '3000000', periodEnd: '2026-12-31' }],
    [
      'Mr. Y: every condition of the relief failed at once',
      'corporate-tax',
      { income: '500000', revenue: '4000000', periodEnd: '2030-06-30', earlierRevenueOverLimit: 'yes', groupRevenueOverLimit: 'yes' },
    ],
    [
      'a Qualifying Free Zone Person within de minimis',
      'corporate-tax',
      {
        qfzp: 'yes',
        revenue: '200000000',
        periodEnd: '2026-12-31',
        qualifyingIncome: '10000000',
        nonQualifyingIncome: '1000000',
        nonQualifyingRevenue: '5000000',
      },
    ],
    [
      'a Qualifying Free Zone Person one fils over de minimis',
      'corporate-tax',
      {
        qfzp: 'yes',
        revenue: '200000000',
        periodEnd: '2026-12-31',
        qualifyingIncome: '10000000',
        nonQualifyingIncome: '1000000',
        nonQualifyingRevenue: '5000000.01',
      },
    ],
    ['late payment under the 2021 rule, three months', 'late-payment-penalty', { tax: '100000', due: '2025-01-31', paid: '2025-04-15' }],
    ['late payment across 14 April 2026', 'late-payment-penalty', { tax: '100000', due: '2026-02-28', paid: '2026-06-10' }],
    ['late payment under the 2026 rule only', 'late-payment-penalty', { tax: '100000', due: '2026-05-31', paid: '2026-08-01' }],
    ['paid on the due date', 'late-payment-penalty', { tax: '100000', due: '2026-05-31', paid: '2026-05-31' }],
    ['registration by licence month', 'registration-deadline', { licenceIssued: '2019-11' }],
    ['registration from incorporation', 'registration-deadline', { incorporated: '2026-01-31' }],
    ['VAT registration: mandatory', 'vat-registration', { past12: '375000.01', next30: '0' }],
    ['VAT registration: voluntary on expenses alone', 'vat-registration', { past12: '0', next30: '0', expenses: '187500.01' }],
    ['VAT registration: not eligible', 'vat-registration', { past12: '187500', next30: '187500', expenses: '187500' }],
    ['VAT credit: a period inside the transition window', 'vat-credit-deadline', { periodEnd: '2019-06-30' }],
    ['VAT credit: a recent period', 'vat-credit-deadline', { periodEnd: '2025-06-30' }],
    ['e-invoicing: a large business', 'e-invoicing-dates', { revenue: '50000000' }],
    ['e-invoicing: a smaller business', 'e-invoicing-dates', { revenue: '49999999.99' }],
    ['e-invoicing: a government entity, no revenue asked', 'e-invoicing-dates', { government: 'yes' }],
  ])('%s', (_case, tool, inputs) => {
    expect(outcome(tool, inputs)).toMatchSnapshot();
  });

  it('the relief cites the last-period rule only when it comes from another instrument than the revenue limit', () => {
    const eligible = { income: '900000', revenue: '100', periodEnd: '2026-12-31' };
    const [step] = outcome('corporate-tax', eligible).steps;
    const limit = cite(law, 'sbr-revenue-limit').instrument;
    const lastEnd = cite(law, 'sbr-last-period-end').instrument;
    expect(limit).not.toBe(lastEnd); // the extension to 2029 came in a later decision
    expect(step.instruments).toEqual([limit, lastEnd]);
    const sameInstrument = lawWith('sbr-last-period-end', [{ from: '2023-06-01', value: '2029-12-31', instrument: limit }]);
    expect(outcome('corporate-tax', eligible, sameInstrument).steps[0].instruments).toEqual([limit]);
  });

  it('a date already passed on the build day is said to have passed; one still to come is not', () => {
    expect(sayings('e-invoicing-dates', { revenue: '50000000' }, siteLaw('2026-11-25'))).toContain('stepPassed');
    expect(sayings('e-invoicing-dates', { revenue: '50000000' }, siteLaw('2026-10-29'))).not.toContain('stepPassed');
    // On the appointment day itself the date has not passed yet.
    const appointBy = machineValue(outcome('e-invoicing-dates', { revenue: '50000000' }).results['appoint-by']);
    expect(sayings('e-invoicing-dates', { revenue: '50000000' }, siteLaw(appointBy))).not.toContain('stepPassed');
  });

  it('a transition window ending on the very day five years after the period still applies', () => {
    const windowEnd = String(cite(law, 'vat-credit-window-end').value);
    const periodEnd = addMonths(windowEnd, -60);
    expect(outcome('vat-credit-deadline', { periodEnd }).steps.map((step) => step.say)).toEqual(['stepFiveYears', 'stepWindow']);
    expect(outcome('vat-credit-deadline', { periodEnd: addMonths(windowEnd, -59) }).steps.map((step) => step.say)).toEqual(['stepFiveYears']);
  });

  it('a deadline already passed on the build day says the credit is lost; on the deadline itself it is not', () => {
    const windowEnd = String(cite(law, 'vat-credit-window-end').value);
    const oldPeriod = { periodEnd: addMonths(windowEnd, -60) };
    expect(sayings('vat-credit-deadline', oldPeriod, siteLaw(windowEnd))).toEqual(['stepFiveYears', 'stepWindow']);
    const dayAfter = addMonths(windowEnd, 1).replace(/-\d\d$/, '-01');
    expect(sayings('vat-credit-deadline', oldPeriod, siteLaw(dayAfter))).toEqual(['stepFiveYears', 'stepWindow', 'stepExpired']);
    expect(outcome('vat-credit-deadline', oldPeriod, siteLaw(dayAfter)).steps[2].values.deadline).toEqual(
      outcome('vat-credit-deadline', oldPeriod).results.deadline,
    );
    // A recent period, outside the window, with its five years still to run.
    expect(sayings('vat-credit-deadline', { periodEnd: '2026-06-30' }, siteLaw(dayAfter))).toEqual(['stepFiveYears']);
  });

  it('a period ending the day VAT began is accepted; the day before is not', () => {
    const start = String(cite(law, 'vat-start').value);
    expect(answer('vat-credit-deadline', { periodEnd: start }).kind).toBe('result');
    expect(answer('vat-credit-deadline', { periodEnd: '2017-12-31' })).toEqual({ kind: 'invalid', errors: { periodEnd: 'errorBeforeVat' } });
  });

  it('VAT registration: the next 30 days alone decide too, over each threshold, not at it', () => {
    expect(machineValue(outcome('vat-registration', { past12: '0', next30: '375000.01' }).results.status)).toBe('mandatory');
    expect(machineValue(outcome('vat-registration', { past12: '0', next30: '375000' }).results.status)).toBe('voluntary');
    expect(machineValue(outcome('vat-registration', { past12: '0', next30: '187500.01' }).results.status)).toBe('voluntary');
    expect(machineValue(outcome('vat-registration', { past12: '0', next30: '187500' }).results.status)).toBe('not-eligible');
  });

  it('de minimis: non-qualifying revenue equal to the total is allowed, above it is an error at the field', () => {
    const base = { qfzp: 'yes', periodEnd: '2026-12-31', qualifyingIncome: '0', nonQualifyingIncome: '0' };
    expect(answer('corporate-tax', { ...base, revenue: '1000', nonQualifyingRevenue: '1000' }).kind).toBe('result');
    expect(answer('corporate-tax', { ...base, revenue: '1000', nonQualifyingRevenue: '1000.01' })).toEqual({
      kind: 'invalid',
      errors: { nonQualifyingRevenue: 'errorPartOverTotal' },
    });
  });

  it('late payment: a debt due before the 2021 rule is refused, one due the day before it began is charged from its first day', () => {
    // The 2021 rule began on 28 June 2021.
    expect(answer('late-payment-penalty', { tax: '100', due: '2021-06-26', paid: '2021-07-01' })).toEqual({
      kind: 'invalid',
      errors: { due: 'errorDueBeforeRules' },
    });
    expect(outcome('late-payment-penalty', { tax: '100', due: '2021-06-27', paid: '2021-07-01' }).schedule?.map((charge) => charge.day)).toEqual([
      '2021-06-28',
    ]);
    // Paid before due and due before the rules: both fields say what is wrong.
    expect(answer('late-payment-penalty', { tax: '100', due: '2021-06-26', paid: '2021-06-01' })).toEqual({
      kind: 'invalid',
      errors: { paid: 'errorPaidBeforeDue', due: 'errorDueBeforeRules' },
    });
  });

  it('late payment: a register whose 2021 rule has no cap in force stops charging under it', () => {
    const noCap = lawWith('late-payment-cap', [{ from: '2030-01-01', value: 300, instrument: 'Test decision' }]);
    expect(outcome('late-payment-penalty', { tax: '100000', due: '2025-01-31', paid: '2025-04-15' }, noCap).schedule).toEqual([]);
  });
});

describe('what the forms accept', () => {
  it('days: real calendar days from 1900 to 2999, with spaces around them', () => {
    expect(parseDay(' 2024-02-29 ')).toBe('2024-02-29');
    expect(parseDay('1900-01-01')).toBe('1900-01-01');
    expect(parseDay('2999-12-31')).toBe('2999-12-31');
    for (const text of ['1899-12-31', '3000-01-01', '2026-00-10', '2026-13-10', '2026-01-00', '2026-02-29', '2026-04-31'])
      expect(parseDay(text), text).toBeUndefined();
    for (const text of ['26-01-10', '2026-1-10', '2026-01-1', 'x2026-01-10', '2026-01-10x', 'abcd-01-10', '2026-ab-10', '2026-01-ab', '02026-01-10']) {
      expect(parseDay(text), text).toBeUndefined();
    }
  });

  it('months: 1900-01 to 2999-12, with spaces around them', () => {
    expect(parseMonth(' 2019-11 ')).toEqual({ year: 2019, month: 11 });
    expect(parseMonth('1900-01')).toEqual({ year: 1900, month: 1 });
    expect(parseMonth('2999-12')).toEqual({ year: 2999, month: 12 });
    for (const text of ['1899-12', '3000-01', '2019-00', '2019-13', '19-11', '2019-1', 'x2019-11', '2019-11x', 'abcd-11', '2019-ab', '2019-11-01']) {
      expect(parseMonth(text), text).toBeUndefined();
    }
  });

  it('amounts: up to 15 digits of dirhams and 2 decimals, thousands separators (Latin and Arabic) and spaces ignored', () => {
    expect(parseFils(' 1,000.5 ')).toBe(100_050);
    expect(parseFils('1٬000')).toBe(100_000);
    expect(parseFils('1 000 000')).toBe(100_000_000);
    expect(parseFils('0.05')).toBe(5);
    expect(parseFils('9999999999999.99')).toBe(999_999_999_999_999);
    for (const text of ['1.234', '1000000000000000', '-5', '5.', '.5', 'abc', '1e3', 'AED 5', '5 AED', '1.a', '1.'])
      expect(parseFils(text), text).toBeUndefined();
  });

  it('amounts shown as numbers: no trailing zeros, negative amounts keep their sign', () => {
    expect(filsToDecimal(100)).toBe('1');
    expect(filsToDecimal(150)).toBe('1.5');
    expect(filsToDecimal(105)).toBe('1.05');
    expect(filsToDecimal(-150)).toBe('-1.5');
    expect(filsToDecimal(5)).toBe('0.05');
    expect(filsToAed(123_456)).toBe(1234.56);
  });

  it('half a fils rounds up, less than half rounds down', () => {
    expect(mulDivRound(1, 1n, 2n)).toBe(1);
    expect(mulDivRound(1, 49n, 100n)).toBe(0);
    expect(mulDivRound(3, 1n, 2n)).toBe(2);
  });

  it('yes/no: only the two words; empty is unanswered; anything else is an error at the field', () => {
    expect(parseYesNo('yes')).toBe(true);
    expect(parseYesNo('no')).toBe(false);
    expect(parseYesNo('')).toBeUndefined();
    expect(parseYesNo(undefined)).toBeUndefined();
    expect(parseYesNo('Yes')).toBe('invalid');
    expect(answer('e-invoicing-dates', { government: 'maybe', revenue: '100' })).toEqual({ kind: 'invalid', errors: { government: 'errorYesNo' } });
    // " yes " from an address is read as yes.
    expect(answer('e-invoicing-dates', { government: ' yes ' }).kind).toBe('result');
  });

  it('a field holding only spaces is empty: nothing typed yet, or required once something else was', () => {
    expect(answer('vat-registration', { past12: '   ', next30: ' ' })).toEqual({ kind: 'empty' });
    expect(answer('vat-registration', { past12: ' 5 ', next30: ' ' })).toEqual({ kind: 'invalid', errors: { next30: 'errorRequired' } });
    expect(answer('registration-deadline', { incorporated: '  ', licenceIssued: ' 2019-11 ' }).kind).toBe('result');
    expect(answer('registration-deadline', { licenceIssued: '2019-13' })).toEqual({ kind: 'invalid', errors: { licenceIssued: 'errorMonth' } });
    expect(answer('registration-deadline', { incorporated: '2026-02-30' })).toEqual({ kind: 'invalid', errors: { incorporated: 'errorDay' } });
    expect(answer('late-payment-penalty', { tax: '1.234', due: '2026-05-31', paid: '2026-06-01' })).toEqual({
      kind: 'invalid',
      errors: { tax: 'errorAmount' },
    });
  });

  it('the first message at a field is the one shown', () => {
    // A day that does not exist is reported as such, not also as "before the rules".
    expect(answer('late-payment-penalty', { tax: '100', due: '2021-02-30', paid: '2021-02-01' })).toEqual({ kind: 'invalid', errors: { due: 'errorDay' } });
  });

  it('machine values of counts and months, and a count without a unit carries none', () => {
    expect(machineValue(count(3, 'months'))).toBe('3');
    expect(machineValue({ kind: 'month', month: '2019-11' })).toBe('2019-11');
    expect(count(3)).toEqual({ kind: 'count', value: 3 });
    expect(machineValue({ kind: 'percent', value: 1.5 })).toBe('1.5');
  });
});

describe('the register as a tool reads it', () => {
  it('a rule the page data lacks, or one without a value on the day, is a build mistake with a message', () => {
    expect(() => cite(law, 'no-such-rule')).toThrow(/rule `no-such-rule`, which its page data lacks/);
    expect(() => citeIfInForce(law, 'no-such-rule', '2026-01-01')).toThrow(/rule `no-such-rule`, which its page data lacks/);
    expect(() => cite(law, 'ct-rate', '2000-01-01')).toThrow(/`ct-rate` has no value on 2000-01-01/);
    const ended = lawWith('ct-rate', [
      { from: '2023-06-01', value: 9, instrument: 'Test decision' },
      { from: '2026-01-01', value: null, instrument: 'Test repeal' },
    ]);
    expect(() => cite(ended, 'ct-rate', '2026-06-01')).toThrow(/has no value on 2026-06-01/);
    expect(citeIfInForce(ended, 'ct-rate', '2026-06-01')).toBeNull();
    expect(citeIfInForce(ended, 'ct-rate', '2025-06-01')).toEqual({ id: 'ct-rate', value: 9, instrument: 'Test decision', unit: law.rules['ct-rate'].unit });
  });
});
