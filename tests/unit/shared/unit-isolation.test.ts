// Most unit-test files share their worker's modules with the files run before them (vitest.config.ts). A file that
// replaces a module or stubs the environment for its whole run would change them for those after it: each such file
// must be in the isolated project's list, and that list must name only files that exist.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANGES_ITS_PROCESS } from '../../support/isolated-tests.js';

const PROCESS_CHANGES = /\bvi\.(?:mock|doMock|stubEnv|stubGlobal|spyOn)\(|\bprocess\.chdir\(/;

const testFiles = readdirSync('tests/unit', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join('tests/unit', file));

describe('unit-test isolation', () => {
  it('lists in the isolated project every file that replaces a module or stubs the environment', () => {
    const changing = testFiles.filter((file) => PROCESS_CHANGES.test(readFileSync(file, 'utf8')));
    expect(changing.filter((file) => !CHANGES_ITS_PROCESS.includes(file))).toEqual([]);
    expect(CHANGES_ITS_PROCESS.filter((file) => !existsSync(file))).toEqual([]);
  });
});
