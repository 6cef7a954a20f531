import { readFileSync, statSync } from 'node:fs';
import { LineCounter, parseDocument, type Document } from 'yaml';
import type { Problem } from './problem.js';
import { SourceFile } from './source.js';
import { badKeyMessage, excessiveAliases, MAX_ALIAS_COUNT, MAX_DEPTH, scanDocument, unresolvedAliases } from './document-scan.js';
import { explainYamlError, tooDeepMessage } from './yaml-errors.js';
import { MANIFEST_YAML_OPTIONS, parsePiecewise } from './piecewise-parse.js';

export interface ParseResult {
  source?: SourceFile;
  data?: unknown;
  problems: Problem[];
}

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
  const buffer = typeof input === 'string' ? Buffer.from(input) : input;
  if (buffer.includes(0)) return fileProblem(displayName, 'is not a text file (it contains binary data). site.yaml must be plain UTF-8 text.');
  const text = buffer.toString('utf8');
  // Invalid UTF-8 is decoded as U+FFFD: only then is the text encoded again to tell it from a U+FFFD written in the file.
  // Stryker disable next-line StringLiteral: equivalent — every text includes '', and then the re-encoding alone decides, as it does for invalid bytes
  if (text.includes('\uFFFD') && !Buffer.from(text).equals(buffer)) {
    return fileProblem(displayName, 'is not valid UTF-8 text. Save the file with UTF-8 encoding.');
  }
  if (text.trim() === '') return fileProblem(displayName, 'is empty. It must describe the site: start from the site.yaml in the repository.', 'empty-file');
  // No line with anything but blanks or a comment: one scan, without splitting a large file into lines.
  if (!/^[ \t]*[^\s#]/m.test(text)) {
    return fileProblem(displayName, 'contains only comments (lines starting with `#`), so it describes no site. Start from the site.yaml in the repository.');
  }

  let lineCounter = new LineCounter();
  let doc: Document;
  try {
    const pieces = parsePiecewise(text);
    if (pieces) ({ doc, lineCounter } = pieces);
    else doc = parseDocument(text, { lineCounter, ...MANIFEST_YAML_OPTIONS });
  } catch (error) {
    // Thousands of `- - - …` on one line make the parser recurse until the stack runs out before it can report it.
    if (!(error instanceof RangeError)) throw error;
    const lines = text.split(/\r?\n/);
    const index = Math.max(
      0,
      lines.findIndex((line) => /(?:-\s+){64}|[[{]{64}/.test(line)),
    );
    const problem = {
      file: displayName,
      line: index + 1,
      col: 1,
      path: '',
      message: /(?:-\s+){64}/.test(lines[index]) ? DASHES_TOO_DEEP : tooDeepMessage('too deeply to be read', lines[index]),
      sourceLine: lines[index],
    };
    return { problems: [problem] };
  }
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

const DASHES_TOO_DEEP =
  'this line starts a list inside a list hundreds of times (`- - - …`), too deeply to be read. Write one `- ` at the start of each list item.';

function fileProblem(file: string, message: string, code?: Problem['code']): ParseResult {
  return { problems: [{ file, line: 0, col: 0, path: '', message, ...(code ? { code } : {}) }] };
}
