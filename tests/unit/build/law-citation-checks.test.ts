// What the validator tells an editor about the list of instruments and the pages that cite them: each message at
// the line to change, naming the instrument and the page (the smallest valid manifest plus one edit each).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { homePageReason } from '../../../src/build/law/law-checks.js';
import { loadEdited } from '../../support/edited-manifest.js';
import type { Problem } from '../../../src/build/manifest/problem.js';

const minimal = readFileSync(resolve('tests/fixtures/valid/minimal.yaml'), 'utf8');
const contentDir = resolve('tests/fixtures/content');
const workDir = mkdtempSync(join(tmpdir(), 'law-citation-checks-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const DECREE = 'Federal Decree-Law No. 47 of 2022';
const DESCRIPTION = `Corporate tax registration, returns and advice under ${DECREE}, from consultants in Dubai.`;
const SOURCES = `    sources:\n      - ${DECREE}\n`;
const LAST_INSTRUMENT = '      supersededBy: Ministerial Decision No. 229 of 2025\n      from: 2023-06-01\n';
const SERVICE = '/services/corporate-tax-in-uae';

/** minimal.yaml with each `[from, to]` edit made (each must apply); the findings as line, path and message. */
function check(...edits: [string, string][]) {
  const { text, result } = loadEdited(minimal, edits, { workDir, contentDir });
  const brief = (problem: Problem) => ({ line: problem.line, path: problem.path, message: problem.message });
  const lines = text.split('\n');
  return {
    errors: result.problems.map(brief),
    warnings: result.warnings.filter((warning) => warning.path.includes('historical')).map(brief),
    /** The 1-based line of the `n`-th line containing `needle`. */
    lineOf: (needle: string, n = 1) => lines.map((line, index) => (line.includes(needle) ? index + 1 : 0)).filter(Boolean)[n - 1],
  };
}

describe('the list of instruments', () => {
  it('refuses a second entry for the same instrument, however it is written, naming the first one’s line', () => {
    const { errors, lineOf } = check([LAST_INSTRUMENT, `${LAST_INSTRUMENT}    - name: Federal Decree-Law No. (47) of 2022\n      title: again\n`]);
    expect(errors).toEqual([
      {
        line: lineOf('- name: Federal Decree-Law No. (47) of 2022'),
        path: 'law.instruments[3].name',
        message: `names the same instrument as \`${DECREE}\` on line ${lineOf(`- name: ${DECREE}`)}: keep one entry.`,
      },
    ]);
  });

  it('refuses a replacement that is not in the list, at its `supersededBy`', () => {
    const { errors, lineOf } = check(['supersededBy: Ministerial Decision No. 229 of 2025', 'supersededBy: Ministerial Decision No. 292 of 2025']);
    expect(errors).toEqual([
      {
        line: lineOf('supersededBy:'),
        path: 'law.instruments[2].supersededBy',
        message: '`Ministerial Decision No. 292 of 2025` is not in `law.instruments`: add the replacement too, so pages can cite it.',
      },
    ]);
    // A mention of the superseded instrument still names the replacement as written.
    const mentioned = check(
      ['supersededBy: Ministerial Decision No. 229 of 2025', 'supersededBy: Ministerial Decision No. 292 of 2025'],
      ['  about: A Dubai tax, accounting and audit consultancy.', '  about: Consultants applying Ministerial Decision No. 265 of 2023.'],
    );
    expect(mentioned.errors.map((error) => error.message)).toContainEqual(
      expect.stringContaining('Ministerial Decision No. 292 of 2025 replaced it from 1 June 2023. Cite Ministerial Decision No. 292 of 2025 instead.'),
    );
  });

  it('refuses an instrument pages cite without a link to its text, unless it is marked a placeholder', () => {
    const url = '      url: https://uaelegislation.gov.ae/en/legislations/1582\n';
    const { errors, lineOf } = check([url, '']);
    expect(errors).toEqual([
      {
        line: lineOf(`- name: ${DECREE}`),
        path: 'law.instruments[0].name',
        message: `pages cite ${DECREE}, but it has no \`url\`: add the address of its official text, or mark it \`placeholder:\` until you have one.`,
      },
    ]);
    expect(check([url, '      placeholder: the link to the official text\n']).errors).toEqual([]);
    // Not cited by any page: nothing to link to yet.
    expect(check([url, ''], [SOURCES, ''], [DESCRIPTION, 'Corporate tax registration, returns and advice from consultants in Dubai.']).errors).toEqual([]);
  });

  it('tells a front page from the instrument’s own page, whatever the language folder or file name', () => {
    for (const url of [
      'https://tax.gov.ae/ar',
      'https://tax.gov.ae/en/index.html',
      'https://mof.gov.ae/Home.htm',
      'https://uaelegislation.gov.ae/EN/Default.aspx',
    ]) {
      expect(homePageReason(url), url).toMatch(/is the home page of /);
    }
    expect(homePageReason('https://tax.gov.ae/en/')).toBe(
      '`https://tax.gov.ae/en/` is the home page of tax.gov.ae, not the instrument: link its own page (e.g. on uaelegislation.gov.ae/en/legislations/…) or the PDF of the decision or guide.',
    );
    for (const url of [
      'https://tax.gov.ae/en/?doc=vat-guide',
      'https://tax.gov.ae/en/legislation',
      'https://tax.gov.ae/english',
      'https://tax.gov.ae/en/index.pdf',
    ]) {
      expect(homePageReason(url), url).toBeUndefined();
    }
    expect(homePageReason('uaelegislation.gov.ae/en/legislations/1582')).toBe('`uaelegislation.gov.ae/en/legislations/1582` is not a web address.');
  });
});

describe('what a page cites', () => {
  it('refuses a source that is not in the list, suggesting the nearest name or saying how to add it', () => {
    const { errors, lineOf } = check([SOURCES, `${SOURCES}      - Federal Decree-Law No. 47 of 2020\n      - FTA announcement on penalties\n`]);
    expect(errors).toEqual([
      {
        line: lineOf('- Federal Decree-Law No. 47 of 2020'),
        path: 'routes[2].sources[1]',
        message: `\`Federal Decree-Law No. 47 of 2020\` is not in \`law.instruments\` — did you mean \`${DECREE}\`?`,
      },
      {
        line: lineOf('- FTA announcement on penalties'),
        path: 'routes[2].sources[2]',
        message: '`FTA announcement on penalties` is not in `law.instruments`: add it there with a link to its text, then cite it here.',
      },
    ]);
  });

  it('names, once per page, an instrument the page mentions but the list lacks, and where to cite it', () => {
    const unknown = 'Cabinet Decision No. 100 of 2023';
    // Named again on a later line (the heading): still one message, at the first mention.
    const { errors, lineOf } = check(
      [DESCRIPTION, `Advice under ${unknown} and ${DECREE}; ${unknown} again.`],
      ['heading: Corporate tax in the UAE', `heading: Corporate tax under ${unknown}`],
    );
    const where = `page \`${SERVICE}\` (site.yaml:${lineOf(`- path: ${SERVICE}`)})`;
    expect(errors).toEqual([
      {
        line: lineOf(`Advice under ${unknown}`),
        path: 'routes[2].description',
        message: `\`${unknown}\` is not in \`law.instruments\`: add it there with a link to its text, and list it under \`sources:\` of ${where}.`,
      },
    ]);
  });

  it('names, once per page, an instrument the page mentions but does not list under `sources:`', () => {
    const other = 'Ministerial Decision No. 229 of 2025';
    const { errors, lineOf } = check(
      [DESCRIPTION, `Advice under ${other} and ${DECREE}, and ${other} once more.`],
      ['heading: Corporate tax in the UAE', `heading: Corporate tax under ${other}`],
    );
    const where = `page \`${SERVICE}\` (site.yaml:${lineOf(`- path: ${SERVICE}`)})`;
    expect(errors).toEqual([
      {
        line: lineOf(`Advice under ${other}`),
        path: 'routes[2].description',
        message: `names ${other}, which is not in the page's \`sources:\`: add \`- ${other}\` under \`sources:\` of ${where}, so readers get a link to it.`,
      },
    ]);
    expect(check([DESCRIPTION, `Advice under ${other} and ${DECREE}.`], [SOURCES, `${SOURCES}      - ${other}\n`]).errors).toEqual([]);
  });

  it('warns about a `historical` entry the list does not mark superseded', () => {
    const { errors, warnings, lineOf } = check([SOURCES, `${SOURCES}    historical:\n      - ${DECREE}\n`]);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      {
        line: lineOf(`- ${DECREE}`, 2),
        path: 'routes[2].historical[0]',
        message: `\`${DECREE}\` is listed as historical, but \`law.instruments\` does not mark it superseded: remove it here, or add \`supersededBy\` to its entry.`,
      },
    ]);
  });
});

describe('law a page names as history', () => {
  const OLD = 'Ministerial Decision No. 265 of 2023';
  const historical = (...names: string[]): [string, string] => [SOURCES, `${SOURCES}    historical:\n${names.map((name) => `      - ${name}\n`).join('')}`];
  const mentioningOld: [string, string] = [DESCRIPTION, `Advice under ${DECREE}, which ${OLD} once shaped.`];

  it('lets a page name superseded law it lists under `historical:`, with no error and no warning', () => {
    const listed = check(historical(OLD), mentioningOld);
    expect(listed.errors).toEqual([]);
    expect(listed.warnings).toEqual([]);
    // Without the list the same sentence is refused at its line.
    const { errors, lineOf } = check(mentioningOld);
    expect(errors).toEqual([
      {
        line: lineOf(`which ${OLD}`),
        path: 'routes[2].description',
        message: expect.stringContaining(`If this mention is deliberately historical, list \`${OLD}\` under \`historical:\` of page \`${SERVICE}\``),
      },
    ]);
  });

  it('refuses a `historical` entry the list does not have, at its line, and checks the rest', () => {
    const { errors, warnings, lineOf } = check(historical('Cabinet Decision No. 100 of 2023', OLD), mentioningOld);
    expect(errors).toEqual([
      {
        line: lineOf('- Cabinet Decision No. 100 of 2023'),
        path: 'routes[2].historical[0]',
        message: '`Cabinet Decision No. 100 of 2023` is not in `law.instruments`: add it there with a link to its text, then cite it here.',
      },
    ]);
    expect(warnings).toEqual([]);
  });

  it('warns about a `historical` entry the page no longer mentions, naming it at its line', () => {
    const { errors, warnings, lineOf } = check(historical(OLD));
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      { line: lineOf(`- ${OLD}`), path: 'routes[2].historical[0]', message: `the page does not mention \`${OLD}\`: remove it from \`historical:\`.` },
    ]);
  });
});

describe('superseded law named outside the pages', () => {
  it('is not an error for law in force, nor for a name the list lacks (texts outside pages cannot cite)', () => {
    const about = `  about: A Dubai consultancy applying ${DECREE} and Cabinet Decision No. 100 of 2023.`;
    expect(check(['  about: A Dubai tax, accounting and audit consultancy.', about]).errors).toEqual([]);
  });

  it('is refused in a person’s role, shown on every article they wrote', () => {
    const person =
      '\npeople:\n  - id: tax-partner\n    name: Partner, Tax\n    role: Partner, Tax (qualifying activities under Ministerial Decision No. 265 of 2023)\n\nroutes:';
    const { errors, lineOf } = check(['\nroutes:', person]);
    expect(errors).toEqual([
      {
        line: lineOf('    role: Partner, Tax'),
        path: 'people[0].role',
        message: expect.stringMatching(/^Ministerial Decision No\. 265 of 2023 has been superseded: Ministerial Decision No\. 229 of 2025 replaced it/),
      },
    ]);
  });

  it('is refused in the footer, naming the replacement as the list writes it, with its scope and date', () => {
    const { errors, lineOf } = check(
      ['  about: A Dubai tax, accounting and audit consultancy.', '  about: A Dubai consultancy applying Ministerial Decision No. (265) of 2023.'],
      ['supersededBy: Ministerial Decision No. 229 of 2025', 'supersededBy: Ministerial Decision No. (229) of 2025\n      scope: for qualifying activities'],
    );
    expect(errors).toEqual([
      {
        line: lineOf('  about: A Dubai consultancy'),
        path: 'footer.about',
        message:
          'Ministerial Decision No. 265 of 2023 has been superseded: Ministerial Decision No. 229 of 2025 replaced it for qualifying activities from 1 June 2023. Cite Ministerial Decision No. 229 of 2025 instead.',
      },
    ]);
  });

  it('is refused with the replacement alone when the list gives no scope or date', () => {
    const { errors } = check(
      ['  about: A Dubai tax, accounting and audit consultancy.', '  about: A Dubai consultancy applying Ministerial Decision No. 265 of 2023.'],
      ['      from: 2023-06-01\n', ''],
    );
    expect(errors.map((error) => error.message)).toEqual([
      'Ministerial Decision No. 265 of 2023 has been superseded: Ministerial Decision No. 229 of 2025 replaced it. Cite Ministerial Decision No. 229 of 2025 instead.',
    ]);
  });

  // The Arabic edition's site-wide words are checked as the English ones; its law list names superseded law on purpose.
  const withArabic = (arBlock: string) => check(['\nroutes:', `\nar:\n${arBlock}\nroutes:`]);

  it('is refused in the Arabic footer, at its line, naming the replacement', () => {
    const { errors, lineOf } = withArabic('  footer:\n    about: شركة استشارات تطبق القرار الوزاري رقم (265) لسنة 2023 في دبي.');
    expect(errors).toEqual([
      {
        line: lineOf('    about: شركة'),
        path: 'ar.footer.about',
        message: expect.stringMatching(/^Ministerial Decision No\. 265 of 2023 has been superseded: Ministerial Decision No\. 229 of 2025 replaced it/),
      },
    ]);
  });

  it('is not an error in an Arabic footer without it, nor in the Arabic words of the law list', () => {
    expect(withArabic('  footer:\n    about: شركة استشارات في الضرائب والمحاسبة في دبي.').errors).toEqual([]);
    expect(withArabic('  law:\n    instruments:\n      - name: القرار الوزاري رقم (265) لسنة 2023\n        title: في شأن الأنشطة المؤهلة').errors).toEqual([]);
  });
});
