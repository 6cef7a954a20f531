// Seeded random mutations of the real site.yaml: whatever an editor (or a broken editor, or an attacker) does to the
// file, loadManifest must answer quickly with located, readable problems, never throw or hang.
//
// Replay: the seed is printed at the start. `FUZZ_SEED=<seed> npx vitest run tests/unit/build/fuzz.test.ts` repeats a run;
// add `FUZZ_ONLY=<index>` to run one mutation, `FUZZ_COUNT=<n>` to change how many are made.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadManifest } from '../../../src/build/validate/load.js';
import { formatProblem, type Problem } from '../../../src/build/manifest/problem.js';
import { mutate } from '../../support/fuzz-mutations.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const contentDir = join(root, 'content');
const originalText = readFileSync(join(root, 'site.yaml'), 'utf8');
const originalLines = originalText.split('\n');

const DEFAULT_SEED = 20261122;
const seed = process.env.FUZZ_SEED ? Number.parseInt(process.env.FUZZ_SEED, 10) >>> 0 : DEFAULT_SEED;
// 100 by default: every kind of mutation 10 times on its own, and about 15 stacked on others (each load costs
// 150 ms; 500 were 77 s, the longest file of the unit tests). A new seed and a larger count explore further:
// FUZZ_SEED=$RANDOM FUZZ_COUNT=5000.
const count = process.env.FUZZ_COUNT ? Number.parseInt(process.env.FUZZ_COUNT, 10) : 100;
const only = process.env.FUZZ_ONLY ? Number.parseInt(process.env.FUZZ_ONLY, 10) : undefined;
/**
 * The limit is on the loader's own CPU time, not the clock: the unit tests run in two workers on two cores, and a
 * build in the other worker can stretch the clock of a 300-ms load past any limit that would still catch a hang.
 */
const PER_MUTATION_MS = 2000;
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
console.log(`fuzz: FUZZ_SEED=${seed}, ${count} mutations of site.yaml (replay one with FUZZ_SEED=${seed} FUZZ_ONLY=<index>)`);

// `[^()\n]*`, not `.*`: a pattern that backtracks over a long message would cost the test minutes, not the loader.
const STACK_TRACE = /\n\s+at \S|\bat \S+ \([^()\n]*:\d+:\d+\)|[A-Za-z]*Error: /;
/** Longer than this, a message is no longer read: it quotes a value whole (a 100,000-character line) instead of its start. */
const MESSAGE_MAX = 3000;
/** JavaScript's own words: a message that passes an exception through instead of explaining the mistake. */
const RAW_ERROR = /Maximum call stack|RangeError|TypeError|ReferenceError|SyntaxError|is not a function|Cannot read propert|of undefined|of null\b/;

/** What is wrong with one problem, as an editor would see it; empty when it is fine. */
function faults(problem: Problem): string[] {
  const out: string[] = [];
  if (typeof problem.file !== 'string' || problem.file === '') out.push('no file');
  if (!Number.isInteger(problem.line) || problem.line < 0) out.push(`line ${problem.line}`);
  if (!Number.isInteger(problem.col) || problem.col < 0) out.push(`col ${problem.col}`);
  if (typeof problem.message !== 'string' || problem.message.trim() === '') out.push('empty message');
  else if (problem.message.length > MESSAGE_MAX) out.push(`a message of ${problem.message.length} characters`);
  const text = `${problem.path}: ${problem.message}`;
  for (const word of ['undefined', '[object Object]', 'internal error']) if (text.includes(word)) out.push(`says ${JSON.stringify(word)}`);
  if (STACK_TRACE.test(problem.message)) out.push('contains a stack trace');
  if (RAW_ERROR.test(problem.message)) out.push('passes a JavaScript error through');
  // A located problem shows its source line; a whole-file problem shows none.
  if ((problem.sourceLine === undefined) !== (problem.line === 0)) out.push('source line does not match the location');
  return out;
}

// Warnings printed by libraries would reach the editor's terminal unformatted, next to the located problems.
// process.emitWarning reports on the next tick, so the calls themselves are recorded.
const warnings: string[] = [];
const { emitWarning } = process;
const consoleWarn = console.warn;
process.emitWarning = ((warning: string | Error) => {
  warnings.push(typeof warning === 'string' ? warning : warning.message);
}) as typeof process.emitWarning;
console.warn = (...args: unknown[]) => {
  warnings.push(args.map(String).join(' '));
};
afterAll(() => {
  process.emitWarning = emitWarning;
  console.warn = consoleWarn;
});

const workDir = mkdtempSync(join(tmpdir(), 'site-fuzz-'));
const file = join(workDir, 'site.yaml');
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const stats = { valid: 0, invalid: 0, slowest: { ms: 0, index: -1 }, byKind: new Map<string, number>(), msByKind: new Map<string, number>() };

function runMutation(index: number): void {
  const { kinds, description, bytes } = mutate(originalLines, seed, index);
  const where = `FUZZ_SEED=${seed} mutation #${index} (${description})`;
  writeFileSync(file, bytes);
  warnings.length = 0;
  const started = performance.now();
  const startedCpu = cpuMs();
  let result: ReturnType<typeof loadManifest> | undefined;
  let thrown: unknown;
  try {
    result = loadManifest(file, { contentDir, cwd: workDir });
  } catch (error) {
    thrown = error;
  }
  const ms = performance.now() - started;
  const cpu = cpuMs() - startedCpu;
  for (const kind of kinds) stats.byKind.set(kind, (stats.byKind.get(kind) ?? 0) + 1);
  stats.msByKind.set(kinds[0], (stats.msByKind.get(kinds[0]) ?? 0) + ms);
  if (cpu > stats.slowest.ms) stats.slowest = { ms: cpu, index };

  const issues: string[] = [];
  if (thrown !== undefined) issues.push(`threw ${thrown instanceof Error ? thrown.stack : String(thrown)}`);
  if (cpu >= PER_MUTATION_MS) issues.push(`took ${Math.round(cpu)} ms of CPU (${Math.round(ms)} ms on the clock; limit ${PER_MUTATION_MS} ms)`);
  for (const warning of warnings) issues.push(`printed a warning: ${warning.slice(0, 200)}`);
  if (result) {
    if (!Array.isArray(result.problems)) issues.push('problems is not a list');
    else if (result.problems.length === 0) {
      stats.valid++;
      if (!result.manifest) issues.push('no problems but no manifest either');
    } else {
      stats.invalid++;
      for (const problem of result.problems) {
        const found = faults(problem);
        if (found.length > 0) issues.push(`${found.join(', ')}: ${formatProblem(problem).slice(0, 400)}`);
      }
    }
  }
  expect.soft(issues, where).toEqual([]);
}

// The limit is for the loader's answer, not for compiling it: the first load of a process also compiles the
// validator's schemas and warms the parser, which took 1.1–1.4 s of the 2 s for mutation #0 with a second worker busy.
// Vitest's 10 s for a hook was too little for that on a machine shared with other builds.
beforeAll(() => {
  writeFileSync(file, originalText);
  loadManifest(file, { contentDir, cwd: workDir });
}, 60_000);

const BATCH = 100;
describe(`fuzzing site.yaml (FUZZ_SEED=${seed})`, () => {
  if (only !== undefined) {
    it(`mutation #${only}`, () => runMutation(only));
    return;
  }
  for (let start = 0; start < count; start += BATCH) {
    const end = Math.min(count, start + BATCH);
    it(`mutations #${start}–#${end - 1} load without throwing, quickly, with readable located problems`, { timeout: 120_000 }, () => {
      for (let index = start; index < end; index++) runMutation(index);
    });
  }
  afterAll(() => {
    const kinds = [...stats.byKind].map(([kind, n]) => `${kind} ×${n} (${Math.round(stats.msByKind.get(kind) ?? 0)} ms)`).join(', ');
    console.log(
      `fuzz: FUZZ_SEED=${seed}: ${stats.valid} mutations still valid, ${stats.invalid} reported problems; slowest #${stats.slowest.index} ${Math.round(stats.slowest.ms)} ms of CPU; ${kinds}`,
    );
  });
});
