// The law register read, written and checked: values by date, the words each edition writes, references in text,
// and the validator's findings at their lines (the smallest valid manifest plus a register and one edit each).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Rule } from '../../../src/shared/law/register.js';
import { dubaiToday, previousValue, registerOf, valueOn } from '../../../src/shared/law/register.js';
import { formatRuleValue } from '../../../src/shared/law/format.js';
import { parseReference, quoteRules } from '../../../src/shared/law/references.js';
import { findValueCopies } from '../../../src/shared/law/literals.js';
import { loadManifest } from '../../../src/build/validate/load.js';
import { formatProblem } from '../../../src/build/manifest/problem.js';
import { resolveSite } from '../../../src/build/model/site-model.js';
import { pagePayload } from '../../../src/build/model/page-data.js';

const en = { code: 'en', digits: 'latn' } as const;
const ar = { code: 'ar', digits: 'latn' } as const;
const arabicDigits = { code: 'ar', digits: 'arab' } as const;

const rules: Rule[] = [
  { id: 'ct-zero-band', label: 'Zero band', unit: 'aed', values: [{ from: '2023-06-01', value: 375000, instrument: 'Federal Decree-Law No. 47 of 2022' }] },
  {
    id: 'deadline',
    label: 'A deadline that moved',
    unit: 'date',
    values: [
      { value: '2026-07-31', instrument: 'Federal Decree-Law No. 47 of 2022' },
      { from: '2026-05-10', value: '2026-10-30', instrument: 'Federal Decree-Law No. 47 of 2022' },
      { from: '2027-06-01', value: '2027-12-31', instrument: 'Federal Decree-Law No. 47 of 2022' },
    ],
  },
  {
    id: 'cap',
    label: 'A cap that ended',
    unit: 'percent',
    values: [
      { from: '2021-06-28', value: 300, instrument: 'Federal Decree-Law No. 47 of 2022' },
      { from: '2026-04-14', value: null, instrument: 'Federal Decree-Law No. 47 of 2022' },
    ],
  },
  { id: 'limit', label: 'Limit', unit: 'aed', values: [{ value: 3_150_000_000, instrument: 'Federal Decree-Law No. 47 of 2022' }] },
  { id: 'return-months', label: 'Return months', unit: 'months', values: [{ value: 9, instrument: 'Federal Decree-Law No. 47 of 2022' }] },
  { id: 'days', label: 'Business days', unit: 'business-days', values: [{ value: 40, instrument: 'Federal Decree-Law No. 47 of 2022' }] },
];
const register = registerOf(rules);

describe('the value in force', () => {
  const deadline = register.get('deadline')!;
  it('is the last value whose date has come, and the one before it is the previous value', () => {
    expect(valueOn(deadline, '2026-05-09')?.value).toBe('2026-07-31');
    expect(valueOn(deadline, '2026-05-10')?.value).toBe('2026-10-30');
    expect(previousValue(deadline, '2026-11-25')?.value).toBe('2026-07-31');
    expect(valueOn(deadline, '2027-06-01')?.value).toBe('2027-12-31');
  });
  it('is nothing before a rule began, and null once it stopped', () => {
    expect(valueOn(register.get('cap')!, '2021-06-27')).toBeUndefined();
    expect(valueOn(register.get('cap')!, '2026-04-14')?.value).toBeNull();
  });
  it('changes with the day in Dubai, four hours ahead of UTC', () => {
    expect(dubaiToday(new Date('2026-12-31T19:59:00Z'))).toBe('2026-12-31');
    expect(dubaiToday(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
});

describe('a value written for each edition', () => {
  const write = (id: string, edition: typeof en | typeof ar | typeof arabicDigits, day = '2026-11-25') => quoteRules(`{{${id}}}`, register, day, edition);
  it('writes amounts, dates, rates and periods as each language does', () => {
    expect(['ct-zero-band', 'limit', 'deadline', 'return-months', 'days'].map((id) => write(id, en))).toEqual([
      'AED 375,000',
      'AED 3.15 billion',
      '30 October 2026',
      '9 months',
      '40 business days',
    ]);
    expect(['ct-zero-band', 'limit', 'deadline', 'return-months', 'days'].map((id) => write(id, ar))).toEqual([
      '375,000 درهم',
      '3.15 مليار درهم',
      '30 أكتوبر 2026',
      '9 أشهر',
      '40 يوم عمل',
    ]);
    expect(write('ct-zero-band', arabicDigits)).toBe('٣٧٥٬٠٠٠ درهم');
    expect(formatRuleValue({ unit: 'percent' }, 9, arabicDigits)).toBe('٩٪');
    expect(formatRuleValue({ unit: 'aed' }, 3_000_000, en, { full: true })).toBe('AED 3,000,000');
  });
  it('answers the options: previous, at a date, since, full, literal', () => {
    const text = 'moved from {{deadline previous}} to {{deadline}} ({{deadline since}}); cap {{cap at 2026-04-13}}; {{limit full}}; {{literal AED 1}}';
    expect(quoteRules(text, register, '2026-11-25', en)).toBe('moved from 31 July 2026 to 30 October 2026 (10 May 2026); cap 300%; AED 3,150,000,000; AED 1');
  });
  it('leaves a reference that names nothing as written, so it shows', () => {
    expect(quoteRules('{{no-such-rule}} and {{cap}}', register, '2026-11-25', en)).toBe('{{no-such-rule}} and {{cap}}');
    expect(parseReference('deadline soon')).toEqual(expect.objectContaining({ kind: 'invalid' }));
  });
});

describe('a copy of a value written by hand', () => {
  const sought = rules.flatMap((rule) => rule.values.flatMap((entry) => (entry.value === null ? [] : [{ rule, value: entry.value, meaning: rule.id }])));
  const found = (text: string) => findValueCopies(text, sought).map((copy) => [copy.text, copy.meanings.join()]);
  it('is found in English and Arabic, in either digits, with its currency or unit', () => {
    expect(found('Taxed above AED 375,000; VAT at 375,000 درهم; ٣٧٥٬٠٠٠ درهم; the 30 October 2026 date; nine months; 40 business days.')).toEqual([
      ['AED 375,000', 'ct-zero-band'],
      ['375,000 درهم', 'ct-zero-band'],
      ['٣٧٥٬٠٠٠ درهم', 'ct-zero-band'],
      ['30 October 2026', 'deadline'],
      ['nine months', 'return-months'],
      ['40 business days', 'days'],
    ]);
  });
  it('is not a longer number, a bare number, or an adjective', () => {
    expect(found('AED 1,375,000, AED 375,000.50, 375,000 visitors, a 9-month period, 3.15 billion people')).toEqual([]);
  });
});

const root = resolve('.');
const minimal = readFileSync(join(root, 'tests/fixtures/valid/minimal.yaml'), 'utf8');
const workDir = mkdtempSync(join(tmpdir(), 'law-register-'));
const contentDir = join(workDir, 'content');
cpSync(join(root, 'tests/fixtures/content'), contentDir, { recursive: true });
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const REGISTER = `  rules:
    - id: ct-zero-band
      label: Taxable income taxed at 0%
      unit: aed
      values:
        - from: 2023-06-01
          value: 375000
          instrument: Federal Decree-Law No. 47 of 2022
    - id: registration-deadline
      label: A registration deadline
      unit: date
      values:
        - from: 2024-03-01
          value: 2026-03-31
          instrument: Federal Decree-Law No. 47 of 2022
        - from: 2027-01-01
          value: 2027-09-30
          instrument: Federal Decree-Law No. 47 of 2022
`;
const SERVICE_BODY = 'services/corporate-tax-in-uae.md';
const originalBody = readFileSync(join(root, 'tests/fixtures/content', SERVICE_BODY), 'utf8');

/** minimal.yaml with the register, the service page's description replaced, and its body given `body` as a first paragraph. */
function load(description: string, body = '', asOf = '2026-11-25') {
  writeFileSync(join(contentDir, SERVICE_BODY), `${body}\n\n${originalBody}`);
  const text = minimal
    .replace('      from: 2023-06-01\n\nroutes:', `      from: 2023-06-01\n${REGISTER}\nroutes:`)
    .replace('Corporate tax registration, returns and advice under Federal Decree-Law No. 47 of 2022, from consultants in Dubai.', description);
  const file = join(workDir, 'site.yaml');
  writeFileSync(file, text);
  const result = loadManifest(file, { contentDir, cwd: workDir, asOf });
  const lawWarnings = result.warnings.filter((warning) => /register|before/.test(warning.message));
  return { ...result, errors: result.problems.map(formatProblem), warned: lawWarnings.map(formatProblem) };
}

describe('references checked by the validator', () => {
  it('reports an unknown rule at its line and column, with the nearest ids', () => {
    const { errors } = load('Registration and advice for the band of {{ct-zero-bnd}} under Federal Decree-Law No. 47 of 2022.');
    expect(errors).toMatchInlineSnapshot(`
      [
        "site.yaml:306:58  routes[2].description: \`{{ct-zero-bnd}}\`: there is no rule \`ct-zero-bnd\` in \`law.rules\`. Nearest ids: \`ct-zero-band\`, \`registration-deadline\`.
              description: Registration and advice for the band of {{ct-zero-bnd}} under Federal Decree-Law No. 47 of 2022.
                                                                   ^",
      ]
    `);
  });
  it('warns where a deadline that has passed is quoted as if still to come, unless marked past', () => {
    const body = 'Register by {{registration-deadline}}. The old date was {{registration-deadline past}}.';
    const { warned, errors } = load('Corporate tax registration and advice under Federal Decree-Law No. 47 of 2022 in Dubai.', body);
    expect(errors).toEqual([]);
    expect(warned).toMatchInlineSnapshot(`
      [
        "content/services/corporate-tax-in-uae.md:1:13  \`{{registration-deadline}}\` is 31 March 2026, which is before 25 November 2026: if the sentence still speaks of it as to come, reword it for a date that has passed, then write \`{{registration-deadline past}}\`.
          Register by {{registration-deadline}}. The old date was {{registration-deadline past}}.
                      ^",
      ]
    `);
  });
  it('reads the register as of another day: the new value, and what will have passed by then', () => {
    const body = 'Register by {{registration-deadline}}.';
    expect(load('Corporate tax registration and advice under Federal Decree-Law No. 47 of 2022 in Dubai.', body, '2026-01-15').warned).toEqual([]);
    expect(load('Corporate tax registration and advice under Federal Decree-Law No. 47 of 2022 in Dubai.', body, '2027-10-01').warned[0]).toContain(
      'is 30 September 2027, which is before 1 October 2027',
    );
  });
  it('warns about a value copied by hand on a page that cites its instrument, naming the reference to write', () => {
    const { warned } = load(
      'Corporate tax on income above AED 375,000, under Federal Decree-Law No. 47 of 2022, from Dubai.',
      'The 0% band ends at 375,000 درهم.',
    );
    expect(warned).toMatchInlineSnapshot(`
      [
        "content/services/corporate-tax-in-uae.md:1:21  \`375,000 درهم\` copies the law register by hand on page \`/services/corporate-tax-in-uae\`: write \`{{ct-zero-band}}\` so it changes when the law does (or \`{{literal 375,000 درهم}}\` if it must stay as written).
          The 0% band ends at 375,000 درهم.
                              ^",
        "site.yaml:306:48  routes[2].description: \`AED 375,000\` copies the law register by hand on page \`/services/corporate-tax-in-uae\`: write \`{{ct-zero-band}}\` so it changes when the law does (or \`{{literal AED 375,000}}\` if it must stay as written).
              description: Corporate tax on income above AED 375,000, under Federal Decree-Law No. 47 of 2022, from Dubai.
                                                         ^",
      ]
    `);
  });
  it('accepts a copy marked literal', () => {
    expect(load('Corporate tax on income above {{literal AED 375,000}}, under Federal Decree-Law No. 47 of 2022.').warned).toEqual([]);
  });
  it('refuses a register whose values are out of order or cite an unlisted instrument', () => {
    const broken = load('Corporate tax registration and advice under Federal Decree-Law No. 47 of 2022 in Dubai.');
    expect(broken.errors).toEqual([]);
    const file = join(workDir, 'site.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8')
        .replace('from: 2027-01-01', 'from: 2020-01-01')
        .replace(
          '          value: 375000\n          instrument: Federal Decree-Law No. 47 of 2022',
          '          value: 375000\n          instrument: Federal Decree-Law No. 74 of 2022',
        ),
    );
    const messages = loadManifest(file, { contentDir, cwd: workDir }).problems.map((problem) => problem.message);
    expect(messages).toEqual([
      expect.stringContaining('`Federal Decree-Law No. 74 of 2022` is not in `law.instruments` — did you mean `Federal Decree-Law No. 47 of 2022`?'),
      expect.stringContaining("must come after the previous value's date"),
    ]);
  });
});

describe('the site model', () => {
  it('writes the value in force into texts and bodies, and lists the instrument under Sources by itself', () => {
    const { manifest } = load('Corporate tax registration and advice in Dubai, for income above {{ct-zero-band}} and more.', 'The band is {{ct-zero-band}}.');
    const withoutSources = { ...manifest!, routes: manifest!.routes.map((route) => ({ ...route, sources: undefined })) } as typeof manifest;
    const model = resolveSite(withoutSources!, contentDir);
    const page = model.pages.find((candidate) => candidate.path === '/services/corporate-tax-in-uae')!;
    expect(page.route.description).toBe('Corporate tax registration and advice in Dubai, for income above AED 375,000 and more.');
    const payload = pagePayload(page, model);
    expect(JSON.stringify(payload)).toContain('The band is AED 375,000.');
    expect(model.citations(page.route).map((source) => source.name)).toEqual(['Federal Decree-Law No. 47 of 2022']);
  });
});

describe('the register as people pick from it (form editor, code editor snippets)', () => {
  it('lists each rule with what pages show today in both languages, and completes `{{` with its reference', async () => {
    const { lawFigures, lawSnippets } = await import('../../../src/shared/law/figures.js');
    const figures = lawFigures({ rules }, { rules: [{ label: 'شريحة الصفر' }] }, '2026-11-25');
    expect(figures[0]).toEqual(
      expect.objectContaining({ id: 'ct-zero-band', shown: 'AED 375,000', shownAr: '375,000 درهم', labelAr: 'شريحة الصفر', since: '1 June 2023' }),
    );
    expect(figures.find((figure) => figure.id === 'cap')?.shown).toBe('');
    expect(lawSnippets(figures)['deadline']).toEqual(expect.objectContaining({ prefix: ['{{deadline', 'deadline'], body: '{{deadline}}' }));
  });
});

describe('Sources in the Arabic edition', () => {
  it('lists every instrument the English page lists, those named in words (an announcement, a guide) included', async () => {
    const { resolveEditions } = await import('../../../src/build/model/site-model.js');
    const site = loadManifest(join(root, 'site.yaml')).manifest!;
    const [english, arabic] = resolveEditions(site, join(root, 'content'));
    const path = '/blogs/small-business-relief-extended-to-2029';
    const sources = (model: typeof english, at: string) => model.citations(model.pages.find((page) => page.path === at)!.route).map((source) => source.name);
    expect(sources(english, path)).toContain('Ministry of Finance announcement of the Small Business Relief extension');
    expect(sources(arabic, `/ar${path}`)).toContain('إعلان وزارة المالية عن تمديد الإعفاء للأعمال الصغيرة');
    expect(sources(arabic, `/ar${path}`)).toHaveLength(sources(english, path).length);
  });
});
