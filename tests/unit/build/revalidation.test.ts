// The editor validates the whole site after every edit, and remembers what it found in texts that did not change
// (src/shared/remember-by-text.ts). An edited body must still be checked afresh: a stale answer would hide a problem.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadManifest } from '../../../src/build/validate/load.js';
import { formatProblem } from '../../../src/build/manifest/problem.js';

const workDir = mkdtempSync(join(tmpdir(), 'revalidation-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));
const contentDir = join(workDir, 'content');
cpSync(resolve('tests/fixtures/content'), contentDir, { recursive: true });
const file = join(workDir, 'site.yaml');
writeFileSync(file, readFileSync(resolve('tests/fixtures/valid/minimal.yaml'), 'utf8'));
const body = join(contentDir, 'services/corporate-tax-in-uae.md');
const original = readFileSync(body, 'utf8');

const problemsNow = () => loadManifest(file, { contentDir, cwd: workDir }).problems.map(formatProblem);

it('a body edited between two validations is checked again, and mended, is clean again', () => {
  expect(problemsNow()).toEqual([]);
  writeFileSync(body, `${original}\nSee [our fees](/no-such-page) and {{no-such-rule}}.\n`);
  const found = problemsNow().join('\n');
  expect(found).toContain('/no-such-page');
  expect(found).toContain('no-such-rule');
  writeFileSync(body, original);
  expect(problemsNow()).toEqual([]);
});
