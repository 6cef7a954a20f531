// What `npm run validate` tells a translator the Arabic edition still lacks, at the line to change: a block or list
// missing, a list of another length, a long English text quoted short, and an Arabic body whose shape parts from the
// English (headings, table rows, list items; code blocks and the kind of list marker do not count).
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadManifest } from '../../../src/build/validate/load.js';
import { structureMismatch } from '../../../src/build/manifest/translation/body-structure.js';
import { temporaryFolder } from '../../support/temp-folder.js';

const minimal = readFileSync(resolve('tests/fixtures/valid/minimal.yaml'), 'utf8');
const LOCALES = 'locales:\n  - code: en\n    label: English\n  - code: ar\n    label: العربية\n\nsite:\n';
const SLIDE =
  '      - head: Corporate tax, handled\n        secondline: Registration, returns and transfer pricing\n        thirdline: Filed on time, every period\n';
const HOME_ARABIC = `    ar:
      title: مستشارو الضرائب في دبي
      description: ضريبة الشركات وضريبة القيمة المضافة والتدقيق والمحاسبة.
`;

/** The minimal site with Arabic listed, the home page given `homeArabic` lines after its slides; the home page's gaps. */
function homeGaps(homeArabic: string, edit: [string, string] = ['', '']) {
  const dir = temporaryFolder('translation-gaps-');
  cpSync(resolve('tests/fixtures/content'), join(dir, 'content'), { recursive: true });
  const text = minimal
    .replace(/^site:\n/m, LOCALES)
    .replace(SLIDE, `${SLIDE}${homeArabic}`)
    .replace(edit[0], edit[1]);
  writeFileSync(join(dir, 'site.yaml'), text);
  const result = loadManifest(join(dir, 'site.yaml'), { cwd: dir });
  const lines = text.split('\n');
  return {
    gaps: result.translationGaps.filter((gap) => gap.path.startsWith('routes[0]')).map(({ line, path, message }) => ({ line, path, message })),
    all: result.translationGaps,
    lineOf: (needle: string) => lines.findIndex((line) => line.includes(needle)) + 1,
    /** The 1-based number of the line that is exactly `whole`. */
    lineIs: (whole: string) => lines.indexOf(whole) + 1,
  };
}

describe('a page’s Arabic', () => {
  it('names each block and list it lacks at the `ar:` line', () => {
    const { gaps, lineOf } = homeGaps(HOME_ARABIC);
    const at = lineOf('    ar:');
    const messages = gaps.filter((gap) => gap.line === at && gap.path === 'routes[0].ar').map((gap) => gap.message);
    expect(messages).toContain('has no Arabic `slides` (1 items in English, each to translate in the same order).');
    expect(messages).toContain('has no Arabic `about`.');
    expect(messages).toContain('has no Arabic `testimonials` (1 items in English, each to translate in the same order).');
  });

  it('names a list of another length at the Arabic list, and each item’s missing words at the item', () => {
    const slides = '      slides:\n        - head: ضريبة الشركات\n          secondline: التسجيل\n          thirdline: في الموعد\n        - head: زائدة\n';
    const { gaps, lineOf } = homeGaps(`${HOME_ARABIC}${slides}`);
    expect(gaps).toContainEqual({
      line: lineOf('      slides:'),
      path: 'routes[0].ar.slides',
      message: 'has 2 items in Arabic and 1 in English: translate each item, in the same order.',
    });
    const short = '      slides:\n        - head: ضريبة الشركات\n';
    const partial = homeGaps(`${HOME_ARABIC}${short}`);
    expect(partial.gaps.filter((gap) => gap.path.startsWith('routes[0].ar.slides'))).toEqual([
      {
        line: partial.lineOf('        - head: ضريبة الشركات'),
        path: 'routes[0].ar.slides[0]',
        message: 'has no Arabic `secondline` (the English is “Registration, returns and transfer pricing”).',
      },
      {
        line: partial.lineOf('        - head: ضريبة الشركات'),
        path: 'routes[0].ar.slides[0]',
        message: 'has no Arabic `thirdline` (the English is “Filed on time, every period”).',
      },
    ]);
  });

  it('quotes a long English text cut to 60 characters', () => {
    const { gaps } = homeGaps(`${HOME_ARABIC}      testimonials:\n        - author: مدير شركة تجارية\n          alt: عميل\n`);
    const english = 'They registered us for corporate tax well ahead of the deadline.';
    expect(english).toHaveLength(64);
    expect(gaps.map((gap) => gap.message)).toContain(`has no Arabic \`text\` (the English is “${english.slice(0, 57)}…”).`);
    const sixty = 'They registered us for corporate tax well ahead of the date.';
    expect(sixty).toHaveLength(60);
    const whole = homeGaps(`${HOME_ARABIC}      testimonials:\n        - author: مدير شركة تجارية\n          alt: عميل\n`, [english, sixty]);
    expect(whole.gaps.map((gap) => gap.message)).toContain(`has no Arabic \`text\` (the English is “${sixty}”).`);
  });

  it('names a page with no Arabic at all at its path, with the keys to translate', () => {
    const { gaps, lineOf } = homeGaps('');
    expect(gaps.filter((gap) => gap.path === 'routes[0]')).toEqual([
      {
        line: lineOf('  - path: /'),
        path: 'routes[0]',
        message: expect.stringMatching(/^has no Arabic version: add `ar:` under it with `title`, `description`, `slides`, `about`, /),
      },
    ]);
  });

  it('reports the items an Arabic list lacks at the list itself', () => {
    const { gaps, lineOf } = homeGaps(`${HOME_ARABIC}      slides: []\n`);
    const slides = gaps.filter((gap) => gap.path.includes('slides'));
    expect(slides.map((gap) => [gap.line, gap.path])).toEqual([
      [lineOf('      slides: []'), 'routes[0].ar.slides'],
      [lineOf('      slides: []'), 'routes[0].ar.slides'],
    ]);
    expect(slides[0].message).toBe('has 0 items in Arabic and 1 in English: translate each item, in the same order.');
  });

  it('of the site-wide texts is named at the top-level `ar:` line, once Arabic has one', () => {
    const arabicSite = '\nar:\n  footer:\n    about: شركة استشارات في الضرائب والمحاسبة في دبي.\n\nroutes:';
    const { all, lineIs } = homeGaps(HOME_ARABIC, ['\nroutes:', arabicSite]);
    expect(all.some((gap) => gap.path === 'locales')).toBe(false);
    expect(all.find((gap) => gap.message.startsWith('has no Arabic `navigation`'))).toMatchObject({ line: lineIs('ar:'), path: 'ar' });
  });

  it('is not asked of a draft page', () => {
    const { gaps } = homeGaps('', ['  - path: /\n    template: home\n', '  - path: /\n    template: home\n    draft: true\n']);
    expect(gaps).toEqual([]);
  });

  it('of the whole site is asked for at `locales`, naming the blocks to translate', () => {
    const { all, lineOf } = homeGaps(HOME_ARABIC);
    const site = all.find((gap) => gap.path === 'locales');
    expect(site?.line).toBe(lineOf('locales:'));
    expect(site?.message).toMatch(
      /^lists Arabic, but the site has no Arabic version: add `ar:` at the top level of site\.yaml \(menus, footer and interface texts\) with /,
    );
    expect(site?.message).toContain('`navigation`, `footer`, `closingBanner`, `strings`');
  });
});

describe('the shape of an Arabic body', () => {
  const english = '# Title\n\nIntro.\n\n- one\n- two\n\n| a | b |\n| 1 | 2 |\n\n## End\n';

  it('ignores code blocks, the kind of list marker and Windows line ends', () => {
    const arabic = '# عنوان\r\n\r\n```\r\n# not a heading\r\n- not an item\r\n```\r\n\r\n* واحد\r\n+ اثنان\r\n\r\n| أ | ب |\r\n| 1 | 2 |\r\n\r\n## النهاية\r\n';
    expect(structureMismatch(english, arabic)).toBeUndefined();
    expect(structureMismatch('1) one\n2) two\n', '1. واحد\n- اثنان\n')).toBeUndefined();
  });

  it('says what the English continues with, and where, when the Arabic ends early', () => {
    expect(structureMismatch(english, '# عنوان\n\n- واحد\n- اثنان\n')).toEqual({
      line: 5,
      message: 'ends before the English does: the English continues with a table of 2 rows at its line 8.',
    });
    expect(structureMismatch(english, '# عنوان\n\n- واحد\n- اثنان\n\n| أ | ب |\n| 1 | 2 |\n')?.message).toBe(
      'ends before the English does: the English continues with a level-2 heading (`## End`) at its line 11.',
    );
  });

  it('says what the Arabic has that the English does not, at its line', () => {
    expect(structureMismatch('## One\n', '## واحد\n\n- زائد\n')).toEqual({
      line: 3,
      message: 'has a list item the English does not have: the English ends before it.',
    });
    expect(structureMismatch('Text.\n', 'نص.\n\n####### ليس عنوانًا\n#بلا مسافة\n')).toBeUndefined();
  });

  it('names a table that parts from a list, at the line of the Arabic', () => {
    expect(structureMismatch('- one\n', '\n| أ |\n')).toEqual({
      line: 2,
      message: 'has a table of 1 rows where the English has a list item (its line 1): keep the same headings, table rows and list items, in the same order.',
    });
  });
});

describe('an Arabic body', () => {
  it('is asked for where the English body is, and not where it is missing too', () => {
    const dir = temporaryFolder('translation-bodies-');
    cpSync(resolve('tests/fixtures/content'), join(dir, 'content'), { recursive: true });
    mkdirSync(join(dir, 'content/ar'), { recursive: true });
    rmSync(join(dir, 'content/home/about.md'));
    writeFileSync(join(dir, 'site.yaml'), minimal.replace(/^site:\n/m, LOCALES));
    const gaps = loadManifest(join(dir, 'site.yaml'), { cwd: dir }).translationGaps.filter((gap) => gap.path.endsWith('.body'));
    expect(gaps.map((gap) => gap.message)).toContain(
      'has no Arabic text: write content/ar/services/corporate-tax-in-uae.md, translated in full with the same headings, tables and lists.',
    );
    expect(gaps.every((gap) => gap.message.startsWith('has no Arabic text: write content/ar/'))).toBe(true);
    expect(gaps.map((gap) => gap.message).join('\n')).not.toContain('home/about.md');
  });
});
