// What the validator says about text that quotes the law register: a reference that cannot be written (an error at
// its line), and a value copied by hand (a warning naming the reference to write, with the fix `npm run quote-law`
// applies when there is exactly one). The smallest valid manifest plus a register, one edit each.
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEdited } from '../../support/edited-manifest.js';
import { nearestIds } from '../../../src/build/law/rule-checks.js';

const minimal = readFileSync(resolve('tests/fixtures/valid/minimal.yaml'), 'utf8');
const contentDir = resolve('tests/fixtures/content');
const workDir = mkdtempSync(join(tmpdir(), 'law-quotes-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const DECREE = 'Federal Decree-Law No. 47 of 2022';
const DECISION = 'Ministerial Decision No. 229 of 2025';
const DESCRIPTION = `Corporate tax registration, returns and advice under ${DECREE}, from consultants in Dubai.`;
const SOURCES = `    sources:\n      - ${DECREE}\n`;
const FOOTER = '  about: A Dubai tax, accounting and audit consultancy.';

/** A rule whose values are `[from or '', value, instrument]`. */
function rule(id: string, unit: string, values: [string, string, string][]): string {
  const lines = values.map(
    ([from, value, instrument]) => `${from ? `        - from: ${from}\n          value` : '        - value'}: ${value}\n          instrument: ${instrument}\n`,
  );
  return `    - id: ${id}\n      label: ${id}\n      unit: ${unit}\n      values:\n${lines.join('')}`;
}

const REGISTER = [
  rule('band', 'aed', [
    ['', '300000', DECREE],
    ['2023-06-01', '325000', DECREE],
    ['2024-01-01', '350000', DECREE],
    ['2025-01-01', '375000', DECREE],
  ]),
  rule('limit', 'aed', [['', '3150000000', DECREE]]),
  rule('million', 'aed', [['', '1000000', DECREE]]),
  rule('deadline', 'date', [
    ['', '2026-03-31', DECREE],
    ['2026-06-01', '2026-09-30', DECREE],
  ]),
  rule('due', 'date', [['', '2026-11-25', DECREE]]),
  rule('go-live', 'aed', [['2027-01-01', '50000000', DECREE]]),
  rule('filing-months', 'months', [['', '9', DECREE]]),
  rule('return-months', 'months', [['', '9', DECISION]]),
  rule('cap', 'percent', [
    ['', '300', DECREE],
    ['2026-01-01', 'null', DECREE],
  ]),
].join('');

/** minimal.yaml with the register and each `[from, to]` edit made; errors and the register's warnings, with their line. */
function check(...edits: [string, string][]) {
  const withRegister = minimal.replace('      from: 2023-06-01\n\nroutes:', `      from: 2023-06-01\n  rules:\n${REGISTER}\nroutes:`);
  const { text, result } = loadEdited(withRegister, edits, { workDir, contentDir });
  const lines = text.split('\n');
  return {
    errors: result.problems.map(({ line, path, message }) => ({ line, path, message })),
    copies: result.warnings.filter((warning) => warning.message.includes('copies the law register')),
    dates: result.warnings.filter((warning) => warning.message.includes('which is before')).map((warning) => warning.message),
    lineOf: (needle: string) => lines.findIndex((line) => line.includes(needle)) + 1,
  };
}

/** The service page's description rewritten (it still names the decree-law, which the page cites). */
const describing = (text: string): [string, string] => [DESCRIPTION, `${text} Under ${DECREE}.`];

describe('a reference that cannot be written', () => {
  it('is an error at its line in the site-wide texts too, saying why', () => {
    const { errors, lineOf } = check([FOOTER, '  about: Consultants since {{band soon}}; capped at {{cap}}; {{limit previous}}; {{literal AED 5}}.']);
    const line = lineOf('  about: Consultants since');
    expect(errors).toEqual([
      {
        line,
        path: 'footer.about',
        message: '`{{band soon}}` has an unknown word `soon` after the rule id: use `previous`, `since`, `past`, `full` or `at YYYY-MM-DD`.',
      },
      {
        line,
        path: 'footer.about',
        message: '`{{cap}}`: `cap` no longer applies on 2026-11-25 (it stopped on 2026-01-01): quote it `at` an earlier date.',
      },
      {
        line,
        path: 'footer.about',
        message: '`{{limit previous}}`: `limit` has had no other value before the one in force on 2026-11-25.',
      },
    ]);
  });

  it('is reported once, at its line, on a page, naming the nearest ids', () => {
    const { errors, lineOf } = check(describing('Taxed above {{bnd}}.'));
    expect(errors).toEqual([
      {
        line: lineOf('Taxed above {{bnd}}'),
        path: 'routes[2].description',
        message: '`{{bnd}}`: there is no rule `bnd` in `law.rules`. Nearest ids: `band`, `due`, `cap`.',
      },
    ]);
  });

  it('is found in the home page’s about section, at its line in the markdown file', () => {
    const content = join(workDir, 'content-about');
    cpSync(contentDir, content, { recursive: true });
    appendFileSync(join(content, 'home/about.md'), '\nTaxed above {{bnd}}.\n');
    const withRegister = minimal.replace('      from: 2023-06-01\n\nroutes:', `      from: 2023-06-01\n  rules:\n${REGISTER}\nroutes:`);
    const { result } = loadEdited(withRegister, [], { workDir, contentDir: content });
    const lines = readFileSync(join(content, 'home/about.md'), 'utf8').split('\n');
    expect(result.problems.map(({ file, line, col, message }) => ({ file, line, col, message }))).toEqual([
      {
        file: expect.stringMatching(/home\/about\.md$/),
        line: lines.indexOf('Taxed above {{bnd}}.') + 1,
        col: 13,
        message: '`{{bnd}}`: there is no rule `bnd` in `law.rules`. Nearest ids: `band`, `due`, `cap`.',
      },
    ]);
  });

  it('names up to three rule ids nearest to a mistyped one, nearest first', () => {
    expect(nearestIds('bnad', ['deadline', 'limit', 'band', 'cap', 'groups'])).toEqual(['band', 'cap', 'limit']);
    expect(nearestIds('x', ['band'])).toEqual(['band']);
  });
});

describe('a date that has passed', () => {
  it('is a warning only where the value in force is quoted plainly, not where it is marked past or quoted from before', () => {
    expect(check(describing('File by {{deadline}}.')).dates).toEqual([
      '`{{deadline}}` is 30 September 2026, which is before 25 November 2026: if the sentence still speaks of it as to come, reword it for a date that has passed, then write `{{deadline past}}`.',
    ]);
    const quoted = 'Filed by {{deadline past}}, once {{deadline previous}} or {{deadline at 2026-01-01}}, since {{deadline since}}.';
    expect(check(describing(quoted)).dates).toEqual([]);
    // Due today is still to come.
    expect(check(describing('File by {{due}}.')).dates).toEqual([]);
  });
});

describe('a value copied by hand', () => {
  const copy = (text: string, ...edits: [string, string][]) =>
    check(describing(text), ...edits).copies.map((warning) => ({ message: warning.message.split(': write ')[1], fix: warning.fix }));

  it('names the reference to write for the value in force, and the fix that writes the same words', () => {
    expect(copy('Taxed above AED 375,000.')).toEqual([
      {
        message: '`{{band}}` so it changes when the law does (or `{{literal AED 375,000}}` if it must stay as written).',
        fix: { find: 'AED 375,000', replace: '{{band}}' },
      },
    ]);
  });

  it('keeps every digit of a large amount, and a date gone by as past, in the fix', () => {
    const copied = 'Groups up to AED 3,150,000,000, or AED 3.15 billion, from AED 1,000,000, by 30 September 2026 and 25 November 2026.';
    expect(copy(copied).map((found) => found.fix?.replace)).toEqual(['{{limit full}}', '{{limit}}', '{{million full}}', '{{deadline past}}', '{{due}}']);
  });

  it('names an older value by its place: the previous one, or the date it applied from', () => {
    expect(copy('Once AED 350,000, before that AED 325,000 and first AED 300,000.')).toEqual([
      { message: expect.stringMatching(/^`\{\{band previous\}\}` so it changes/), fix: undefined },
      { message: expect.stringMatching(/^`\{\{band at 2023-06-01\}\}` so it changes/), fix: undefined },
      { message: expect.stringMatching(/^`\{\{band at YYYY-MM-DD\}\}` so it changes/), fix: undefined },
    ]);
  });

  it('names a value that applies only from a later date by that date', () => {
    expect(copy('From 2027, above AED 50 million.')).toEqual([
      { message: expect.stringMatching(/^`\{\{go-live at 2027-01-01\}\}` so it changes/), fix: undefined },
    ]);
  });

  it('is not reported where it is marked as deliberate with `literal`', () => {
    expect(copy('Taxed above {{literal AED 375,000}}, as the decision wrote it.')).toEqual([]);
  });

  it('is found at its own column after a reference on the same line', () => {
    const text = 'Within {{filing-months}}, above AED 375,000.';
    const [found] = check(describing(text)).copies;
    expect((found.sourceLine ?? '').slice(found.col - 1)).toMatch(/^AED 375,000\. Under/);
  });

  it('offers each rule it could be, without a fix, when two rules the page cites have the same value', () => {
    expect(copy('Returns within nine months.', [SOURCES, `${SOURCES}      - ${DECISION}\n`])).toEqual([
      { message: expect.stringMatching(/^`\{\{filing-months\}\}` or `\{\{return-months\}\}` so it changes/), fix: undefined },
    ]);
  });

  it('counts only on a page that cites, or quotes, the instrument that set the value', () => {
    const other = (text: string) => check([DESCRIPTION, text], [SOURCES, '']).copies.map((warning) => warning.message.split(': write ')[1]);
    expect(other('Corporate tax advice from Dubai, for income above AED 375,000 and more.')).toEqual([]);
    expect(other('Corporate tax advice from Dubai, above AED 375,000 and within {{filing-months}}.')).toEqual([
      expect.stringMatching(/^`\{\{band\}\}` so it changes/),
    ]);
  });
});
