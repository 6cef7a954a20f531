import { readFileSync, statSync } from 'node:fs';
import { LineCounter, parseDocument } from 'yaml';
import type { Problem } from './problem.js';
import { SourceFile } from './source.js';

export interface ParseResult {
  source?: SourceFile;
  data?: unknown;
  problems: Problem[];
}

/** Aliases may legitimately repeat a block a few times; more than this is a "billion laughs" document. */
const MAX_ALIAS_COUNT = 200;

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
  if (text.trim() === '' || text.split(/\r?\n/).every((line) => line.trim() === '' || line.trim().startsWith('#'))) {
    return fileProblem(displayName, 'is empty. It must describe the site: start from the site.yaml in the repository.');
  }

  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, strict: true });
  const source = new SourceFile(displayName, text, lineCounter, doc);
  const problems: Problem[] = [];
  for (const error of doc.errors) {
    const problem = source.problemAtOffset(error.pos[0], [], yamlMessage(error.code, error.message));
    // One YAML mistake often trips several parser rules on the same line; the first says it best.
    if (!problems.some((seen) => seen.line === problem.line)) problems.push(problem);
  }
  if (problems.length > 0) return { source, problems };

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

/** The yaml package's messages are written for programmers; say what to do instead. */
function yamlMessage(code: string, original: string): string {
  const firstLine = original.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  switch (code) {
    case 'TAB_AS_INDENT':
      return 'a tab is used for indentation. YAML indents with spaces only: replace the tab with spaces.';
    case 'DUPLICATE_KEY':
      return 'this key appears twice in the same block. Remove or rename one of them.';
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
    case 'UNEXPECTED_TOKEN':
      return `the indentation or punctuation here does not fit the lines around it (${firstLine}). Line up keys of the same block under each other, with spaces.`;
    case 'MULTILINE_IMPLICIT_KEY':
      return 'a key runs over several lines, usually because a `:` or indentation is missing on the line above. Check that each `key: value` is on one line, or quote the value.';
    case 'BLOCK_AS_IMPLICIT_KEY':
      return 'this line is indented deeper than the line above, which already has a value. Line it up with the key above it, using spaces.';
    case 'BAD_SCALAR_START':
      return `a value cannot start with this character (${firstLine}). Put the value in quotes.`;
    case 'MISSING_ANCHOR':
      return `${firstLine}. Define the anchor (&name) before using it, or write the value out.`;
    default:
      return `${firstLine}.`;
  }
}
