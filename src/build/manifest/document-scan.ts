// One walk over the parsed YAML document before it is turned into data: nesting depth, keys that are not text,
// and aliases (undefined ones, and "billion laughs" documents that multiply through them).
import { isAlias, isMap, isPair, isScalar, isSeq, type Document, type Node } from 'yaml';
import type { Problem } from './problem.js';
import type { SourceFile } from './source.js';

/** Aliases may legitimately repeat a block a few times; more than this is a "billion laughs" document. */
export const MAX_ALIAS_COUNT = 200;

/** The manifest nests about eight levels deep; hundreds of levels are a mistake (or an attack) that would exhaust the stack. */
export const MAX_DEPTH = 64;

const MAX_ALIAS_PROBLEMS = 20;

interface Marker {
  name: string;
  offset: number;
  end: number;
  /** For an alias: the anchor it repeats (the last one of that name before it), if any. */
  target?: Marker;
}

interface DocumentScan {
  /** Offset of the first node nested deeper than MAX_DEPTH. */
  tooDeep?: number;
  anchors: Marker[];
  aliases: Marker[];
  badKeys: { offset: number; kind: 'list' | 'block' | 'alias' | 'empty' }[];
}

/**
 * One pass over the document, in source order and without recursion (a deep document must not exhaust the stack):
 * anchors and aliases, keys that cannot be manifest keys, and whether anything is nested too deeply.
 */
export function scanDocument(doc: Document): DocumentScan {
  const scan: DocumentScan = { anchors: [], aliases: [], badKeys: [] };
  const latest = new Map<string, Marker>();
  const stack: { node: unknown; depth: number }[] = [{ node: doc.contents, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number };
    if (!node || typeof node !== 'object') continue;
    if (isPair(node)) {
      const key = node.key;
      const offset = rangeOf(key)?.[0] ?? rangeOf(node.value)?.[0] ?? 0;
      if (isMap(key)) scan.badKeys.push({ offset, kind: 'block' });
      else if (isSeq(key)) scan.badKeys.push({ offset, kind: 'list' });
      else if (isAlias(key)) scan.badKeys.push({ offset, kind: 'alias' });
      else if (key === null || (isScalar(key) && (key.value === null || key.value === ''))) scan.badKeys.push({ offset, kind: 'empty' });
      stack.push({ node: node.value, depth }, { node: key, depth });
      continue;
    }
    const range = rangeOf(node) ?? [0, 0];
    if (depth > MAX_DEPTH) {
      scan.tooDeep = range[0];
      break;
    }
    if (isAlias(node)) {
      scan.aliases.push({ name: node.source, offset: range[0], end: range[1], target: latest.get(node.source) });
    } else if ((node as Node).anchor) {
      const anchor = { name: (node as Node).anchor as string, offset: range[0], end: range[1] };
      scan.anchors.push(anchor);
      latest.set(anchor.name, anchor);
    }
    if (isMap(node) || isSeq(node)) {
      const items = node.items as unknown[];
      // Stryker disable next-line ArithmeticOperator: equivalent — starting past the end pushes undefined, skipped like an empty value
      for (let i = items.length - 1; i >= 0; i--) stack.push({ node: items[i], depth: depth + 1 });
    }
  }
  return scan;
}

function rangeOf(node: unknown): readonly [number, number, number] | undefined {
  return (node as Node | null | undefined)?.range ?? undefined;
}

export function badKeyMessage(kind: 'list' | 'block' | 'alias' | 'empty'): string {
  if (kind === 'empty') return 'this key is empty (or `null`/`~`), so it names nothing. Write the name of the key before the `:`, or remove the line.';
  const what = kind === 'list' ? 'a list' : kind === 'block' ? 'a block of keys' : 'an alias (`*name`)';
  return `this key is ${what}, but keys must be plain names like \`title:\`. Write the key's name, or put the whole line in quotes if it is text.`;
}

/** Where a "billion laughs" document starts to multiply: the alias used too often, or the first alias of a block that holds aliases itself. */
export function excessiveAliases(scan: DocumentScan, source: SourceFile): Problem {
  const uses = new Map<string, number>();
  for (const alias of scan.aliases) {
    const count = (uses.get(alias.name) ?? 0) + 1;
    uses.set(alias.name, count);
    // The yaml library counts the anchored value itself too: with 200 copies it holds 201 and refuses the file.
    if (count >= MAX_ALIAS_COUNT) {
      return source.problemAtOffset(
        alias.offset,
        [],
        `the value marked \`&${alias.name}\` appears more than ${MAX_ALIAS_COUNT} times, copied with \`*${alias.name}\`. Write the repeated parts out instead.`,
      );
    }
  }
  // Aliases are in source order: a binary search finds whether one lies inside an anchored value.
  const holdsAliases = (anchor: Marker) => {
    let low = 0;
    let high = scan.aliases.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (scan.aliases[mid].offset <= anchor.offset) low = mid + 1;
      else high = mid;
    }
    // The alias that repeats the anchor lies after it, so there is always an alias at `low`.
    return scan.aliases[low].offset < anchor.end;
  };
  for (const alias of scan.aliases) {
    if (alias.target && holdsAliases(alias.target)) {
      return source.problemAtOffset(
        alias.offset,
        [],
        `\`*${alias.name}\` repeats a value that itself repeats others with aliases, so the file multiplies into millions of values (a "billion laughs" document). Write the repeated parts out instead.`,
      );
    }
  }
  const first = scan.aliases[0];
  const message = 'uses YAML aliases (*name) that expand too much. Write the repeated parts out instead.';
  return first ? source.problemAtOffset(first.offset, [], message) : { file: source.file, line: 0, col: 0, path: '', message };
}

/** `*name` without an earlier `&name` makes toJS throw; find each one so the editor sees where. */
export function unresolvedAliases(scan: DocumentScan, source: SourceFile): Problem[] {
  const problems: Problem[] = [];
  const firstAnchor = new Map<string, Marker>();
  for (const anchor of scan.anchors) if (!firstAnchor.has(anchor.name)) firstAnchor.set(anchor.name, anchor);
  for (const alias of scan.aliases) {
    // A file full of them needs the first few to be understood, not thousands.
    if (problems.length >= MAX_ALIAS_PROBLEMS) break;
    if (alias.target && alias.offset < alias.target.end) {
      const message = `the alias \`*${alias.name}\` is inside the value marked \`&${alias.name}\` that it repeats, so it would repeat itself forever. Write the value out here instead.`;
      problems.push(source.problemAtOffset(alias.offset, [], message));
      continue;
    }
    if (alias.target) continue;
    const later = firstAnchor.get(alias.name);
    const message = later
      ? `the alias \`*${alias.name}\` is used before its anchor \`&${alias.name}\` on line ${source.lineCounter.linePos(later.offset).line}. Move the anchor above this line, or write the value out here.`
      : `the alias \`*${alias.name}\` repeats a value marked \`&${alias.name}\`, but no value is marked so. Mark the value to repeat with \`&${alias.name}\` above this line, or write the value out here.`;
    problems.push(source.problemAtOffset(alias.offset, [], message));
  }
  return problems;
}
