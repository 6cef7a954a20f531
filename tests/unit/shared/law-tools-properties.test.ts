// Properties that must hold for every input, checked with fast-check on the real register: corporate tax is never
// negative and never falls as income grows; a later payment never costs less; results are always well-formed
// machine values (never NaN); money parses and prints back exactly.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/shared/law/tools/days.js';
import { filsToDecimal, parseFils, percentOf } from '../../../src/shared/law/tools/money.js';
import { TOOLS } from '../../../src/shared/law/tools/index.js';
import { machineValue, type ToolAnswer } from '../../../src/shared/law/tools/outcome.js';
import { siteLaw } from '../../support/tool-law.js';

const law = siteLaw();
const fils = fc.integer({ min: 0, max: 10_000_000_000_00 });
const dayBetween = (from: string, to: string) =>
  fc.date({ min: new Date(`${from}T00:00:00Z`), max: new Date(`${to}T00:00:00Z`), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));

function result(answer: ToolAnswer, name: string): string {
  if (answer.kind !== 'result') throw new Error(`expected a result, got ${JSON.stringify(answer)}`);
  return machineValue(answer.outcome.results[name]);
}

describe('money', () => {
  it('prints fils back to the amount it parses from', () => {
    fc.assert(
      fc.property(fils, (amount) => {
        expect(parseFils(filsToDecimal(amount))).toBe(amount);
      }),
    );
  });

  it('a percentage of an amount is within half a fils of the exact value', () => {
    fc.assert(
      fc.property(fils, fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 12 }), (amount, percent, per) => {
        const exact = (amount * percent) / 100 / per;
        expect(Math.abs(percentOf(amount, percent, per) - exact)).toBeLessThanOrEqual(0.5 + 1e-6 * exact);
      }),
    );
  });
});

describe('corporate tax', () => {
  const tax = (income: number, extra: Record<string, string>) =>
    Number(result(TOOLS['corporate-tax'].answer(law, { income: filsToDecimal(income), ...extra }), 'tax'));
  const situation = fc.record({
    revenue: fils.map(filsToDecimal),
    periodEnd: dayBetween('2024-01-01', '2031-12-31'),
    earlierRevenueOverLimit: fc.constantFrom('yes', 'no'),
    groupRevenueOverLimit: fc.constantFrom('yes', 'no'),
  });

  it('is never negative and never decreases as income grows', () => {
    fc.assert(
      fc.property(fils, fils, situation, (a, b, extra) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(tax(low, extra)).toBeGreaterThanOrEqual(0);
        expect(tax(high, extra)).toBeGreaterThanOrEqual(tax(low, extra));
      }),
    );
  });

  it('for a Qualifying Free Zone Person, never negative and never decreasing in either income', () => {
    fc.assert(
      fc.property(fils, fils, fils, fils, fils, (revenue, nonQualifyingRevenue, qualifying, nonQualifying, more) => {
        fc.pre(nonQualifyingRevenue <= revenue);
        const run = (q: number, n: number) =>
          Number(
            result(
              TOOLS['corporate-tax'].answer(law, {
                qfzp: 'yes',
                revenue: filsToDecimal(revenue),
                periodEnd: '2026-12-31',
                qualifyingIncome: filsToDecimal(q),
                nonQualifyingIncome: filsToDecimal(n),
                nonQualifyingRevenue: filsToDecimal(nonQualifyingRevenue),
              }),
              'tax',
            ),
          );
        const base = run(qualifying, nonQualifying);
        expect(base).toBeGreaterThanOrEqual(0);
        expect(run(qualifying + more, nonQualifying)).toBeGreaterThanOrEqual(base);
        expect(run(qualifying, nonQualifying + more)).toBeGreaterThanOrEqual(base);
      }),
    );
  });
});

describe('late-payment penalty', () => {
  const penalty = (tax: number, due: string, paid: string) =>
    Number(result(TOOLS['late-payment-penalty'].answer(law, { tax: filsToDecimal(tax), due, paid }), 'penalty'));

  it('a later payment never costs less, and a payment on the due date costs nothing', () => {
    fc.assert(
      fc.property(
        fils,
        dayBetween('2021-06-27', '2028-12-31'),
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 0, max: 400 }),
        (tax, due, late, later) => {
          const paid = addDays(due, late);
          expect(penalty(tax, due, due)).toBe(0);
          expect(penalty(tax, due, addDays(paid, later))).toBeGreaterThanOrEqual(penalty(tax, due, paid));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('under the 2021 rule alone it never passes 300% of the tax', () => {
    fc.assert(
      fc.property(fils, dayBetween('2021-06-27', '2026-04-12'), (tax, due) => {
        expect(penalty(tax, due, '2026-04-13')).toBeLessThanOrEqual((tax / 100) * 3);
      }),
      { numRuns: 100 },
    );
  });
});

describe('every tool', () => {
  const text = fc.oneof(
    fc.string({ maxLength: 12 }),
    fils.map(filsToDecimal),
    dayBetween('1890-01-01', '3000-12-31'),
    fc.constantFrom('yes', 'no', '2024-02', '-1', 'NaN', '1e9'),
  );

  it('answers any input with a result of well-formed machine values, errors at its own fields, or nothing', () => {
    for (const [id, tool] of Object.entries(TOOLS)) {
      const names = tool.fields.map((field) => field.name);
      fc.assert(
        fc.property(fc.dictionary(fc.constantFrom(...names), text), (inputs) => {
          const answer = tool.answer(law, inputs);
          if (answer.kind === 'invalid') for (const field of Object.keys(answer.errors)) expect(names, id).toContain(field);
          // A result that does not apply (the de minimis test for a company outside a free zone) is left out.
          if (answer.kind === 'result')
            for (const [name, shown] of Object.entries(answer.outcome.results)) {
              expect(tool.results, id).toContain(name);
              if (shown) expect(machineValue(shown), `${id} ${name}`).toMatch(/^(\d+(\.\d{1,2})?|\d{4}-\d{2}-\d{2}|[a-z-]+)$/);
            }
        }),
        { numRuns: 150 },
      );
    }
  });
});
