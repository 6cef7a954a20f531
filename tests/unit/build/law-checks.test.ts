// Citations, superseded law, placeholders and editorial warnings, each shown on the smallest valid manifest plus one edit.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { homePageReason } from '../../../src/build/law/law-checks.js';
import { findInstrumentMentions, registryKey } from '../../../src/build/law/instrument-mentions.js';
import { loadManifest, type LoadOptions } from '../../../src/build/validate/load.js';
import { formatProblem } from '../../../src/build/manifest/problem.js';

const root = resolve('.');
const minimal = readFileSync(join(root, 'tests/fixtures/valid/minimal.yaml'), 'utf8');
const contentDir = join(root, 'tests/fixtures/content');
const workDir = mkdtempSync(join(tmpdir(), 'law-checks-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Loads minimal.yaml with `from` replaced by `to` (which must occur). */
function loadEdited(from: string, to: string, options: LoadOptions = {}) {
  expect(minimal, 'the edit must apply').toContain(from);
  const file = join(workDir, 'site.yaml');
  writeFileSync(file, minimal.replace(from, to));
  const result = loadManifest(file, { contentDir, cwd: workDir, ...options });
  return { ...result, errors: result.problems.map(formatProblem), warned: result.warnings.map(formatProblem) };
}

const DESCRIPTION = 'advice under Federal Decree-Law No. 47 of 2022, from consultants in Dubai.';
const SOURCES = '    sources:\n      - Federal Decree-Law No. 47 of 2022\n';

describe('recognising instruments in text', () => {
  it('reads every usual way of writing a name as the same instrument', () => {
    const keys = (text: string) => findInstrumentMentions(text).map((mention) => mention.key);
    expect(keys('Cabinet Decision No. (49) of 2021')).toEqual(['cabinet:49/2021']);
    expect(keys('Cabinet Resolution No. 49 of 2021')).toEqual(['cabinet:49/2021']);
    expect(keys('Federal Decree by Law No. 47 of\n  2022')).toEqual(['decree-law:47/2022']);
    expect(keys('Ministerial Decisions No. 243 and 244 of 2025')).toEqual(['ministerial:243/2025', 'ministerial:244/2025']);
    expect(keys('FTA public clarification CTP006')).toEqual(['code:CTP006']);
    expect(keys('Article 56 of the law, 9% above AED 375,000')).toEqual([]);
    expect(registryKey('FTA announcement of the waiver')).toBe('name:fta announcement of the waiver');
  });

  it('reads the official Arabic names, with the prefixes Arabic attaches and Arabic-Indic digits', () => {
    const keys = (text: string) => findInstrumentMentions(text).map((mention) => mention.key);
    expect(keys('وفقًا للمرسوم بقانون اتحادي رقم (47) لسنة 2022')).toEqual(['decree-law:47/2022']);
    expect(keys('وقرار مجلس الوزراء رقم (49) لسنة 2021')).toEqual(['cabinet:49/2021']);
    expect(keys('بموجب القرارين الوزاريين رقم (243) و(244) لسنة 2025')).toEqual(['ministerial:243/2025', 'ministerial:244/2025']);
    expect(keys('القرار الوزاري رقم ٢٦٥ لسنة ٢٠٢٣')).toEqual(['ministerial:265/2023']);
    expect(keys('قرار الهيئة الاتحادية للضرائب رقم (3) لسنة 2024')).toEqual(['fta:3/2024']);
    // "بقانون اتحادي" inside a decree-law's name is not a second, federal law.
    expect(keys('المرسوم بقانون اتحادي رقم (8) لسنة 2017')).toEqual(['decree-law:8/2017']);
    expect(keys('المادة 56 من القانون، 9% فوق 375,000 درهم')).toEqual([]);
    // A word that only contains قرار is not a decision ("الاستقرار", stability).
    expect(keys('الاستقرار مجلس الوزراء رقم (1) لسنة 2020')).toEqual([]);
  });

  it('points each Arabic mention at its first letter, prefixes included, however many a text holds', () => {
    const text = 'انظر للقرار الوزاري رقم (229) لسنة 2025، وقرار مجلس الوزراء رقم (129) لسنة 2025 أيضًا.';
    const mentions = findInstrumentMentions(text);
    expect(mentions.map((mention) => [mention.key, mention.text])).toEqual([
      ['ministerial:229/2025', 'للقرار الوزاري رقم (229) لسنة 2025'],
      ['cabinet:129/2025', 'وقرار مجلس الوزراء رقم (129) لسنة 2025'],
    ]);
    expect(mentions.map((mention) => text.slice(mention.index, mention.index + mention.length))).toEqual(mentions.map((mention) => mention.text));
  });

  it('tells a home page from a deep link', () => {
    expect(homePageReason('https://tax.gov.ae/en/')).toMatch(/home page of tax\.gov\.ae/);
    expect(homePageReason('https://mof.gov.ae')).toMatch(/home page/);
    expect(homePageReason('https://uaelegislation.gov.ae/en/default.aspx')).toMatch(/home page/);
    expect(homePageReason('https://uaelegislation.gov.ae/en/legislations/1582')).toBeUndefined();
    expect(homePageReason('https://mof.gov.ae/wp-content/uploads/2025/04/decision.pdf')).toBeUndefined();
  });
});

describe('superseded law', () => {
  const superseded = DESCRIPTION.replace('Federal Decree-Law No. 47 of 2022', 'Ministerial Decision No. 265 of 2023');

  it('is reported at the mention, naming the replacement and the date', () => {
    const { errors } = loadEdited(DESCRIPTION, superseded);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^site\.yaml:\d+:\d+ {2}routes\[2\]\.description: Ministerial Decision No\. 265 of 2023 has been superseded: Ministerial Decision No\. 229 of 2025 replaced it from 1 June 2023\./,
    );
  });

  it('is accepted where the page marks the mention as historical', () => {
    const file = join(workDir, 'site.yaml');
    writeFileSync(file, minimal.replace(DESCRIPTION, superseded).replace(SOURCES, '    historical:\n      - Ministerial Decision No. 265 of 2023\n'));
    const result = loadManifest(file, { contentDir, cwd: workDir });
    expect(result.problems.map(formatProblem)).toEqual([]);
  });

  it('warns, without failing, about a `historical` entry the page does not mention', () => {
    const marked = loadEdited(SOURCES, `${SOURCES}    historical:\n      - Ministerial Decision No. 265 of 2023\n`);
    expect(marked.errors).toEqual([]);
    expect(marked.warned.join('\n')).toContain('the page does not mention `Ministerial Decision No. 265 of 2023`: remove it from `historical:`.');
  });
});

describe('superseded law in the Arabic edition', () => {
  const ARABIC = `    ar:\n      description: الاستشارات وفق القرار الوزاري رقم (265) لسنة 2023.\n`;

  it('is reported in a page’s Arabic words, at their line', () => {
    const { errors } = loadEdited(SOURCES, `${SOURCES}${ARABIC}`);
    expect(errors).toHaveLength(1);
    const line = minimal.slice(0, minimal.indexOf(SOURCES) + SOURCES.length).split('\n').length + 1;
    expect(errors[0]).toMatch(
      new RegExp(
        `^site\\.yaml:${line}:\\d+ {2}routes\\[2\\]\\.ar\\.description: Ministerial Decision No\\. 265 of 2023 has been superseded: Ministerial Decision No\\. 229 of 2025 replaced it`,
      ),
    );
  });

  it('is reported in a page’s Arabic body, at its file, line and column', () => {
    const content = join(workDir, 'content-ar');
    cpSync(contentDir, content, { recursive: true });
    mkdirSync(join(content, 'ar/services'), { recursive: true });
    writeFileSync(join(content, 'ar/services/corporate-tax-in-uae.md'), '# ضريبة الشركات\n\nيطبّق القرار الوزاري رقم (265) لسنة 2023 على …\n');
    const { errors } = loadEdited(SOURCES, SOURCES, { contentDir: content });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^content-ar\/ar\/services\/corporate-tax-in-uae\.md:3:7 .*Ministerial Decision No\. 265 of 2023 has been superseded: Ministerial Decision No\. 229 of 2025/,
    );
  });
});

describe('placeholders', () => {
  const testimonial = '        alt: Trading company client\n';

  it('pass plain validation, are counted, and fail a release check at their line', () => {
    const marked = `${testimonial}        placeholder: a real client testimonial\n`;
    const plain = loadEdited(testimonial, marked);
    expect(plain.errors).toEqual([]);
    expect(plain.placeholders).toHaveLength(1);
    const release = loadEdited(testimonial, marked, { release: true });
    expect(release.manifest).toBeUndefined();
    expect(release.errors).toHaveLength(1);
    expect(release.errors[0]).toMatch(/^site\.yaml:\d+:9 {2}routes\[0\]\.testimonials\[0\]\.placeholder: is a placeholder \(a real client testimonial\)/);
  });
});

describe('editorial warnings', () => {
  it('warns when a page was reviewed more than 12 months ago, without failing', () => {
    const { errors, warned } = loadEdited('    reviewed: 2026-11-22\n    sources:', '    reviewed: 2024-01-15\n    sources:', {
      today: new Date('2026-11-23'),
    });
    expect(errors).toEqual([]);
    expect(warned.join('\n')).toContain('`/services/corporate-tax-in-uae` was last reviewed on 2024-01-15, more than 12 months ago');
  });

  it('warns about a page nothing links to, and not once a menu links it', () => {
    const { warned } = loadEdited('    - label: Home\n      link: /\n', '    - label: Home\n      link: /\n');
    const linked = loadEdited('    - label: Home\n      link: /\n', '    - label: Home\n      link: /\n    - label: Our Team\n      link: /Our-Team\n');
    expect(linked.warned.join('\n')).not.toContain('`/Our-Team`');
    expect(warned.join('\n')).toMatch(/no menu, listing or other page links to `\/Our-Team`/);
  });

  it('requires authors and reviewers to be people of the site', () => {
    const { errors } = loadEdited('    template: article\n', '    template: article\n    author: nobody\n');
    expect(errors.join('\n')).toMatch(/`nobody` is not in `people`/);
  });
});

describe('dates and paths an editor mistypes', () => {
  it('refuses an article dated more than a year ahead, at its line', () => {
    const { errors } = loadEdited('    template: article\n', '    template: article\n    updated: 2066-11-22\n', { today: new Date('2026-11-23') });
    expect(errors.join('\n')).toMatch(/^site\.yaml:\d+:\d+ {2}routes\[\d+\]\.updated: 2066-11-22 is more than a year from today: check the year/m);
  });

  it('explains a trailing slash in a path', () => {
    const { errors } = loadEdited('  - path: /Services\n', '  - path: /Services/\n');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('`/Services/` ends with `/`: write it without the trailing slash, `/Services`.');
  });

  it('suggests a corrected path quoted short, when the path is a pasted page of text', () => {
    const pasted = 'services-'.repeat(2000);
    for (const [path, fix] of [
      [pasted, `/${pasted}`],
      [`/${pasted}/`, `/${pasted}`],
      [`/a//${pasted}`, `/a/${pasted}`],
    ]) {
      const { errors } = loadEdited('  - path: /Services\n', `  - path: ${path}\n`);
      expect(errors, path.slice(0, 20)).toHaveLength(1);
      // The message's own line; the source line quoted under it is the file's.
      const [message] = errors[0].split('\n');
      expect(message.length, path.slice(0, 20)).toBeLessThan(400);
      expect(message, path.slice(0, 20)).toMatch(new RegExp(`\`${fix.slice(0, 77)}\\.\\.\\.\`\\.$`));
    }
  });
});
