// The law register read as a log of changes (src/shared/law/changes.ts): what the law-changes page, its feeds and
// any alert read, from a small register with every kind of history a rule can have.
import { describe, expect, it } from 'vitest';
import type { Rule } from '../../../src/shared/law/register.js';
import { changeKey, changesTakingEffect, registerChanges, splitAtDay } from '../../../src/shared/law/changes.js';

const LAW = 'Federal Decree-Law No. 47 of 2022';
const rules: Rule[] = [
  // One dated value: a change from nothing.
  { id: 'rate', label: 'A rate', unit: 'percent', values: [{ from: '2023-06-01', value: 9, instrument: LAW }] },
  // A first value without a date, then two dated ones (one still to come).
  {
    id: 'deadline',
    label: 'A deadline that moved',
    unit: 'date',
    values: [
      { value: '2026-07-31', instrument: 'Ministerial Decision No. 244 of 2025' },
      { from: '2026-05-10', value: '2026-10-30', instrument: LAW },
      { from: '2027-06-01', value: '2027-12-31', instrument: 'Cabinet Decision No. 1 of 2027' },
    ],
  },
  // A rule that stopped applying, on the same day as another rule's change.
  {
    id: 'cap',
    label: 'A cap that ended',
    unit: 'percent',
    values: [
      { from: '2021-06-28', value: 300, instrument: LAW },
      { from: '2026-04-14', value: null, instrument: LAW },
    ],
  },
  { id: 'new-rate', label: 'A rate that began with the cap’s end', unit: 'percent', values: [{ from: '2026-04-14', value: 14, instrument: LAW }] },
  // Only an undated value: nothing to list.
  { id: 'months', label: 'Months', unit: 'months', values: [{ value: 9, instrument: LAW }] },
  { id: 'later', label: 'Announced for later', unit: 'aed', values: [{ from: '2027-01-01', value: 5000, instrument: LAW }] },
];

describe('the register as changes', () => {
  const changes = registerChanges(rules);

  it('makes every dated value a change, and nothing of a value without a date', () => {
    const dated = rules.flatMap((rule) => rule.values.flatMap((value, index) => (value.from ? [`${rule.id}#${index}`] : [])));
    expect(changes.map((change) => `${change.ruleId}#${change.index}`).sort()).toEqual(dated.sort());
    expect(changes.some((change) => change.ruleId === 'months')).toBe(false);
  });

  it('lists the newest first, and changes of one day in the register’s order', () => {
    expect(changes.map(changeKey)).toEqual([
      'deadline-2027-06-01',
      'later-2027-01-01',
      'deadline-2026-05-10',
      'cap-2026-04-14',
      'new-rate-2026-04-14',
      'rate-2023-06-01',
      'cap-2021-06-28',
    ]);
  });

  it('gives a rule’s first value no old value, and every later one the value it replaced, dated or not', () => {
    expect(changes.find((change) => change.ruleId === 'rate')).not.toHaveProperty('old');
    expect(changes.find((change) => changeKey(change) === 'cap-2021-06-28')).not.toHaveProperty('old');
    expect(changes.find((change) => changeKey(change) === 'deadline-2026-05-10')).toEqual({
      ruleId: 'deadline',
      index: 1,
      from: '2026-05-10',
      value: '2026-10-30',
      instrument: LAW,
      old: { value: '2026-07-31', instrument: 'Ministerial Decision No. 244 of 2025' },
    });
    expect(changes.find((change) => changeKey(change) === 'deadline-2027-06-01')?.old).toEqual({ value: '2026-10-30', from: '2026-05-10', instrument: LAW });
  });

  it('keeps a rule that stopped applying as a change to null, from the value it had', () => {
    expect(changes.find((change) => changeKey(change) === 'cap-2026-04-14')).toMatchObject({ value: null, old: { value: 300, from: '2021-06-28' } });
  });
});

describe('changes in force and to come', () => {
  const changes = registerChanges(rules);

  it('splits at the day: a change of that very day is in force, the next day’s still to come, soonest first', () => {
    const { inForce, upcoming } = splitAtDay(changes, '2027-01-01');
    expect(inForce.map(changeKey)).toEqual([
      'later-2027-01-01',
      'deadline-2026-05-10',
      'cap-2026-04-14',
      'new-rate-2026-04-14',
      'rate-2023-06-01',
      'cap-2021-06-28',
    ]);
    expect(upcoming.map(changeKey)).toEqual(['deadline-2027-06-01']);
    expect(splitAtDay(changes, '2026-12-31').upcoming.map(changeKey)).toEqual(['later-2027-01-01', 'deadline-2027-06-01']);
  });

  it('has nothing to come once every day has passed, and nothing in force before the first', () => {
    expect(splitAtDay(changes, '2030-01-01').upcoming).toEqual([]);
    expect(splitAtDay(changes, '2021-06-27').inForce).toEqual([]);
  });

  it('tells what took effect after one day and up to another: each change once across consecutive days', () => {
    expect(changesTakingEffect(changes, '2026-04-13', '2026-04-14').map(changeKey)).toEqual(['cap-2026-04-14', 'new-rate-2026-04-14']);
    expect(changesTakingEffect(changes, '2026-04-14', '2026-04-15')).toEqual([]);
    const daily = ['2026-01-01', '2026-04-14', '2026-05-10', '2027-01-01', '2027-12-31'];
    const told = daily.slice(1).flatMap((day, index) => changesTakingEffect(changes, daily[index], day).map(changeKey));
    expect(told).toEqual(['cap-2026-04-14', 'new-rate-2026-04-14', 'deadline-2026-05-10', 'later-2027-01-01', 'deadline-2027-06-01']);
  });
});
