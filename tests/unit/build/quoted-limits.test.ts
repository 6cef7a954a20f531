// A title's 70 characters are counted as the page shows it: a text that quotes the law register is measured with its
// references written out, in the language of the block it is in — longer or shorter than as written.
import { describe, expect, it } from 'vitest';
import { validateSite } from '../../support/minimal-site.js';

const DECREE = 'Federal Decree-Law No. 47 of 2022';
// `{{due}}` (7 characters) shows as "30 September 2026" (17) in English and "30 سبتمبر 2026" (14) in Arabic;
// `{{corporate-tax-zero-band}}` (27) as "AED 375,000" (11).
const REGISTER = `  rules:
    - id: due
      label: A return's due date
      unit: date
      values:
        - value: 2026-09-30
          instrument: ${DECREE}
    - id: corporate-tax-zero-band
      label: Zero band
      unit: aed
      values:
        - value: 375000
          instrument: ${DECREE}
`;
const TITLE = '    title: Corporate Tax Services in the UAE\n';
const DESCRIPTION = '    description: Corporate tax registration, returns and advice under Federal Decree-Law No. 47 of 2022, from consultants in Dubai.\n';

/** The problems of the smallest site with the register and the corporate tax page's title (and Arabic title) set. */
function titled(title: string, arabicTitle?: string) {
  // Quoted in YAML: the titles have `: ` in them.
  const arabic = arabicTitle ? `    ar:\n      title: '${arabicTitle}'\n` : '';
  const { problems } = validateSite({
    arabic: Boolean(arabicTitle),
    edits: [
      ['      from: 2023-06-01\n\nroutes:', `      from: 2023-06-01\n${REGISTER}\nroutes:`],
      [TITLE, `    title: '${title}'\n${arabic}`],
    ],
  });
  return problems;
}

describe('length limits on texts that quote the law register', () => {
  it('counts a reference as the words it shows: 70 is fine, 71 is reported as the page shows it', () => {
    // One `{{due}}`: 70 characters on the page, 60 as written.
    const seventy = 'Corporate tax returns are due on {{due}}; file them in time.';
    expect('Corporate tax returns are due on 30 September 2026; file them in time.').toHaveLength(70);
    expect(titled(seventy)).toEqual([]);
    expect(titled('Corporate tax returns fall due on {{due}}; file them in time.')).toEqual([
      {
        where: expect.stringMatching(/site\.yaml:\d+:\d+$/),
        path: 'routes[2].title',
        message: 'is 71 characters long as the page shows it; at most 70 are allowed. Shorten it.',
      },
    ]);
  });

  it('reports a title within 70 characters as written that a reference makes longer on the page', () => {
    const title = 'Returns due {{due}}, {{due}}, {{due}} and {{due}}: plan them early';
    expect(title.length).toBeLessThanOrEqual(70);
    expect(titled(title).map((problem) => problem.message)).toEqual(['is 106 characters long as the page shows it; at most 70 are allowed. Shorten it.']);
  });

  it('accepts a title over 70 characters as written that its references shorten on the page, and says nothing of its page', () => {
    const title = 'The {{corporate-tax-zero-band}} band and {{corporate-tax-zero-band}} in practice';
    expect(title.length).toBeGreaterThan(70);
    expect(titled(title)).toEqual([]);
  });

  it('measures an Arabic title with the Arabic words, not the English ones', () => {
    // One `{{due}}`: 70 characters in Arabic, 73 if it were measured with the English date.
    const arabic = 'مواعيد الإقرارات الضريبية للشركات في {{due}}: قدّموا إقراراتكم.';
    expect('مواعيد الإقرارات الضريبية للشركات في 30 سبتمبر 2026: قدّموا إقراراتكم.').toHaveLength(70);
    expect(titled('Corporate Tax Services in the UAE', arabic)).toEqual([]);
    expect(titled('Corporate Tax Services in the UAE', arabic.replace('قدّموا', 'فقدّموا'))).toEqual([
      {
        where: expect.stringMatching(/site\.yaml:\d+:\d+$/),
        path: 'routes[2].ar.title',
        message: 'is 71 characters long as the page shows it; at most 70 are allowed. Shorten it.',
      },
    ]);
  });

  it("measures a description's minimum as the page shows it too", () => {
    // 60 characters as written, 44 on the page: under the 50 a description needs.
    const short = 'The {{corporate-tax-zero-band}} band: who pays corporate tax';
    const { problems } = validateSite({
      edits: [
        ['      from: 2023-06-01\n\nroutes:', `      from: 2023-06-01\n${REGISTER}\nroutes:`],
        [DESCRIPTION, `    description: '${short}'\n`],
      ],
    });
    expect(problems.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: 'routes[2].description', message: expect.stringMatching(/^is 44 characters long as the page shows it; at least 50 are needed\./) },
    ]);
    const { problems: fine } = validateSite({
      edits: [
        ['      from: 2023-06-01\n\nroutes:', `      from: 2023-06-01\n${REGISTER}\nroutes:`],
        [DESCRIPTION, `    description: '${short}, and when'\n`],
      ],
    });
    expect(fine).toEqual([]);
  });

  it('counts a text without references as written', () => {
    const title = 'Corporate tax registration, returns and planning for businesses in Dubai';
    expect(titled(title)).toEqual([
      {
        where: expect.stringMatching(/site\.yaml:\d+:\d+$/),
        path: 'routes[2].title',
        message: `is ${title.length} characters long; at most 70 are allowed. Shorten it.`,
      },
    ]);
  });
});
