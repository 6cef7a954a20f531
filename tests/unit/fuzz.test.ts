// Seeded random mutations of the real site.yaml: whatever an editor (or a broken editor, or an attacker) does to the
// file, loadManifest must answer quickly with located, readable problems, never throw or hang.
//
// Replay: the seed is printed at the start. `FUZZ_SEED=<seed> npx vitest run tests/unit/fuzz.test.ts` repeats a run;
// add `FUZZ_ONLY=<index>` to run one mutation, `FUZZ_COUNT=<n>` to change how many are made.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadManifest } from '../../src/build/manifest/load';
import { formatProblem, type Problem } from '../../src/build/manifest/problem';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const contentDir = join(root, 'content');
const originalText = readFileSync(join(root, 'site.yaml'), 'utf8');
const originalLines = originalText.split('\n');

const DEFAULT_SEED = 20261122;
const seed = process.env.FUZZ_SEED ? Number.parseInt(process.env.FUZZ_SEED, 10) >>> 0 : DEFAULT_SEED;
const count = process.env.FUZZ_COUNT ? Number.parseInt(process.env.FUZZ_COUNT, 10) : 1000;
const only = process.env.FUZZ_ONLY ? Number.parseInt(process.env.FUZZ_ONLY, 10) : undefined;
const PER_MUTATION_MS = 2000;
console.log(`fuzz: FUZZ_SEED=${seed}, ${count} mutations of site.yaml (replay one with FUZZ_SEED=${seed} FUZZ_ONLY=<index>)`);

/** mulberry32: small, fast, and the same sequence on every machine. */
function mulberry32(state: number): () => number {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Each mutation has its own generator derived from the seed and its index, so one can be replayed alone. */
class Random {
  private readonly next: () => number;
  constructor(seedValue: number, index: number) {
    this.next = mulberry32((Math.imul(seedValue ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35)) >>> 0);
  }
  float(): number {
    return this.next();
  }
  int(below: number): number {
    return Math.floor(this.next() * below);
  }
  between(low: number, high: number): number {
    return low + this.int(high - low + 1);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

interface Mutated {
  lines: string[];
  notes: string[];
  bytes?: Buffer;
}

const KEY_VALUE = /^(\s*(?:- )?)([A-Za-z_][\w-]*):[ \t]+(\S.*)$/;
const LIST_SCALAR = /^(\s*- )(?![\w-]+:\s)(\S.*)$/;

/** Lines holding a scalar value: `key: value` or `- value`. */
function scalarLines(lines: string[]): number[] {
  const out: number[] = [];
  lines.forEach((line, index) => {
    if (KEY_VALUE.test(line) || LIST_SCALAR.test(line)) out.push(index);
  });
  return out;
}

function replaceValue(line: string, value: string): string {
  const pair = KEY_VALUE.exec(line);
  if (pair) return `${pair[1]}${pair[2]}: ${value}`;
  const item = LIST_SCALAR.exec(line);
  if (item) return `${item[1]}${value}`;
  return `${line} ${value}`;
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

const UNICODE = [
  '\u200F', // right-to-left mark
  '\u200E', // left-to-right mark
  '\u202E', // right-to-left override
  '\u2066',
  '\u2069',
  '\u061C', // Arabic letter mark
  '\uFEFF', // byte-order mark / zero-width no-break space
  '\u200B',
  '\u200D',
  '\u00A0',
  '\u3000',
  '😀',
  '👩‍👩‍👧‍👦',
  '🇦🇪',
  '\u0301',
  'مرحبا بالعالم',
  'ﷺ',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000B',
  '\u000C',
  '\u001B',
  '\u001F',
  '\u007F',
  '\u0085',
  '\u2028',
  '\u2029',
  '\r',
  '\t',
  '\uD800', // a lone surrogate: written as U+FFFD
  '\uFFFF',
  '\\',
  '"',
  "'",
  '#',
  ': ',
  '&',
  '*',
  '!',
  '%',
  '@',
  '`',
  '|',
  '>',
  '{',
  '}',
  '[',
  ']',
  ',',
  '? ',
  '- ',
  '---',
  '...',
];

function randomUnicode(random: Random, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += random.pick(UNICODE);
  return out;
}

function otherTypeValue(random: Random, indent: number): { inline: string; following?: string[] } {
  const pad = ' '.repeat(indent + 2);
  switch (random.int(5)) {
    case 0:
      return { inline: random.pick(['0', '-1', '42', '3.14159', '1e309', '-.inf', '.nan', '0x1F', '0o17', '12345678901234567890', '2024']) };
    case 1:
      return { inline: random.pick(['"a quoted string"', "'single quoted'", 'plain words here', '""', '~', 'null', 'true', 'false', '2026-02-30', '"2024"']) };
    case 2:
      return random.chance(0.5)
        ? { inline: random.pick(['[]', '[a, b]', '[1, [2, 3]]', '[{a: 1}]']) }
        : { inline: '', following: [`${pad}- one`, `${pad}- two`] };
    case 3:
      return random.chance(0.5)
        ? { inline: random.pick(['{}', '{a: 1}', '{label: Home, link: /}', '{a: {b: [c]}}']) }
        : { inline: '', following: [`${pad}label: Home`, `${pad}link: /`] };
    default:
      return { inline: random.pick(['', '|', '>-', '!!binary aGVsbG8=', '!custom tag', '&anchor value', '*nowhere']) };
  }
}

function longString(random: Random): string {
  const size = 100_000;
  switch (random.int(5)) {
    case 0:
      return 'x'.repeat(size);
    case 1:
      return `/${'a'.repeat(size)}`;
    case 2:
      return `"${'\u200F😀 '.repeat(size / 4)}"`;
    case 3:
      return 'word '.repeat(size / 5).trim();
    default:
      return `https://example.com/${'a/'.repeat(size / 2)}`;
  }
}

function deepNesting(random: Random): { inline: string; following?: string[] } {
  const depth = 5000;
  switch (random.int(6)) {
    case 0:
      return { inline: '['.repeat(depth) };
    case 1:
      return { inline: '['.repeat(depth) + ']'.repeat(depth) };
    case 2:
      return { inline: '{a: '.repeat(depth) + '1' + '}'.repeat(depth) };
    case 3:
      return { inline: '[{'.repeat(depth / 2) };
    case 4:
      return { inline: `${'- '.repeat(depth)}x` };
    default: {
      // Block nesting: one key per line, each indented one step deeper.
      const following: string[] = [];
      for (let level = 1; level <= 1000; level++) following.push(`${' '.repeat(level)}k${level}:`);
      following.push(`${' '.repeat(1001)}v`);
      return { inline: '', following };
    }
  }
}

/** A "billion laughs" document: ten levels of aliases, each repeating the one below ten times. */
function laughs(random: Random): string[] {
  const levels = random.between(6, 10);
  const out = [`lol0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]`];
  for (let level = 1; level < levels; level++) {
    const ref = `*a${level - 1}`;
    out.push(`lol${level}: &a${level} [${Array(10).fill(ref).join(', ')}]`);
  }
  return out;
}

type Mutation = (random: Random, state: Mutated) => void;

const mutations: Record<string, Mutation> = {
  'delete a line': (random, state) => {
    const at = random.int(state.lines.length);
    state.notes.push(`delete line ${at + 1}`);
    state.lines.splice(at, 1);
  },
  'duplicate a line': (random, state) => {
    const at = random.int(state.lines.length);
    state.notes.push(`duplicate line ${at + 1}`);
    state.lines.splice(at, 0, state.lines[at]);
  },
  'swap two lines': (random, state) => {
    const a = random.int(state.lines.length);
    const b = random.chance(0.5) ? Math.min(state.lines.length - 1, a + 1) : random.int(state.lines.length);
    state.notes.push(`swap lines ${a + 1} and ${b + 1}`);
    [state.lines[a], state.lines[b]] = [state.lines[b], state.lines[a]];
  },
  'change a value to another type': (random, state) => {
    const candidates = scalarLines(state.lines);
    if (candidates.length === 0) return;
    const at = random.pick(candidates);
    const value = otherTypeValue(random, indentOf(state.lines[at]));
    state.notes.push(`line ${at + 1} value → ${JSON.stringify(value.inline)}${value.following ? ` + ${value.following.length} lines` : ''}`);
    state.lines[at] = replaceValue(state.lines[at], value.inline);
    if (value.following) state.lines.splice(at + 1, 0, ...value.following);
  },
  'insert unicode': (random, state) => {
    const at = random.int(state.lines.length);
    const line = state.lines[at];
    const col = random.int(line.length + 1);
    const inserted = randomUnicode(random, random.between(1, 8));
    state.notes.push(`insert ${JSON.stringify(inserted)} at line ${at + 1} col ${col + 1}`);
    state.lines[at] = line.slice(0, col) + inserted + line.slice(col);
  },
  'very long string': (random, state) => {
    const candidates = scalarLines(state.lines);
    const value = longString(random);
    if (random.chance(0.7) && candidates.length > 0) {
      const at = random.pick(candidates);
      state.notes.push(`line ${at + 1} value → ${value.length} characters starting ${JSON.stringify(value.slice(0, 12))}`);
      state.lines[at] = replaceValue(state.lines[at], value);
    } else {
      const at = random.int(state.lines.length);
      state.notes.push(`insert ${value.length} characters into line ${at + 1}`);
      state.lines[at] += value;
    }
  },
  'deep nesting': (random, state) => {
    const candidates = scalarLines(state.lines);
    if (candidates.length === 0) return;
    const at = random.pick(candidates);
    const value = deepNesting(random);
    state.notes.push(
      `line ${at + 1} value → ${JSON.stringify(value.inline.slice(0, 12))}… (${value.inline.length} chars${value.following ? `, ${value.following.length} lines` : ''})`,
    );
    state.lines[at] = replaceValue(state.lines[at], value.inline);
    if (value.following) state.lines.splice(at + 1, 0, ...value.following);
  },
  'aliases that expand hugely': (random, state) => {
    const block = laughs(random);
    const topLevel = state.lines.map((line, index) => (/^[A-Za-z]/.test(line) ? index : -1)).filter((index) => index >= 0);
    const at = topLevel.length > 0 ? random.pick(topLevel) : 0;
    state.lines.splice(at, 0, ...block);
    const last = `*a${block.length - 1}`;
    // Use the biggest alias where a value is expected, too.
    const candidates = scalarLines(state.lines).filter((index) => index > at + block.length);
    if (random.chance(0.6) && candidates.length > 0) {
      const use = random.pick(candidates);
      state.lines[use] = replaceValue(state.lines[use], last);
      state.notes.push(`${block.length} levels of aliases at line ${at + 1}, ${last} used on line ${use + 1}`);
    } else {
      state.notes.push(`${block.length} levels of aliases at line ${at + 1}`);
    }
  },
  'change indentation': (random, state) => {
    const at = random.int(state.lines.length);
    const span = random.chance(0.3) ? random.between(2, 12) : 1;
    const how = random.int(4);
    state.notes.push(`${['indent', 'outdent', 'tab-indent', 'flatten'][how]} lines ${at + 1}–${Math.min(state.lines.length, at + span)}`);
    for (let i = at; i < Math.min(state.lines.length, at + span); i++) {
      const line = state.lines[i];
      const indent = indentOf(line);
      if (how === 0) state.lines[i] = ' '.repeat(random.between(1, 4)) + line;
      else if (how === 1) state.lines[i] = line.slice(Math.min(indent, random.between(1, 4)));
      else if (how === 2) state.lines[i] = '\t'.repeat(Math.max(1, Math.floor(indent / 2))) + line.trimStart();
      else state.lines[i] = line.trimStart();
    }
  },
  'truncate at a random byte': (random, state) => {
    const bytes = Buffer.from(state.lines.join('\n'), 'utf8');
    const at = random.int(bytes.length);
    state.notes.push(`truncate at byte ${at} of ${bytes.length}`);
    state.bytes = bytes.subarray(0, at);
  },
};

const mutationNames = Object.keys(mutations);

function mutate(index: number): { kinds: string[]; description: string; bytes: Buffer } {
  const random = new Random(seed, index);
  const state: Mutated = { lines: [...originalLines], notes: [] };
  const kinds: string[] = [];
  const rounds = random.chance(0.15) ? random.between(2, 3) : 1;
  for (let round = 0; round < rounds && !state.bytes; round++) {
    // Every kind gets its share; further rounds stack random kinds on top.
    const kind = round === 0 ? mutationNames[index % mutationNames.length] : random.pick(mutationNames);
    kinds.push(kind);
    mutations[kind](random, state);
  }
  const bytes = state.bytes ?? Buffer.from(state.lines.join('\n'), 'utf8');
  return { kinds, description: `${kinds.join(' + ')}: ${state.notes.join('; ')}`, bytes };
}

const STACK_TRACE = /\n\s+at \S|\bat \S+ \(.*:\d+:\d+\)|[A-Za-z]*Error: /;
/** JavaScript's own words: a message that passes an exception through instead of explaining the mistake. */
const RAW_ERROR = /Maximum call stack|RangeError|TypeError|ReferenceError|SyntaxError|is not a function|Cannot read propert|of undefined|of null\b/;

/** What is wrong with one problem, as an editor would see it; empty when it is fine. */
function faults(problem: Problem): string[] {
  const out: string[] = [];
  if (typeof problem.file !== 'string' || problem.file === '') out.push('no file');
  if (!Number.isInteger(problem.line) || problem.line < 0) out.push(`line ${problem.line}`);
  if (!Number.isInteger(problem.col) || problem.col < 0) out.push(`col ${problem.col}`);
  if (typeof problem.message !== 'string' || problem.message.trim() === '') out.push('empty message');
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
  const { kinds, description, bytes } = mutate(index);
  const where = `FUZZ_SEED=${seed} mutation #${index} (${description})`;
  writeFileSync(file, bytes);
  warnings.length = 0;
  const started = performance.now();
  let result: ReturnType<typeof loadManifest> | undefined;
  let thrown: unknown;
  try {
    result = loadManifest(file, { contentDir, cwd: workDir });
  } catch (error) {
    thrown = error;
  }
  const ms = performance.now() - started;
  for (const kind of kinds) stats.byKind.set(kind, (stats.byKind.get(kind) ?? 0) + 1);
  stats.msByKind.set(kinds[0], (stats.msByKind.get(kinds[0]) ?? 0) + ms);
  if (ms > stats.slowest.ms) stats.slowest = { ms, index };

  const issues: string[] = [];
  if (thrown !== undefined) issues.push(`threw ${thrown instanceof Error ? thrown.stack : String(thrown)}`);
  if (ms >= PER_MUTATION_MS) issues.push(`took ${Math.round(ms)} ms (limit ${PER_MUTATION_MS} ms)`);
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
      `fuzz: FUZZ_SEED=${seed}: ${stats.valid} mutations still valid, ${stats.invalid} reported problems; slowest #${stats.slowest.index} ${Math.round(stats.slowest.ms)} ms; ${kinds}`,
    );
  });
});
