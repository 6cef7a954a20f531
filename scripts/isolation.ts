// `npm run test:isolation [-- --seed N] [-- --count 20] [-- --unit-results f.json] [-- --e2e-results f.json]`:
// do tests stand alone? Picks a random sample of unit and end-to-end tests (the seed is printed; pass it
// back to draw the same sample), runs each one by itself (`vitest run <file> -t`, `playwright test <file> -g`) and
// compares its outcome with the full run's. The full run's outcomes come from JSON reports given on the command line
// (`npx vitest run --reporter=json --outputFile=unit.json`, `npx playwright test --reporter=json > e2e.json`), or,
// without them, from running the sampled tests' files in full. End-to-end tests need a build (`npm run build`) and
// E2E_PORT free. Exits 1 when a test passes or fails differently alone.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { keyOf, parseKey, playwrightOutcomes, vitestOutcomes, type Outcome, type TestId } from './support/test-reports.js';

const root = resolve('.');
// Not under test-results/: Playwright empties that folder when it starts.
const out = mkdtempSync(join(tmpdir(), 'isolation-'));

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

const seed = Number(argument('seed') ?? Math.floor(Math.random() * 2 ** 31));
const count = Number(argument('count') ?? 20);
const kinds = (argument('kinds') ?? 'unit,e2e').split(',');

/** mulberry32: a small seeded generator, so that a seed draws the same sample on any machine. */
function random(state: number): () => number {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function run(command: string, args: string[], outputFile?: string): string {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: process.env });
  if (outputFile && !existsSync(outputFile)) throw new Error(`${command} ${args.join(' ')} wrote no report:\n${result.stderr.slice(-2000)}`);
  return result.stdout;
}

const playwrightDir = join(root, 'tests', 'e2e');

function listTests(): string[] {
  const keys: string[] = [];
  if (kinds.includes('unit')) {
    const file = join(out, 'unit-list.json');
    run('npx', ['vitest', 'list', `--json=${file}`], file);
    for (const test of JSON.parse(readFileSync(file, 'utf8')) as { name: string; file: string }[]) {
      keys.push(keyOf({ kind: 'unit', file: test.file.slice(root.length + 1), name: test.name }));
    }
  }
  if (kinds.includes('e2e')) {
    const listed = JSON.parse(run('npx', ['playwright', 'test', '--list', '--reporter=json']));
    keys.push(...playwrightOutcomes(listed, playwrightDir, root).keys());
  }
  return keys.sort();
}

function sample(keys: string[]): TestId[] {
  const next = random(seed);
  const pool = [...keys];
  const picked: string[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
  return picked.map(parseKey);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function runUnit(files: string[], name?: string): Map<string, Outcome> {
  const file = join(out, `unit-${Date.now()}.json`);
  // Vitest matches -t against the describe titles and the test's title joined with spaces.
  const filter = name ? ['-t', `^${escapeRegExp(name.split(' > ').join(' '))}$`] : [];
  run('npx', ['vitest', 'run', ...files, ...filter, '--reporter=json', `--outputFile=${file}`], file);
  return vitestOutcomes(file, root);
}

function runE2e(files: string[], name?: string): Map<string, Outcome> {
  // Playwright matches -g against the file, the describe titles and the test's title joined with spaces.
  const filter = name ? ['-g', `${escapeRegExp(name.split(' > ').join(' '))}$`] : [];
  const stdout = run('npx', ['playwright', 'test', ...files, ...filter, '--reporter=json']);
  return playwrightOutcomes(JSON.parse(stdout.slice(stdout.indexOf('{'))), playwrightDir, root);
}

function fullRun(tests: TestId[]): Map<string, Outcome> {
  const unitReport = argument('unit-results');
  const e2eReport = argument('e2e-results');
  const outcomes = new Map<string, Outcome>();
  const filesOf = (kind: TestId['kind']) => [...new Set(tests.filter((test) => test.kind === kind).map((test) => test.file))];
  const unitFiles = filesOf('unit');
  const e2eFiles = filesOf('e2e');
  if (unitReport) for (const [key, outcome] of vitestOutcomes(unitReport, root)) outcomes.set(key, outcome);
  else if (unitFiles.length > 0) for (const [key, outcome] of runUnit(unitFiles)) outcomes.set(key, outcome);
  if (e2eReport) for (const [key, outcome] of playwrightOutcomes(JSON.parse(readFileSync(e2eReport, 'utf8')), playwrightDir, root)) outcomes.set(key, outcome);
  else if (e2eFiles.length > 0) for (const [key, outcome] of runE2e(e2eFiles)) outcomes.set(key, outcome);
  return outcomes;
}

console.log(`Isolation check: ${count} tests, seed ${seed} (npm run test:isolation -- --seed ${seed} draws them again).`);
const tests = sample(listTests());
const full = fullRun(tests);
let differences = 0;
for (const test of tests) {
  const key = keyOf(test);
  const alone = (test.kind === 'unit' ? runUnit : runE2e)([test.file], test.name);
  const ran = [...alone].filter(([, outcome]) => outcome !== 'skipped');
  const aloneOutcome = alone.get(key) ?? 'skipped';
  const fullOutcome = full.get(key) ?? 'missing from the full run';
  const same = aloneOutcome === fullOutcome && ran.length <= 1;
  if (!same) differences++;
  const note = ran.length > 1 ? ` (the filter also ran ${ran.length - 1} other tests)` : '';
  console.log(`${same ? '✓' : '✗'} ${fullOutcome.padEnd(7)} in full, ${aloneOutcome.padEnd(7)} alone${note}  ${test.file} > ${test.name}`);
}
console.log(differences === 0 ? 'Every sampled test gives the same result alone.' : `${differences} of ${tests.length} differ alone (seed ${seed}).`);
process.exitCode = differences === 0 ? 0 : 1;
