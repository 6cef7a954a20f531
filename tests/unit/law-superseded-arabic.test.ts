// Superseded law named in the Arabic edition's site-wide words (the footer's Arabic tagline): refused at its line as
// in the English footer; the Arabic words of the law list itself name superseded instruments on purpose.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadEdited } from './edited-manifest';

const minimal = readFileSync(resolve('tests/fixtures/valid/minimal.yaml'), 'utf8');
const contentDir = resolve('tests/fixtures/content');
const workDir = mkdtempSync(join(tmpdir(), 'law-superseded-arabic-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const ROUTES = '\nroutes:';
/** minimal.yaml with an `ar:` block of these lines before `routes:`; the errors as line, path and message. */
function errorsWith(arBlock: string) {
  const { text, result } = loadEdited(minimal, [[ROUTES, `\nar:\n${arBlock}${ROUTES}`]], { workDir, contentDir });
  const lines = text.split('\n');
  return {
    errors: result.problems.map(({ line, path, message }) => ({ line, path, message })),
    lineOf: (needle: string) => lines.findIndex((line) => line.includes(needle)) + 1,
  };
}

it('refuses a superseded decision named in the Arabic footer, at its line, naming the replacement', () => {
  const { errors, lineOf } = errorsWith('  footer:\n    about: شركة استشارات تطبق القرار الوزاري رقم (265) لسنة 2023 في دبي.\n');
  expect(errors).toEqual([
    {
      line: lineOf('    about: شركة'),
      path: 'ar.footer.about',
      message: expect.stringMatching(/^Ministerial Decision No\. 265 of 2023 has been superseded: Ministerial Decision No\. 229 of 2025 replaced it/),
    },
  ]);
});

it('accepts the same Arabic footer without the superseded decision', () => {
  expect(errorsWith('  footer:\n    about: شركة استشارات في الضرائب والمحاسبة في دبي.\n').errors).toEqual([]);
});

it('accepts the superseded decision in the Arabic words of the law list, which name it on purpose', () => {
  const arabicList = '  law:\n    instruments:\n      - name: القرار الوزاري رقم (265) لسنة 2023\n        title: في شأن الأنشطة المؤهلة\n';
  expect(errorsWith(arabicList).errors).toEqual([]);
});
