// The law register's own mistakes, as `npm run validate` reports them to the editor who made them: each rule and each
// value checked at its own line (the smallest valid manifest plus a register with one mistake each).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadManifest } from '../../../src/build/validate/load.js';

const minimal = readFileSync(resolve('tests/fixtures/valid/minimal.yaml'), 'utf8');
const contentDir = resolve('tests/fixtures/content');
const workDir = mkdtempSync(join(tmpdir(), 'law-register-checks-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const LAW = 'Federal Decree-Law No. 47 of 2022';

/** One rule of the register, written as an editor would, with `values` given as YAML lines. */
function rule(id: string, unit: string, values: string): string {
  return `    - id: ${id}\n      label: A rule\n      unit: ${unit}\n      values:\n${values}`;
}

/** One value of a rule: its lines, indented as under `values:`. */
function value(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, text], index) => `        ${index === 0 ? '- ' : '  '}${key}: ${text}\n`)
    .join('');
}

/** minimal.yaml with these rules as `law.rules`; the problems with their line (1-based) and message. */
function check(...rules: string[]) {
  const register = `  rules:\n${rules.join('')}`;
  const text = minimal.replace('      from: 2023-06-01\n\nroutes:', `      from: 2023-06-01\n${register}\nroutes:`);
  expect(text, 'the register must be inserted').toContain(register);
  const file = join(workDir, 'site.yaml');
  writeFileSync(file, text);
  const result = loadManifest(file, { contentDir, cwd: workDir, asOf: '2026-11-25' });
  const lines = text.split('\n');
  /** The line of the `n`-th (from 1) line of the register that contains `needle`. */
  const lineOf = (needle: string, n = 1) => {
    const start = lines.indexOf('  rules:');
    const found = lines.map((line, index) => (index > start && line.includes(needle) ? index + 1 : 0)).filter(Boolean);
    return found[n - 1];
  };
  return { problems: result.problems.map((problem) => ({ line: problem.line, path: problem.path, message: problem.message })), lineOf };
}

describe('a register rule', () => {
  it('is accepted as written when nothing is wrong', () => {
    const { problems } = check(
      rule('band', 'aed', value({ value: '375000', instrument: LAW }) + value({ from: '2024-01-01', value: '0', instrument: LAW })),
      rule('deadline', 'date', value({ value: '2026-03-31', instrument: LAW }) + value({ from: '2026-05-01', value: 'null', instrument: LAW })),
    );
    expect(problems).toEqual([]);
  });

  it('is refused when its id is already another rule’s, at the second id, naming the first rule’s place', () => {
    const { problems, lineOf } = check(
      rule('band', 'aed', value({ value: '375000', instrument: LAW })),
      rule('other', 'aed', value({ value: '1', instrument: LAW })),
      rule('band', 'percent', value({ value: '9', instrument: LAW })),
    );
    expect(problems).toEqual([
      { line: lineOf('- id: band', 2), path: 'law.rules[2].id', message: '`band` is already the id of rule 1: give each rule its own id.' },
    ]);
  });
});

describe('a value of a rule', () => {
  it('needs the date it applies from, except the first', () => {
    const { problems, lineOf } = check(rule('band', 'aed', value({ value: '375000', instrument: LAW }) + value({ value: '400000', instrument: LAW })));
    expect(problems).toEqual([
      {
        line: lineOf('- value: 400000'),
        path: 'law.rules[0].values[1]',
        message: 'needs `from:`, the date this value applies from (YYYY-MM-DD): only the first value may leave it out.',
      },
    ]);
  });

  it('must come after the value before it, a value dated the same day included', () => {
    const { problems, lineOf } = check(
      rule('band', 'aed', value({ from: '2023-06-01', value: '375000', instrument: LAW }) + value({ from: '2023-06-01', value: '400000', instrument: LAW })),
    );
    expect(problems).toEqual([
      {
        line: lineOf('from: 2023-06-01', 2),
        path: 'law.rules[0].values[1].from',
        message: "must come after the previous value's date (2023-06-01): list the values oldest first.",
      },
    ]);
  });

  it('may be null to end a rule, but not on the first value', () => {
    const { problems, lineOf } = check(rule('band', 'aed', value({ from: '2023-06-01', value: 'null', instrument: LAW })));
    expect(problems).toEqual([
      {
        line: lineOf('value: null'),
        path: 'law.rules[0].values[0].value',
        message: 'cannot be `null` on the first value: `null` marks the date a rule stopped applying.',
      },
    ]);
  });

  it('of a date rule must be a real day written YYYY-MM-DD', () => {
    const message = "must be a date written YYYY-MM-DD, because the rule's `unit` is `date`.";
    for (const written of ['31/03/2026', '2026-03', '"2026-13-01"', '375000']) {
      const { problems, lineOf } = check(rule('deadline', 'date', value({ value: written, instrument: LAW })));
      expect(problems, written).toEqual([{ line: lineOf(`value: ${written}`), path: 'law.rules[0].values[0].value', message }]);
    }
  });

  it('of an amount, rate or period must be a plain number, zero allowed but not below', () => {
    const { problems, lineOf } = check(
      rule('band', 'aed', value({ value: '"AED 375,000"', instrument: LAW })),
      rule('rate', 'percent', value({ value: '-9', instrument: LAW })),
      rule('nil', 'percent', value({ value: '0', instrument: LAW })),
    );
    expect(problems).toEqual([
      {
        line: lineOf('AED 375,000'),
        path: 'law.rules[0].values[0].value',
        message: 'must be a number (e.g. `375000`, `9`), because the rule\'s `unit` is `aed`; write it without "AED", "%" or commas.',
      },
      { line: lineOf('value: -9'), path: 'law.rules[1].values[0].value', message: 'must not be negative.' },
    ]);
  });

  it('must be set by an instrument of `law.instruments`, with the nearest name suggested or how to add one', () => {
    const { problems, lineOf } = check(
      rule('band', 'aed', value({ value: '375000', instrument: 'Federal Decree-Law No. 74 of 2022' })),
      rule('rate', 'percent', value({ value: '9', instrument: 'A press release' })),
    );
    expect(problems).toEqual([
      {
        line: lineOf('No. 74 of 2022'),
        path: 'law.rules[0].values[0].instrument',
        message: `\`Federal Decree-Law No. 74 of 2022\` is not in \`law.instruments\` — did you mean \`${LAW}\`?`,
      },
      {
        line: lineOf('A press release'),
        path: 'law.rules[1].values[0].instrument',
        message: '`A press release` is not in `law.instruments`: add it there with a link to its text.',
      },
    ]);
  });
});
