// Seeded randomness and the odd values the fuzz mutations write into site.yaml.
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
export class Random {
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

export function randomUnicode(random: Random, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += random.pick(UNICODE);
  return out;
}

export function otherTypeValue(random: Random, indent: number): { inline: string; following?: string[] } {
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

export function longString(random: Random): string {
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

export function deepNesting(random: Random): { inline: string; following?: string[] } {
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
export function laughs(random: Random): string[] {
  const levels = random.between(6, 10);
  const out = [`lol0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]`];
  for (let level = 1; level < levels; level++) {
    const ref = `*a${level - 1}`;
    out.push(`lol${level}: &a${level} [${Array(10).fill(ref).join(', ')}]`);
  }
  return out;
}
