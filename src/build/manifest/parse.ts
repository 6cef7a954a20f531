import { readFileSync, statSync } from 'node:fs';
import { LineCounter, isAlias, isMap, isPair, isScalar, isSeq, parseDocument, type Document, type Node, type YAMLError } from 'yaml';
import type { Problem } from './problem.js';
import { SourceFile } from './source.js';

export interface ParseResult {
  source?: SourceFile;
  data?: unknown;
  problems: Problem[];
}

/** Aliases may legitimately repeat a block a few times; more than this is a "billion laughs" document. */
const MAX_ALIAS_COUNT = 200;

/** The manifest nests about eight levels deep; hundreds of levels are a mistake (or an attack) that would exhaust the stack. */
const MAX_DEPTH = 64;

const MAX_ALIAS_PROBLEMS = 20;

/** YAML errors that do not throw the parser off: the lines after them are still read correctly. */
const SELF_CONTAINED_ERRORS = new Set(['DUPLICATE_KEY', 'BAD_DQ_ESCAPE', 'TAG_RESOLVE_FAILED', 'KEY_OVER_1024_CHARS', 'NON_STRING_KEY', 'ALIAS_PROPS']);

/** Reads and parses a manifest file, turning every way it can fail into a located problem. */
export function parseManifestFile(file: string, displayName = file): ParseResult {
  let buffer: Buffer;
  try {
    if (statSync(file).isDirectory()) return fileProblem(displayName, 'is a folder, not a file. Give the path of site.yaml.');
    buffer = readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return fileProblem(displayName, 'file not found. Check the path, e.g. `npm run validate -- site.yaml`.');
    if (code === 'EACCES') return fileProblem(displayName, 'cannot be read: permission denied.');
    return fileProblem(displayName, `cannot be read (${code ?? 'unknown error'}).`);
  }
  return parseManifestText(buffer, displayName);
}

export function parseManifestText(input: Buffer | string, displayName: string): ParseResult {
  const buffer = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  if (buffer.includes(0)) return fileProblem(displayName, 'is not a text file (it contains binary data). site.yaml must be plain UTF-8 text.');
  const text = buffer.toString('utf8');
  if (text.includes('\uFFFD') && !Buffer.from(text, 'utf8').equals(buffer)) {
    return fileProblem(displayName, 'is not valid UTF-8 text. Save the file with UTF-8 encoding.');
  }
  if (text.trim() === '') return fileProblem(displayName, 'is empty. It must describe the site: start from the site.yaml in the repository.');
  if (text.split(/\r?\n/).every((line) => line.trim() === '' || line.trim().startsWith('#'))) {
    return fileProblem(displayName, 'contains only comments (lines starting with `#`), so it describes no site. Start from the site.yaml in the repository.');
  }

  const lineCounter = new LineCounter();
  // logLevel: 'error' keeps yaml from printing its own warnings on stderr; every problem is reported as a Problem.
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, strict: true, logLevel: 'error' });
  const source = new SourceFile(displayName, text, lineCounter, doc);
  const problems: Problem[] = [];
  for (const error of [...doc.errors].sort((a, b) => a.pos[0] - b.pos[0])) {
    const problem = explainYamlError(error, source);
    // One YAML mistake often trips several parser rules on the same line; the first says it best.
    if (!problems.some((seen) => seen.line === problem.line)) problems.push(problem);
    // After a mistake in the layout the parser misreads the lines below it, so later errors are mostly echoes of this one.
    if (!SELF_CONTAINED_ERRORS.has(error.code)) break;
  }
  if (problems.length > 0) return { source, problems };

  const scan = scanDocument(doc);
  if (scan.tooDeep !== undefined) {
    return {
      source,
      problems: [
        source.problemAtOffset(
          scan.tooDeep,
          [],
          tooDeepMessage(`more than ${MAX_DEPTH} levels deep`, source.lines[source.lineCounter.linePos(scan.tooDeep).line - 1]),
        ),
      ],
    };
  }
  const keyProblems = scan.badKeys.map((key) => source.problemAtOffset(key.offset, [], badKeyMessage(key.kind)));
  if (keyProblems.length > 0) return { source, problems: keyProblems };
  const aliasProblems = unresolvedAliases(scan, source);
  if (aliasProblems.length > 0) return { source, problems: aliasProblems };

  try {
    const data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    return { source, data, problems };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/alias/i.test(message)) return { source, problems: [excessiveAliases(scan, source)] };
    return {
      source,
      problems: [{ file: displayName, line: 0, col: 0, path: '', message: 'could not be read as YAML. Check the file for unusual characters or structure.' }],
    };
  }
}

function fileProblem(file: string, message: string): ParseResult {
  return { problems: [{ file, line: 0, col: 0, path: '', message }] };
}

/** The yaml package's messages are written for programmers; say what to do instead, on the line where the mistake is. */
function explainYamlError(error: YAMLError, source: SourceFile): Problem {
  const { line, col } = source.lineCounter.linePos(error.pos[0]);
  const text = source.lines[line - 1] ?? '';
  const at = (atLine: number, atCol: number, message: string): Problem => ({
    file: source.file,
    line: atLine,
    col: atCol,
    path: '',
    message,
    sourceLine: source.lines[atLine - 1] ?? '',
  });
  const firstLine = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');

  switch (error.code) {
    case 'TAB_AS_INDENT':
      return at(line, col, 'a tab is used for indentation. YAML indents with spaces only: replace the tab with spaces.');
    case 'DUPLICATE_KEY': {
      const key = /^\s*(?:-\s+)?([^:#]+?)\s*:/.exec(text.slice(0, col - 1).replace(/\S/g, ' ') + text.slice(col - 1))?.[1];
      const earlier = key ? earlierKeyLine(source.lines, line, col, key) : undefined;
      const name = key ? `the key \`${key}\`` : 'this key';
      return at(line, col, `${name} appears twice in the same block${earlier ? ` (also on line ${earlier})` : ''}. Remove or rename one of them.`);
    }
    case 'BAD_INDENT': {
      const flow = /^Flow (sequence|map) .* end with an? ([\]}])/.exec(firstLine);
      if (flow) {
        const [open, close] = flow[1] === 'sequence' ? ['[', ']'] : ['{', '}'];
        const where = opening(source.lines, line, open) ?? { line, col };
        return at(where.line, where.col, `this \`${open}\` is never closed. Add \`${close}\` at the end of the ${flow[1] === 'sequence' ? 'list' : 'block'}.`);
      }
      return at(
        line,
        indentOf(text) + 1,
        'this line does not line up with the other keys of its block. Keys of the same block must start in the same column: indent it with as many spaces as the key it belongs with.',
      );
    }
    case 'MISSING_CHAR': {
      const quote = /closing "/.test(firstLine) ? '"' : /closing '/.test(firstLine) ? "'" : undefined;
      if (quote) {
        const where = opening(source.lines, line, quote) ?? { line, col };
        return at(where.line, where.col, `this quoted value has no closing \`${quote}\`. Add \`${quote}\` at the end of the value, or remove the opening one.`);
      }
      return at(line, col, `something is missing here (${firstLine}). Check the brackets and quotes on this line.`);
    }
    case 'BLOCK_AS_IMPLICIT_KEY': {
      const pair = /^(\s*(?:-\s+)?)([^:#\s][^:#]*?):\s+(.*?)\s*$/.exec(text);
      if (pair && /:(\s|$)/.test(pair[3])) {
        const quoted = `${pair[2]}: "${pair[3].replace(/"/g, '\\"')}"`;
        return at(
          line,
          col,
          `the value contains \`: \`, which YAML reads as the start of another key. Put the whole value in quotes: ${quoted.length <= 80 ? `\`${quoted}\`` : `\`${pair[2]}: "…"\``}.`,
        );
      }
      const deeper = nextDeeperLine(source.lines, line);
      if (deeper !== undefined && pair) {
        return at(
          deeper,
          indentOf(source.lines[deeper - 1]) + 1,
          `this line is indented deeper than \`${pair[2]}:\` above it, which already has a value. Line it up under \`${pair[2]}:\`, using spaces.`,
        );
      }
      return at(line, col, 'this line is indented deeper than the line above, which already has a value. Line it up with the key above it, using spaces.');
    }
    case 'MULTILINE_IMPLICIT_KEY': {
      const glued = /^\s*(?:-\s+)?([A-Za-z_][\w-]*):(?!\/\/)(\S.*?)\s*$/.exec(text);
      if (glued) {
        return at(line, col, `\`${glued[1]}:${glued[2]}\` needs a space after the colon: write \`${glued[1]}: ${glued[2]}\`.`);
      }
      return at(
        line,
        col,
        'a key runs over several lines, usually because a `:` or indentation is missing on the line above. Check that each `key: value` is on one line, or quote the value.',
      );
    }
    case 'UNEXPECTED_TOKEN':
      return at(line, col, `this does not fit here (${firstLine}). Check the indentation and punctuation of this line against the lines around it.`);
    case 'BAD_SCALAR_START':
      return at(line, col, `a value cannot start with this character (${firstLine}). Put the value in quotes.`);
    case 'RESOURCE_EXHAUSTION': {
      // The parser ran out of stack: brackets or list dashes nested hundreds of levels deep.
      const bracket = text.search(/[[{]/);
      return at(line, bracket >= 0 ? bracket + 1 : col, tooDeepMessage('too deeply to be read', text));
    }
    case 'MULTIPLE_DOCS':
      return at(line, col, 'a line `---` starts a second document, but the manifest must be one document. Remove the `---` line.');
    default:
      return at(line, col, `${firstLine}.`);
  }
}

function tooDeepMessage(how: string, lineText = ''): string {
  return /[[{]/.test(lineText)
    ? `lists or blocks are nested ${how} here, usually because \`[\` or \`{\` are opened and never closed. Close each bracket you open, or write the value out.`
    : `lines are indented ${how} here: each line starts a block inside the one above. Line keys of the same block up in the same column.`;
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

function isContent(line: string | undefined): line is string {
  return line !== undefined && line.trim() !== '' && !line.trim().startsWith('#');
}

/** The next line with content after `line` (1-based), if it is indented deeper than `line` itself. */
function nextDeeperLine(lines: string[], line: number): number | undefined {
  for (let i = line; i < lines.length; i++) {
    if (!isContent(lines[i])) continue;
    return indentOf(lines[i]) > indentOf(lines[line - 1]) ? i + 1 : undefined;
  }
  return undefined;
}

/** The line where `key:` first appears in the same block as the duplicate at `line`:`col`. */
function earlierKeyLine(lines: string[], line: number, col: number, key: string): number | undefined {
  const keyAt = (text: string) => {
    const match = /^(\s*(?:-\s+)?)([^:#]+?)\s*:(\s|$)/.exec(text);
    return match ? { col: match[1].length + 1, key: match[2], item: match[1].includes('-') } : undefined;
  };
  for (let i = line - 2; i >= 0; i--) {
    const text = lines[i];
    if (!isContent(text)) continue;
    const found = keyAt(text);
    if (found && found.col === col && found.key === key) return i + 1;
    // A shallower line, or the `- ` that starts this list item, closes the block.
    if (indentOf(text) < col - 1 && !(found?.item && found.col === col)) return undefined;
    if (found?.item && found.col === col) return undefined;
  }
  return undefined;
}

/** Where the quote or bracket that is never closed was opened: the last line at or above `line` starting a value with it. */
function opening(lines: string[], line: number, char: string): { line: number; col: number } | undefined {
  const startsValue = new RegExp(`(^|[:\\-\\[{,]\\s*)\\${char}`);
  for (let i = line - 1; i >= 0 && i >= line - 20; i--) {
    const index = (lines[i] ?? '').search(startsValue);
    if (index >= 0) return { line: i + 1, col: lines[i].indexOf(char, index) + 1 };
  }
  return undefined;
}

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
function scanDocument(doc: Document): DocumentScan {
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
      for (let i = items.length - 1; i >= 0; i--) stack.push({ node: items[i], depth: depth + 1 });
    }
  }
  return scan;
}

function rangeOf(node: unknown): readonly [number, number, number] | undefined {
  return (node as Node | null | undefined)?.range ?? undefined;
}

function badKeyMessage(kind: 'list' | 'block' | 'alias' | 'empty'): string {
  if (kind === 'empty') return 'this key is empty (or `null`/`~`), so it names nothing. Write the name of the key before the `:`, or remove the line.';
  const what = kind === 'list' ? 'a list' : kind === 'block' ? 'a block of keys' : 'an alias (`*name`)';
  return `this key is ${what}, but keys must be plain names like \`title:\`. Write the key's name, or put the whole line in quotes if it is text.`;
}

/** Where a "billion laughs" document starts to multiply: the alias used too often, or the first alias of a block that holds aliases itself. */
function excessiveAliases(scan: DocumentScan, source: SourceFile): Problem {
  const uses = new Map<string, number>();
  for (const alias of scan.aliases) {
    const count = (uses.get(alias.name) ?? 0) + 1;
    uses.set(alias.name, count);
    if (count > MAX_ALIAS_COUNT) {
      return source.problemAtOffset(
        alias.offset,
        [],
        `the value marked \`&${alias.name}\` is repeated more than ${MAX_ALIAS_COUNT} times with \`*${alias.name}\`. Write the repeated parts out instead.`,
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
    return low < scan.aliases.length && scan.aliases[low].offset < anchor.end;
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
function unresolvedAliases(scan: DocumentScan, source: SourceFile): Problem[] {
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
