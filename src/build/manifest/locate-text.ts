import type { PathSegment, Problem } from './problem.js';
import type { SourceFile } from './source.js';
import type { ContentFile } from './content-reader.js';

/** Something found in a text: where it starts, and what identifies it (the same thing found twice has the same key). */
export interface Found {
  index: number;
  key: string;
}

/** A finding that can report a problem at the place it is written. */
export type Located<T extends Found> = T & { problem(message: string): Problem; path: PathSegment[] };

/**
 * What `find` finds in every string under `value` (found at `at` in site.yaml), each located at its own line and
 * column: the raw source of the scalar is searched too, so folded and quoted strings point at the right place.
 */
export function locateInYaml<T extends Found>(value: unknown, at: PathSegment[], source: SourceFile, find: (text: string) => readonly T[]): Located<T>[] {
  const out: Located<T>[] = [];
  eachString(value, at, (text, path) => {
    const found = find(text);
    // Located only when a problem is reported: most findings (references that are fine) never are.
    let offsets: number[] | undefined;
    const locate = () => {
      const range = source.valueRange(path);
      // Stryker disable next-line ArrayDeclaration: equivalent — a list of anything but findings has no keys, so it never matches the findings either
      const raw = range ? find(source.text.slice(range[0], range[1])) : [];
      // Escapes in a quoted scalar could shift what is found; then every finding points at the value's start.
      const rawMatches = raw.length === found.length && raw.every((item, position) => item.key === found[position].key);
      return found.map((_, position) => (range?.[0] ?? 0) + (rawMatches ? raw[position].index : 0));
    };
    const offsetOf = (index: number) => (offsets ??= locate())[index];
    found.forEach((item, index) => {
      out.push({ ...item, path, problem: (message: string) => source.problemAtOffset(offsetOf(index), path, message) });
    });
  });
  return out;
}

/** What `find` finds in a markdown file of content/, located at file:line:col. */
export function locateInMarkdown<T extends Found>(entry: ContentFile | undefined, find: (text: string) => readonly T[]): Located<T>[] {
  if (!entry) return [];
  const found = find(entry.text);
  // Where lines start, worked out once and only when a finding is reported.
  let lineStarts: number[] | undefined;
  const starts = () => {
    const list = [0];
    for (let at = entry.text.indexOf('\n'); at >= 0; at = entry.text.indexOf('\n', at + 1)) list.push(at + 1);
    return list;
  };
  const lineOf = (index: number) => {
    lineStarts ??= starts();
    // Binary search: findings need not come in order.
    let low = 0;
    // Stryker disable next-line ArithmeticOperator: equivalent — past the last line start the search compares undefined, never ≤ an index, and settles on the same line
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle] <= index) low = middle;
      else high = middle - 1;
    }
    return { line: low, col: index - lineStarts[low] };
  };
  return found.map((item) => ({
    ...item,
    path: [],
    problem: (message: string) => {
      const { line, col } = lineOf(item.index);
      return entry.problemAt(line, col, message);
    },
  }));
}

export function eachString(value: unknown, path: PathSegment[], visit: (text: string, path: PathSegment[]) => void): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) value.forEach((item, index) => eachString(item, [...path, index], visit));
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) eachString(child, [...path, key], visit);
}
