// The Arabic edition's completeness, as `npm run validate` reports it: each page, text and body the Arabic
// edition lacks is a gap at its line; gaps leave everyday validation passing and fail `--release`.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadManifest } from '../../../src/build/validate/load.js';
import { structureMismatch } from '../../../src/build/manifest/translation/body-structure.js';
import { temporaryFolder } from '../../support/temp-folder.js';

const minimal = readFileSync(resolve('tests/fixtures/valid/minimal.yaml'), 'utf8');
const LOCALES = 'locales:\n  - code: en\n    label: English\n  - code: ar\n    label: العربية\n\nsite:\n';
const SERVICE_BODY = 'body: services/corporate-tax-in-uae.md\n';
const ARABIC_SERVICE = `ar:
      title: خدمات ضريبة الشركات في الإمارات
      description: التسجيل في ضريبة الشركات وتقديم الإقرارات والاستشارات.
      heading: ضريبة الشركات في الإمارات
      alt: نموذج إقرار ضريبي مع آلة حاسبة
`;
const ARABIC_BODY = '## ما نقوم به\n\nنسجل الشركات في ضريبة الشركات.\n\n## تحدثوا إلينا\n\n[اتصلوا بنا](/ar/contact-us) لترتيب مكالمة.\n';

/** The minimal site in a folder of its own, with Arabic listed and the service page's Arabic as given. */
function site(options: { locales?: boolean; arabicService?: string; arabicBody?: string; release?: boolean; edit?: [string, string] }) {
  const dir = temporaryFolder('translation-');
  cpSync(resolve('tests/fixtures/content'), join(dir, 'content'), { recursive: true });
  let text = options.locales === false ? minimal : minimal.replace(/^site:\n/m, LOCALES);
  if (options.arabicService !== undefined) text = text.replace(SERVICE_BODY, `${SERVICE_BODY}    ${options.arabicService}`);
  if (options.edit) {
    expect(text).toContain(options.edit[0]);
    text = text.replace(...options.edit);
  }
  writeFileSync(join(dir, 'site.yaml'), text);
  if (options.arabicBody !== undefined) {
    mkdirSync(join(dir, 'content/ar/services'), { recursive: true });
    writeFileSync(join(dir, 'content/ar/services/corporate-tax-in-uae.md'), options.arabicBody);
  }
  const result = loadManifest(join(dir, 'site.yaml'), { cwd: dir, release: options.release });
  const serviceGaps = result.translationGaps.filter((gap) => gap.path.startsWith('routes[2]') || gap.file.includes('content/ar/'));
  return { ...result, text, serviceGaps, lineOf: (needle: string) => text.split('\n').findIndex((line) => line.trim() === needle.trim()) + 1 };
}

describe('gaps in the Arabic edition', () => {
  it('are not looked for while the site lists only English', () => {
    expect(site({ locales: false }).translationGaps).toEqual([]);
    const englishOnly = site({ locales: false, edit: ['\nsite:\n', '\nlocales:\n  - code: en\n    label: English\n\nsite:\n'] });
    expect(englishOnly.problems).toEqual([]);
    expect(englishOnly.translationGaps).toEqual([]);
  });

  it('name each untranslated page at its line, and pass everyday validation but fail --release', () => {
    const everyday = site({});
    expect(everyday.problems).toEqual([]);
    expect(everyday.manifest).toBeDefined();
    const page = everyday.translationGaps.find((gap) => gap.path === 'routes[2]');
    expect(page).toMatchObject({ line: everyday.lineOf('- path: /services/corporate-tax-in-uae') });
    // Only the keys the page has words in: not every key an Arabic service page may translate.
    expect(page?.message).toBe('has no Arabic version: add `ar:` under it with `title`, `description`, `heading`, `alt` in Arabic.');
    expect(everyday.translationGaps.find((gap) => gap.path === 'routes[2].body')?.message).toContain('content/ar/services/corporate-tax-in-uae.md');
    // The home page's about section is a body too, at its own line.
    expect(everyday.translationGaps.find((gap) => gap.path === 'routes[0].about.body')).toMatchObject({
      line: everyday.lineOf('body: home/about.md'),
      message: 'has no Arabic text: write content/ar/home/about.md, translated in full with the same headings, tables and lists.',
    });

    const release = site({ release: true });
    expect(release.manifest).toBeUndefined();
    expect(release.problems.map((problem) => problem.path)).toContain('routes[2]');
  });

  it('are gone for a page translated in full', () => {
    expect(site({ arabicService: ARABIC_SERVICE, arabicBody: ARABIC_BODY }).serviceGaps).toEqual([]);
  });

  it('name a missing Arabic title at the page’s `ar:` line, quoting the English', () => {
    const { serviceGaps, lineOf } = site({ arabicService: ARABIC_SERVICE.replace(/ {6}title: .*\n/, ''), arabicBody: ARABIC_BODY, release: true });
    expect(serviceGaps).toHaveLength(1);
    expect(serviceGaps[0]).toMatchObject({ path: 'routes[2].ar', line: lineOf('    ar:') });
    expect(serviceGaps[0].message).toBe('has no Arabic `title` (the English is “Corporate Tax Services in the UAE”).');
  });

  it('point at the line of an Arabic body where its headings part from the English', () => {
    const shortened = ARABIC_BODY.replace('## تحدثوا إلينا', '### تحدثوا إلينا');
    const { serviceGaps } = site({ arabicService: ARABIC_SERVICE, arabicBody: shortened });
    expect(serviceGaps).toHaveLength(1);
    expect(serviceGaps[0]).toMatchObject({ file: expect.stringMatching(/content\/ar\/services\/corporate-tax-in-uae\.md$/), line: 5, col: 1 });
    expect(serviceGaps[0].message).toContain('has a level-3 heading');
    expect(serviceGaps[0].message).toContain('where the English has a level-2 heading');
    expect(serviceGaps[0].message).toMatch(/\(compared with content\/services\/corporate-tax-in-uae\.md\)$/);
    expect(serviceGaps[0].sourceLine).toBe('### تحدثوا إلينا');
    // A line of a markdown file: no place in site.yaml to name.
    expect(serviceGaps[0].path).toBe('');
  });
});

describe('the shape of a translated body', () => {
  const english = '# T\n\n| a | b |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |\n\n- one\n- two\n\n## End\n';
  it('matches when headings, table rows and list items match, whatever the words', () => {
    expect(structureMismatch(english, '# ع\n\n| أ | ب |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |\n\n- واحد\n- اثنان\n\n## النهاية\n')).toBeUndefined();
  });
  it('finds a dropped table row, a missing list item and an early end', () => {
    expect(structureMismatch(english, '# ع\n\n| أ | ب |\n|---|---|\n| 1 | 2 |\n\n- واحد\n- اثنان\n\n## النهاية\n')?.message).toContain(
      'a table of 3 rows where the English has a table of 4 rows',
    );
    expect(structureMismatch(english, '# ع\n\n| أ | ب |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |\n\n- واحد\n\n## النهاية\n')?.line).toBe(10);
    expect(structureMismatch(english, '# ع\n')?.message).toContain('ends before the English does');
  });
  it('says why a list numbered in Arabic-Indic digits is not a list, at its line', () => {
    const numbered = '# T\n\n1. one\n2. two\n';
    expect(structureMismatch(numbered, '# ع\n\n١. واحد\n٢. اثنان\n')).toEqual({
      line: 3,
      message:
        'has a line numbered in Arabic-Indic digits, which markdown shows as plain text (write `1.`, `2.`… to make it a list item) where the English has a list item (its line 3): keep the same headings, table rows and list items, in the same order.',
    });
    expect(structureMismatch(numbered, '# ع\n\n1. واحد\n2. اثنان\n')).toBeUndefined();
  });
});

describe('links in Arabic bodies', () => {
  const format = (problems: { file: string; line: number; col: number; message: string }[]) =>
    problems.map((problem) => `${problem.file}:${problem.line}:${problem.col} ${problem.message}`);

  it('lead to Arabic pages: a link to the English page is an error at its line, naming the Arabic address', () => {
    const { problems } = site({ arabicService: ARABIC_SERVICE, arabicBody: ARABIC_BODY.replace('/ar/contact-us', '/contact-us') });
    expect(format(problems)).toEqual([
      'content/ar/services/corporate-tax-in-uae.md:7:13 `/contact-us` leads to the page in another language: write `/ar/contact-us`, so readers stay in this one.',
    ]);
  });

  it('to an Arabic page that does not exist are reported like English ones', () => {
    const { problems } = site({ arabicService: ARABIC_SERVICE, arabicBody: ARABIC_BODY.replace('/ar/contact-us', '/ar/contact-uss') });
    expect(format(problems)).toEqual([
      'content/ar/services/corporate-tax-in-uae.md:7:13 `/ar/contact-uss` is not a page of this site — did you mean `/ar/Contact-Us`?',
    ]);
  });

  it('pass when they stay in Arabic', () => {
    expect(site({ arabicService: ARABIC_SERVICE, arabicBody: ARABIC_BODY }).problems).toEqual([]);
  });
});
