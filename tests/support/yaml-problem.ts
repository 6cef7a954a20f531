// The one YAML-level problem of a site.yaml text, as the person who wrote it reads it: for the tests of
// src/build/manifest/yaml-errors.ts.
import { expect } from 'vitest';
import { parseManifestText } from '../../src/build/manifest/parse.js';

/** The one problem `text` has, as `line:col message`; the line it shows is the line it names. */
export function problemOf(text: string): string {
  const { problems } = parseManifestText(text, 'site.yaml');
  expect(problems, 'exactly one problem').toHaveLength(1);
  const [problem] = problems;
  expect(problem.sourceLine).toBe(text.split('\n')[problem.line - 1]);
  return `${problem.line}:${problem.col} ${problem.message}`;
}
