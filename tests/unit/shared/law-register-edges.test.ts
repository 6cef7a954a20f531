// What mutation testing (npm run mutate -- --module law) found unchecked in the law register: how each unit is
// written in both editions at the edges of "round millions", what a reference asks for when it is malformed, why a
// reference names nothing, the editor's figures and snippets, and copies written in forms the first tests left out.
import { describe, expect, it } from 'vitest';
import { lawFigures, lawSnippets, quotedForPreview } from '../../../src/shared/law/figures.js';
import { formatRuleValue } from '../../../src/shared/law/format.js';
import { findValueCopies } from '../../../src/shared/law/literals.js';
import { findReferences, instrumentsQuoted, parseReference, quoteRules, referencedValue } from '../../../src/shared/law/references.js';
import { isIsoDay, previousValue, registerOf, valueOn, type Rule } from '../../../src/shared/law/register.js';

const en = { code: 'en', digits: 'latn' } as const;
const ar = { code: 'ar', digits: 'arab' } as const;
const arLatin = { code: 'ar', digits: 'latn' } as const;

const rule = (id: string, unit: Rule['unit'], values: readonly unknown[], label = id): Rule => ({ id, label, unit, values }) as unknown as Rule;

const band = rule('band', 'aed', [{ from: '2023-06-01', value: 375000, instrument: 'Cabinet Decision No. 116 of 2022' }], 'Zero band');
const deadline = rule('deadline', 'date', [
  { from: '2025-01-01', value: '2026-07-31', instrument: 'Ministerial Decision No. 243 of 2025' },
  { from: '2026-06-01', value: '2026-10-30', instrument: 'Ministerial Resolution No. 66 of 2026' },
]);
const ended = rule('ended', 'percent', [
  { from: '2021-06-28', value: 2, instrument: 'Cabinet Decision No. 49 of 2021' },
  { from: '2026-04-14', value: null, instrument: 'Cabinet Decision No. 129 of 2025' },
]);
const firstWithoutDate = rule('vat', 'percent', [{ value: 5, instrument: 'Federal Decree-Law No. 8 of 2017' }]);
const register = registerOf([band, deadline, ended, firstWithoutDate]);

describe('a value written in each edition', () => {
  it.each<[number, string, string]>([
    [999_999, 'AED 999,999', '999,999 درهم'],
    [1_000_000, 'AED 1 million', '1 مليون درهم'],
    [1_500_000, 'AED 1.5 million', '1.5 مليون درهم'],
    [1_234_567, 'AED 1,234,567', '1,234,567 درهم'],
    [3_150_000_000, 'AED 3.15 billion', '3.15 مليار درهم'],
    [999_000_000, 'AED 999 million', '999 مليون درهم'],
    [500_000, 'AED 500,000', '500,000 درهم'],
    [1_234_000_000, 'AED 1,234,000,000', '1,234,000,000 درهم'],
  ])('AED %d reads "%s" and "%s"', (amount, english, arabic) => {
    expect(formatRuleValue({ unit: 'aed' }, amount, en)).toBe(english);
    expect(formatRuleValue({ unit: 'aed' }, amount, arLatin)).toBe(arabic);
  });

  it('every digit on request, euros, rates in both digit systems, plain numbers', () => {
    expect(formatRuleValue({ unit: 'aed' }, 3_000_000, en, { full: true })).toBe('AED 3,000,000');
    expect(formatRuleValue({ unit: 'eur' }, 500, en)).toBe('EUR 500');
    expect(formatRuleValue({ unit: 'eur' }, 500, arLatin)).toBe('500 يورو');
    expect(formatRuleValue({ unit: 'percent' }, 14, en)).toBe('14%');
    expect(formatRuleValue({ unit: 'percent' }, 14, ar)).toBe('١٤٪');
    expect(formatRuleValue({ unit: 'number' } as unknown as Rule, 12, en)).toBe('12');
  });

  it('business days: one, two, a few and many, in English and in Arabic forms', () => {
    expect([1, 2, 3, 11].map((count) => formatRuleValue({ unit: 'business-days' }, count, en))).toEqual([
      '1 business day',
      '2 business days',
      '3 business days',
      '11 business days',
    ]);
    expect([1, 2, 3, 11].map((count) => formatRuleValue({ unit: 'business-days' }, count, arLatin))).toEqual([
      'يوم عمل واحد',
      'يومي عمل',
      '3 أيام عمل',
      '11 يوم عمل',
    ]);
  });

  it('days, months and years as words, and a date', () => {
    expect(formatRuleValue({ unit: 'days' }, 1, en)).toBe('1 day');
    expect(formatRuleValue({ unit: 'months' }, 9, en)).toBe('9 months');
    expect(formatRuleValue({ unit: 'years' }, 5, en)).toBe('5 years');
    expect(formatRuleValue({ unit: 'date' }, '2026-10-30', en)).toBe('30 October 2026');
  });

  it('two of a period in Arabic as the dual the site’s sentences need after a preposition («خلال سنتين»)', () => {
    expect(['days', 'months', 'years'].map((unit) => formatRuleValue({ unit } as Pick<Rule, 'unit'>, 2, arLatin))).toEqual(['يومين', 'شهرين', 'سنتين']);
    // Other counts keep Intl's words.
    expect(formatRuleValue({ unit: 'years' }, 5, arLatin)).toBe('5 سنوات');
  });
});

describe('the register on a date', () => {
  it('the value before the one in force, none before the first, and a first value with no date applies always', () => {
    expect(previousValue(deadline, '2026-06-01')?.value).toBe('2026-07-31');
    expect(previousValue(deadline, '2026-05-31')).toBeUndefined();
    expect(previousValue(deadline, '2024-01-01')).toBeUndefined();
    expect(valueOn(firstWithoutDate, '1990-01-01')?.value).toBe(5);
    expect(registerOf(undefined).size).toBe(0);
  });
});

describe('a reference', () => {
  it('as written: spaces around and between its words, flags, a date, a literal', () => {
    expect(parseReference('  band   full ')).toEqual({ kind: 'rule', id: 'band', previous: false, since: false, past: false, full: true });
    expect(parseReference('deadline\tat 2026-05-01 since past')).toEqual({
      kind: 'rule',
      id: 'deadline',
      previous: false,
      since: true,
      past: true,
      full: false,
      at: '2026-05-01',
    });
    expect(parseReference(' literal  AED 375,000 ')).toEqual({ kind: 'literal', text: 'AED 375,000' });
    // Only `at` takes a date: after another word a date is a mistake, not a silent `at`.
    expect(parseReference('deadline since 2026-05-01')).toEqual(expect.objectContaining({ kind: 'invalid', reason: expect.stringContaining('`2026-05-01`') }));
  });

  it('malformed: empty, an unknown word, `at` without a date, both `previous` and `at` — each says what to write', () => {
    expect(parseReference('  ')).toEqual({ kind: 'invalid', reason: 'is empty: write a rule id between the braces, e.g. `{{vat-rate}}`' });
    expect(parseReference('band soon')).toEqual({
      kind: 'invalid',
      reason: 'has an unknown word `soon` after the rule id: use `previous`, `since`, `past`, `full` or `at YYYY-MM-DD`',
    });
    expect(parseReference('band at 30-10-2026')).toEqual(expect.objectContaining({ kind: 'invalid', reason: expect.stringContaining('unknown word `at`') }));
    expect(parseReference('band at')).toEqual(expect.objectContaining({ kind: 'invalid', reason: expect.stringContaining('unknown word `at`') }));
    expect(parseReference('deadline previous at 2026-05-01')).toEqual({ kind: 'invalid', reason: 'asks for both `previous` and `at`: use one' });
  });

  it('two in one sentence are both found, where they are', () => {
    const text = 'From {{deadline previous}} to {{deadline}}.';
    expect(findReferences(text).map(({ index, length, raw }) => [index, length, raw])).toEqual([
      [5, 21, '{{deadline previous}}'],
      [30, 12, '{{deadline}}'],
    ]);
    expect(findReferences('No reference here.')).toEqual([]);
  });

  it('names nothing, and says why: no earlier value, before the first, no start date, no longer applies', () => {
    const ask = (inside: string, target: Rule, day: string) => referencedValue(parseReference(inside) as never, target, day);
    expect(ask('deadline previous', deadline, '2026-01-01')).toEqual({ error: '`deadline` has had no other value before the one in force on 2026-01-01' });
    expect(ask('deadline', deadline, '2024-12-31')).toEqual({ error: '`deadline` has no value on 2024-12-31: its first value applies from 2025-01-01' });
    expect(ask('vat since', firstWithoutDate, '2026-01-01')).toEqual({ error: "`vat`'s value in force on 2026-01-01 has no `from` date to show" });
    expect(ask('ended', ended, '2026-05-01')).toEqual({
      error: '`ended` no longer applies on 2026-05-01 (it stopped on 2026-04-14): quote it `at` an earlier date',
    });
    expect(ask('ended at 2026-04-13', ended, '2026-05-01')).toEqual({ value: expect.objectContaining({ value: 2 }), shown: 'value' });
    // A first value of null (the register's check refuses it) has no date to name.
    const neverApplied = rule('never', 'percent', [{ value: null, instrument: 'Federal Decree-Law No. 8 of 2017' }]);
    expect(ask('never', neverApplied, '2026-05-01')).toEqual({ error: '`never` no longer applies on 2026-05-01: quote it `at` an earlier date' });
    expect(ask('ended since', ended, '2026-05-01')).toEqual({ value: expect.objectContaining({ from: '2026-04-14' }), shown: 'since' });
    // A rule left without values (its `values:` line deleted; the schema check reports it): quoted as nothing, no crash.
    expect(ask('bare', rule('bare', 'percent', []), '2026-05-01')).toEqual({ error: '`bare` has no values' });
  });

  it('written out, in each edition; one that names nothing stays as written', () => {
    const text = 'Above {{band}} since {{deadline since}}; was {{deadline previous}}; {{literal AED 5}}; {{ended}}; {{nope}}; {{band soon}}.';
    expect(quoteRules(text, register, '2026-11-25', en)).toBe(
      'Above AED 375,000 since 1 June 2026; was 31 July 2026; AED 5; {{ended}}; {{nope}}; {{band soon}}.',
    );
    expect(quoteRules('{{band}}', register, '2026-11-25', ar)).toBe('٣٧٥٬٠٠٠ درهم');
    expect(quoteRules('No braces', register, '2026-11-25', en)).toBe('No braces');
  });

  it('the instruments a text rests on: each reference that names a value, in order', () => {
    expect(instrumentsQuoted('{{band}}, {{deadline previous}}, {{ended}}, {{nope}}, {{literal 5}}, {{deadline since}}', register, '2026-11-25')).toEqual([
      'Cabinet Decision No. 116 of 2022',
      'Ministerial Decision No. 243 of 2025',
      'Ministerial Resolution No. 66 of 2026',
    ]);
  });
});

describe("the editor's figures", () => {
  const law = { rules: [band, ended, deadline, { id: 42, values: [] }, null, { id: 'no-values' }] };
  const arabicLaw = { rules: [{ label: 'الشريحة المعفاة' }] };

  it('each well-formed rule with its words today, in both editions; an ended rule shows nothing', () => {
    expect(lawFigures(law, arabicLaw, '2026-11-25')).toEqual([
      {
        id: 'band',
        label: 'Zero band',
        labelAr: 'الشريحة المعفاة',
        shown: 'AED 375,000',
        shownAr: '375,000 درهم',
        since: '1 June 2023',
        instrument: 'Cabinet Decision No. 116 of 2022',
        isDate: false,
      },
      {
        id: 'ended',
        label: 'ended',
        labelAr: '',
        shown: '',
        shownAr: '',
        since: '14 April 2026',
        instrument: 'Cabinet Decision No. 129 of 2025',
        isDate: false,
      },
      {
        id: 'deadline',
        label: 'deadline',
        labelAr: '',
        shown: '30 October 2026',
        shownAr: '30 أكتوبر 2026',
        since: '1 June 2026',
        instrument: 'Ministerial Resolution No. 66 of 2026',
        isDate: true,
      },
    ]);
    expect(lawFigures(undefined, undefined, '2026-11-25')).toEqual([]);
    expect(lawFigures({ rules: 'not a list' }, undefined, '2026-11-25')).toEqual([]);
    // Before a rule's first value: nothing shown, no date, no instrument.
    expect(lawFigures({ rules: [deadline] }, undefined, '2024-01-01')[0]).toMatchObject({ shown: '', since: '', instrument: '' });
  });

  it('snippets complete a reference from its id and describe what it shows', () => {
    const snippets = lawSnippets(lawFigures(law, arabicLaw, '2026-11-25'));
    expect(snippets.band).toEqual({
      scope: 'yaml,markdown',
      prefix: ['{{band', 'band'],
      body: '{{band}}',
      description: 'AED 375,000 (375,000 درهم) — Zero band; Cabinet Decision No. 116 of 2022, since 1 June 2023',
    });
    expect(snippets.ended.description).toBe('no longer applies () — ended; Cabinet Decision No. 129 of 2025, since 14 April 2026');
    const undated = lawSnippets(lawFigures({ rules: [firstWithoutDate] }, undefined, '2026-11-25'));
    expect(undated.vat.description).toBe('5% (5%) — vat; Federal Decree-Law No. 8 of 2017');
  });

  it('the markdown preview reads as the English page will', () => {
    expect(quotedForPreview('Above {{band}}.', law, '2026-11-25')).toBe('Above AED 375,000.');
    expect(quotedForPreview('Above {{band}}.', undefined, '2026-11-25')).toBe('Above {{band}}.');
  });
});

describe('a copy of a value written by hand, in more forms', () => {
  const sought = [
    { rule: band, value: 375000, meaning: 'band' },
    { rule: rule('limit', 'aed', []), value: 3_000_000, meaning: 'limit' },
    { rule: rule('small', 'aed', []), value: 1.09, meaning: 'small' },
    { rule: deadline, value: '2026-10-30', meaning: 'deadline' },
    { rule: rule('months', 'months', []), value: 9, meaning: 'months' },
    { rule: rule('rate', 'percent', []), value: 5, meaning: 'rate' },
  ];
  const found = (text: string) => findValueCopies(text, sought).map((copy) => [copy.text, copy.meanings.join()]);

  it('at the very start of a text, in millions, with decimals, month first, and with Dhs', () => {
    expect(found('375,000 dirhams is the band.')).toEqual([['375,000 dirhams', 'band']]);
    expect(found('Revenue of AED 3 million or AED 3m.')).toEqual([
      ['AED 3 million', 'limit'],
      ['AED 3m', 'limit'],
    ]);
    expect(found('A fee of Dhs 1.09 each.')).toEqual([['Dhs 1.09', 'small']]);
    expect(found('By October 30, 2026 at the latest.')).toEqual([['October 30, 2026', 'deadline']]);
    expect(found('٣٠ أكتوبر ٢٠٢٦')).toEqual([['٣٠ أكتوبر ٢٠٢٦', 'deadline']]);
  });

  it('a word for a count of time, never for an amount or a rate; a date never from a number', () => {
    expect(found('Nine months later, five percent.')).toEqual([['Nine months', 'months']]);
    expect(found('30 dirhams on 2026 items')).toEqual([]);
    expect(findValueCopies('AED 375,000', [])).toEqual([]);
  });
});

describe('a date the register misspells', () => {
  const misspelt: Rule = { id: 'window-end', label: 'Window end', unit: 'date', values: [{ value: 'xxxxxxxx', instrument: 'Decree' }] };
  const rules = registerOf([misspelt]);

  it('is left as written where a text quotes it, not thrown on: the register check names its line', () => {
    const english = { code: 'en', digits: 'latn' } as const;
    expect(quoteRules('Claim by {{window-end}}.', rules, '2026-11-29', english)).toBe('Claim by {{window-end}}.');
    const switching = '{{until window-end passed}}before{{from}}after{{end}}';
    expect(quoteRules(switching, rules, '2026-11-29', english)).toBe(switching);
  });

  it('is told from a real day: the format and the calendar', () => {
    expect(['2026-12-31', '2028-02-29'].map(isIsoDay)).toEqual([true, true]);
    expect(['2026-02-30', '2026-13-01', '31-12-2026', 'xxxxxxxx', '2027-02-29'].map(isIsoDay)).toEqual([false, false, false, false, false]);
  });
});
