import { readFileSync, statSync } from 'node:fs';
import { LineCounter, isAlias, parseDocument, visit, type Document, type Node, type YAMLError } from 'yaml';
import type { Problem } from './problem.js';
import { SourceFile } from './source.js';

export interface ParseResult {
  source?: SourceFile;
  data?: unknown;
  problems: Problem[];
}

/** Aliases may legitimately repeat a block a few times; more than this is a "billion laughs" document. */
const MAX_ALIAS_COUNT = 200;

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
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, strict: true });
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

  const aliasProblems = unresolvedAliases(doc, source);
  if (aliasProblems.length > 0) return { source, problems: aliasProblems };

  try {
    const data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    return { source, data, problems };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/unresolved alias/i.test(message)) {
      return {
        source,
        problems: [
          {
            file: displayName,
            line: 0,
            col: 0,
            path: '',
            message: `${message}: an alias (*name) is used without a matching anchor (&name). Write the value out instead.`,
          },
        ],
      };
    }
    if (/alias/i.test(message)) {
      return {
        source,
        problems: [
          { file: displayName, line: 0, col: 0, path: '', message: 'uses YAML aliases (*name) that expand too much. Write the repeated parts out instead.' },
        ],
      };
    }
    return { source, problems: [{ file: displayName, line: 0, col: 0, path: '', message: `could not be read as YAML: ${message}` }] };
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
    case 'MULTIPLE_DOCS':
      return at(line, col, 'a line `---` starts a second document, but the manifest must be one document. Remove the `---` line.');
    default:
      return at(line, col, `${firstLine}.`);
  }
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

/** `*name` without an earlier `&name` makes toJS throw; find each one so the editor sees where. */
function unresolvedAliases(doc: Document, source: SourceFile): Problem[] {
  const anchors: { name: string; offset: number }[] = [];
  const aliases: { name: string; offset: number }[] = [];
  visit(doc, {
    Node(_, node) {
      const offset = (node as Node).range?.[0] ?? 0;
      if (isAlias(node)) aliases.push({ name: node.source, offset });
      else if (node.anchor) anchors.push({ name: node.anchor, offset });
    },
  });
  const problems: Problem[] = [];
  for (const alias of aliases) {
    if (anchors.some((anchor) => anchor.name === alias.name && anchor.offset < alias.offset)) continue;
    const later = anchors.find((anchor) => anchor.name === alias.name);
    const message = later
      ? `the alias \`*${alias.name}\` is used before its anchor \`&${alias.name}\` on line ${source.lineCounter.linePos(later.offset).line}. Move the anchor above this line, or write the value out here.`
      : `the alias \`*${alias.name}\` repeats a value marked \`&${alias.name}\`, but no value is marked so. Mark the value to repeat with \`&${alias.name}\` above this line, or write the value out here.`;
    problems.push(source.problemAtOffset(alias.offset, [], message));
  }
  return problems;
}
