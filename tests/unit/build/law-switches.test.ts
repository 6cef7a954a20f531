// Prose that switches on its date (src/shared/law/switches.ts): the build writes the branch in force on the site's
// day in either language, the validator checks both branches and reports a malformed block where it is, and only the
// branch shown on the day can be warned about a passed deadline.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEdited } from '../../support/edited-manifest.js';
import { lastSwitchIn, quoteRules } from '../../../src/shared/law/references.js';
import { registerOf, type Rule } from '../../../src/shared/law/register.js';

const EN = { code: 'en', digits: 'latn' } as const;
const AR = { code: 'ar', digits: 'latn' } as const;
const DECISION = 'Ministerial Decision No. 244 of 2025';
const rules = registerOf([
  { id: 'go-live', label: 'E-invoicing go-live', unit: 'date', values: [{ value: '2027-01-01', instrument: DECISION }] },
  { id: 'claim-by', label: 'Last day to claim', unit: 'date', values: [{ value: '2026-12-31', instrument: DECISION }] },
  { id: 'rate', label: 'Rate', unit: 'percent', values: [{ value: 5, instrument: DECISION }] },
] as Rule[]);

const GO_LIVE =
  '{{until go-live}}Large businesses will issue e-invoices from {{go-live}}.{{from}}Large businesses have issued e-invoices since {{go-live past}}.{{end}}';
const GO_LIVE_AR =
  '{{until go-live}}ستُصدر الشركات الكبيرة الفواتير الإلكترونية اعتبارًا من {{go-live}}.{{from}}تُصدر الشركات الكبيرة الفواتير الإلكترونية منذ {{go-live past}}.{{end}}';
const CLAIM = 'Claims: {{until claim-by passed}}claim by {{claim-by}}{{from}}the window closed on {{claim-by past}}{{end}}.';

describe('a text that switches on its date', () => {
  it('reads its "until" branch the day before the rule’s date and its "from" branch on the day, in both languages', () => {
    expect(quoteRules(GO_LIVE, rules, '2026-12-31', EN)).toBe('Large businesses will issue e-invoices from 1 January 2027.');
    expect(quoteRules(GO_LIVE, rules, '2027-01-01', EN)).toBe('Large businesses have issued e-invoices since 1 January 2027.');
    expect(quoteRules(GO_LIVE_AR, rules, '2026-12-31', AR)).toBe('ستُصدر الشركات الكبيرة الفواتير الإلكترونية اعتبارًا من 1 يناير 2027.');
    expect(quoteRules(GO_LIVE_AR, rules, '2027-01-01', AR)).toBe('تُصدر الشركات الكبيرة الفواتير الإلكترونية منذ 1 يناير 2027.');
  });

  it('with `passed`, keeps a deadline open on its own day and switches the day after', () => {
    expect(quoteRules(CLAIM, rules, '2026-12-31', EN)).toBe('Claims: claim by 31 December 2026.');
    expect(quoteRules(CLAIM, rules, '2027-01-01', EN)).toBe('Claims: the window closed on 31 December 2026.');
  });

  it('may be keyed to a day, span lines, and leave a branch empty', () => {
    const text = 'Before.\n{{until 2027-07-01}}Phase two is\nstill to come.\n{{end}}After.';
    expect(quoteRules(text, rules, '2027-06-30', EN)).toBe('Before.\nPhase two is\nstill to come.\nAfter.');
    expect(quoteRules(text, rules, '2027-07-01', EN)).toBe('Before.\nAfter.');
    expect(quoteRules('A{{until 2027-07-01}}{{from}} (in force){{end}}.', rules, '2027-07-01', EN)).toBe('A (in force).');
  });

  it('dates a page by the newest switch it has passed', () => {
    expect(lastSwitchIn([GO_LIVE, CLAIM], rules, '2026-12-31')).toBeUndefined();
    expect(lastSwitchIn([GO_LIVE, CLAIM], rules, '2027-01-01')).toBe('2027-01-01');
    expect(lastSwitchIn([GO_LIVE, 'x {{until 2027-03-01}}a{{end}}'], rules, '2027-05-01')).toBe('2027-03-01');
  });

  it('is left as written when malformed, so nothing disappears silently', () => {
    const broken = '{{until go-live}}will issue{{from}}have issued';
    expect(quoteRules(broken, rules, '2027-01-01', EN)).toBe(broken);
  });
});

const minimal = readFileSync(resolve('tests/fixtures/valid/minimal.yaml'), 'utf8');
const contentDir = resolve('tests/fixtures/content');
const workDir = mkdtempSync(join(tmpdir(), 'law-switches-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));
/** An instrument the minimal fixture lists. */
const LISTED = 'Ministerial Decision No. 229 of 2025';
const REGISTER = `  rules:
    - id: deadline
      label: deadline
      unit: date
      values:
        - value: 2026-09-30
          instrument: ${LISTED}
    - id: band
      label: band
      unit: aed
      values:
        - value: 375000
          instrument: ${LISTED}
`;
const FOOTER = '  about: A Dubai tax, accounting and audit consultancy.';

/** minimal.yaml with a register and the footer's text (after "Now ", as a plain YAML text cannot begin with `{{`) replaced, validated as of 2026-11-25. */
function validate(written: string) {
  const about = `Now ${written}`;
  const withRegister = minimal.replace('      from: 2023-06-01\n\nroutes:', `      from: 2023-06-01\n${REGISTER}\nroutes:`);
  const { text, result } = loadEdited(withRegister, [[FOOTER, `  about: ${about}`]], { workDir, contentDir });
  const line = text.split('\n').findIndex((each) => each.startsWith('  about: ')) + 1;
  const column = (needle: string) => `  about: ${about}`.indexOf(needle) + 1;
  return { result, line, column };
}

describe('the validator and a switching text', () => {
  it('reports an unknown key, a key that is not a date and a malformed block at file:line:col', () => {
    const about = '{{until deadln}}a{{end}} {{until band}}b{{end}} {{from}} {{until deadline}}c {{until deadline}}d{{end}} {{until deadline}}e';
    const { result, line, column } = validate(about);
    expect(result.problems.map(({ file, line: at, col, message }) => ({ file, at, col, message }))).toEqual([
      {
        file: expect.stringMatching(/site\.yaml$/),
        at: line,
        col: column('{{until deadln}}'),
        message: '`{{until deadln}}`: there is no rule `deadln` in `law.rules`. Nearest ids: `deadline`, `band`.',
      },
      {
        file: expect.stringMatching(/site\.yaml$/),
        at: line,
        col: column('{{until band}}'),
        message: '`{{until band}}`: `band` is not a date rule (its unit is aed): key a switch to a day or a date rule.',
      },
      { file: expect.stringMatching(/site\.yaml$/), at: line, col: column('{{from}}'), message: '`{{from}}` has no `{{until …}}` before it to switch.' },
      {
        file: expect.stringMatching(/site\.yaml$/),
        at: line,
        col: column('{{until deadline}}d'),
        message: '`{{until deadline}}` opens a switch inside another: close the first with `{{end}}` before.',
      },
      {
        file: expect.stringMatching(/site\.yaml$/),
        at: line,
        col: `  about: Now ${about}`.lastIndexOf('{{until deadline}}') + 1,
        message: '`{{until deadline}}` is never closed: end the switch with `{{end}}`.',
      },
    ]);
  });

  it('checks references in both branches, and warns of a passed date only in the branch shown on the day', () => {
    const passedWarnings = (about: string) => validate(about).result.warnings.filter((warning) => warning.message.includes('which is before'));
    // Without a switch, a deadline of 30 September quoted on 25 November reads as still to come.
    expect(passedWarnings('File by {{deadline}}.')).toHaveLength(1);
    // Switched the day after: the sentence shown on 25 November is the one written for a passed date.
    expect(passedWarnings('{{until deadline passed}}File by {{deadline}}.{{from}}The deadline was {{deadline past}}.{{end}}')).toEqual([]);
    // A switch still ahead shows its "until" branch, which is checked as any text is.
    expect(passedWarnings('{{until 2027-01-01}}File by {{deadline}}.{{from}}Filed.{{end}}')).toHaveLength(1);
    // An unknown rule in the branch not shown is still an error.
    const { result } = validate('{{until deadline passed}}File by {{deadlin}}.{{from}}Closed.{{end}}');
    expect(result.problems.map((problem) => problem.message)).toEqual([expect.stringContaining('there is no rule `deadlin`')]);
  });
});
