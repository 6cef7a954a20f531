// The mutations the fuzz test applies to site.yaml, each from its own seeded generator (fuzz.test.ts runs them).
import { deepNesting, laughs, longString, otherTypeValue, Random, randomUnicode } from './fuzz-values.js';
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

export function mutate(originalLines: string[], seed: number, index: number): { kinds: string[]; description: string; bytes: Buffer } {
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
