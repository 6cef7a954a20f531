// `npm run build` runs the build compiled to JavaScript (scripts/run-compiled.mjs), kept between builds: a change to
// the build's code — in the script, in a module it imports, or in a module a worker thread runs — must be what the
// next build runs, never the compiled code of the one before.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject } from '../../../scripts/synthetic-site.js';

const dir = copyProject('compiled');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A script in the copy: a value from a module it imports, and the font file names a worker thread of the build
// computes (src/build/fonts/subset-worker.ts, one of the compiled worker modules).
writeFileSync(join(dir, 'src/shared/probe-word.ts'), "export const word = 'first';\n");
writeFileSync(
  join(dir, 'scripts/probe.ts'),
  `import { word } from '../src/shared/probe-word.js';
import { runOnce } from '../src/build/support/ts-worker.js';
const files = await runOnce<{ fileName: string }[]>(new URL('../src/build/fonts/subset-worker.ts', import.meta.url), { characters: 'ب' }, 'probe').result;
console.log(JSON.stringify({ word, files: files.map((file) => file.fileName), args: process.argv.slice(2) }));
`,
);

function runCompiled(...args: string[]): { word: string; files: string[]; args: string[] } {
  const result = spawnSync(process.execPath, ['scripts/run-compiled.mjs', 'scripts/probe.ts', ...args], { cwd: dir, encoding: 'utf8' });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { word: string; files: string[]; args: string[] };
}

function edit(file: string, from: string, to: string) {
  const text = readFileSync(join(dir, file), 'utf8');
  expect(text).toContain(from);
  writeFileSync(join(dir, file), text.replace(from, to));
}

describe('the compiled build', () => {
  it('runs the script with its arguments, and its workers compiled too', { timeout: 60_000 }, () => {
    const first = runCompiled('--as-of', '2027-01-01');
    expect(first.word).toBe('first');
    expect(first.args).toEqual(['--as-of', '2027-01-01']);
    expect(first.files).toHaveLength(2);
    expect(first.files[0]).toMatch(/^plex-arabic-400-[0-9a-f]{10}\.woff2$/);
    // The worker modules are compiled with the script (ts-worker.ts starts these instead of loading tsx in the thread).
    for (const worker of ['render-worker', 'bundle-worker', 'subset-worker'])
      expect(existsSync(join(dir, `node_modules/.cache/site-tool/probe/${worker}.mjs`))).toBe(true);
  });

  it('runs the changed code after an edit to a module the script imports', { timeout: 60_000 }, () => {
    edit('src/shared/probe-word.ts', "'first'", "'second'");
    expect(runCompiled().word).toBe('second');
  });

  it('runs the changed code after an edit to a module only a worker thread runs', { timeout: 60_000 }, () => {
    edit('src/build/fonts/arabic-font.ts', 'plex-arabic-${weight}', 'plex-arabic-edited-${weight}');
    expect(runCompiled().files[0]).toMatch(/^plex-arabic-edited-400-/);
  });
});
