// `npm run build` keeps the parsed site.yaml and what it found in each text for the next build (manifest-cache.ts,
// lasting-memos.ts). A build after an edit must report exactly what a validation from nothing reports: a mistake in
// the edited body, in a file that depends on it, and in a body that depends on a changed site.yaml.
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadManifest, type LoadResult } from '../../../src/build/validate/load.js';
import { formatProblem } from '../../../src/build/manifest/problem.js';
import { parseManifestText } from '../../../src/build/manifest/parse.js';
import { SourceFile, type KnownLocations } from '../../../src/build/manifest/source.js';
import { LastingMemoFile } from '../../../src/build/pipeline/lasting-memos.js';
import { forgetRememberedTexts, keepMemosIn } from '../../../src/shared/remember-by-text.js';

const workDir = mkdtempSync(join(tmpdir(), 'kept-validation-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));
const contentDir = join(workDir, 'content');
const cacheDir = join(workDir, 'cache');
const manifestFile = join(workDir, 'site.yaml');
cpSync(resolve('content'), contentDir, { recursive: true });
const originalManifest = readFileSync(resolve('site.yaml'), 'utf8');
const vatBody = join(contentDir, 'services/vat-consultants-in-uae.md');
const originalVat = readFileSync(vatBody, 'utf8');
const arabicVatBody = join(contentDir, 'ar/services/vat-consultants-in-uae.md');
const originalArabicVat = readFileSync(arabicVatBody, 'utf8');

beforeEach(() => {
  writeFileSync(manifestFile, originalManifest);
  writeFileSync(vatBody, originalVat);
  writeFileSync(arabicVatBody, originalArabicVat);
});

type Findings = Record<'problems' | 'warnings' | 'placeholders' | 'translationGaps', string[]>;

function findings(result: LoadResult): Findings {
  const shown = (problems: LoadResult['problems']) => problems.map(formatProblem);
  return {
    problems: shown(result.problems),
    warnings: shown(result.warnings),
    placeholders: shown(result.placeholders),
    translationGaps: shown(result.translationGaps),
  };
}

const options = { contentDir, cwd: workDir, asOf: '2026-11-29', today: new Date('2026-11-29T08:00:00Z') };

/** As a new `npm run build` validates: nothing in memory, everything the build before kept on disk. */
function validateAsNextBuild(): Findings {
  forgetRememberedTexts();
  const store = LastingMemoFile.open(join(cacheDir, 'memos.v8'), 'code');
  keepMemosIn(store);
  try {
    return findings(loadManifest(manifestFile, { ...options, cache: { dir: cacheDir, code: 'code' } }));
  } finally {
    keepMemosIn(undefined);
    store.save();
  }
}

/** With nothing kept and nothing remembered. */
function validateFromNothing(): Findings {
  forgetRememberedTexts();
  return findings(loadManifest(manifestFile, options));
}

const all = (found: Findings) => Object.values(found).flat().join('\n');

describe('validation with what the build before kept', { timeout: 120_000 }, () => {
  it('finds what a validation from nothing finds, located at the same lines', () => {
    rmSync(cacheDir, { recursive: true, force: true });
    const fresh = validateFromNothing();
    // The real site has placeholders and translation gaps located in site.yaml and in bodies.
    expect(fresh.placeholders.length).toBeGreaterThan(0);
    expect(validateAsNextBuild()).toEqual(fresh);
    expect(validateAsNextBuild()).toEqual(fresh);
  });

  it('reports a broken link and an unknown rule written into the edited body', () => {
    validateAsNextBuild();
    writeFileSync(vatBody, originalVat.replace('add up quickly', 'add up quickly (see [our fees](/no-such-page) and {{no-such-rule}})'));
    const found = validateAsNextBuild();
    expect(found).toEqual(validateFromNothing());
    expect(found.problems.join('\n')).toMatch(/content\/services\/vat-consultants-in-uae\.md:\d+:\d+.*\/no-such-page/);
    expect(found.problems.join('\n')).toMatch(/vat-consultants-in-uae\.md:\d+:\d+.*no-such-rule/);
  });

  it('reports the Arabic body once the English body it translates gains a heading', () => {
    validateAsNextBuild();
    writeFileSync(vatBody, originalVat.replace('## Who needs it', '## A new heading\n\nNew words.\n\n## Who needs it'));
    const found = validateAsNextBuild();
    expect(found).toEqual(validateFromNothing());
    expect(found.translationGaps.join('\n')).toMatch(/content\/ar\/services\/vat-consultants-in-uae\.md:\d+:\d+.*compared with content\/services\/vat/);
  });

  it('points at the page in site.yaml when a body it names is deleted, as a validation from nothing does', () => {
    validateAsNextBuild();
    unlinkSync(arabicVatBody);
    const found = validateAsNextBuild();
    expect(found).toEqual(validateFromNothing());
    expect(found.translationGaps.join('\n')).toMatch(/site\.yaml:\d+:\d+.*has no Arabic text: write content\/ar\/services\/vat-consultants-in-uae\.md/);
  });

  it('reports the unchanged bodies that quote a rule renamed in site.yaml', () => {
    validateAsNextBuild();
    writeFileSync(manifestFile, originalManifest.replace(/^( {4}- id: )vat-rate$/m, '$1vat-rate-renamed'));
    const found = validateAsNextBuild();
    expect(found).toEqual(validateFromNothing());
    expect(all(found)).toMatch(/vat-consultants-in-uae\.md:\d+:\d+.*there is no rule `vat-rate`/);
  });
});

describe('locations kept from a parsed site.yaml', () => {
  it('answer as the parsed file does, for a key and for its value, without parsing again', () => {
    const text = 'site:\n  name: Firm\nroutes:\n  - path: /\n    title:   Home\n';
    const parsed = parseManifestText(text, 'site.yaml').source!;
    const known: KnownLocations = { offsets: new Map(), ranges: new Map() };
    const recording = new SourceFile('site.yaml', text, parsed.lineCounter, parsed.doc, known);
    const asked = (source: SourceFile) => [
      source.problemAt(['routes', 0, 'title'], 'm', { key: true }),
      source.problemAt(['routes', 0, 'title'], 'm'),
      source.valueRange(['site', 'name']),
    ];
    const answers = asked(recording);
    expect(answers[0]).not.toEqual(answers[1]);
    const unparsed = new SourceFile(
      'site.yaml',
      text,
      parsed.lineCounter,
      () => {
        throw new Error('parsed again');
      },
      known,
    );
    expect(asked(unparsed)).toEqual(answers);
  });
});
