// The yaml package's parse errors, rephrased for the person who made the mistake, at the line where it is.
import type { YAMLError } from 'yaml';
import { truncate, type Problem } from './problem.js';
import type { SourceFile } from './source.js';

/** The yaml package's messages are written for programmers; say what to do instead, on the line where the mistake is. */
export function explainYamlError(error: YAMLError, source: SourceFile): Problem {
  const { line, col } = source.lineCounter.linePos(error.pos[0]);
  // Stryker disable next-line StringLiteral: equivalent — the parser's offsets lie within the text, so the line always exists
  const text = source.lines[line - 1] ?? '';
  const at = (atLine: number, atCol: number, message: string): Problem => ({
    file: source.file,
    line: atLine,
    col: atCol,
    path: '',
    message,
    // Stryker disable next-line StringLiteral: equivalent — every line reported is a line of the file
    sourceLine: source.lines[atLine - 1] ?? '',
  });
  // The parser's own words (MANIFEST_YAML_OPTIONS turns its "at line …, column …" and code excerpt off), for the few
  // mistakes quoted rather than explained.
  const firstLine = error.message.split('\n')[0];

  switch (error.code) {
    case 'TAB_AS_INDENT':
      return at(line, col, 'a tab is used for indentation. YAML indents with spaces only: replace the tab with spaces.');
    case 'DUPLICATE_KEY': {
      // The parser points at the key itself (after any `- ` or `{`); `"title"` and `title` are one key to YAML.
      const key = new RegExp(`^${KEY}`).exec(text.slice(col - 1))?.[1];
      const earlier = key ? earlierKeyLine(source.lines, line, col, unquote(key)) : undefined;
      const name = key ? `the key \`${unquote(key)}\`` : 'this key';
      return at(line, col, `${name} appears twice in the same block${earlier ? ` (also on line ${earlier})` : ''}. Remove or rename one of them.`);
    }
    case 'BAD_INDENT': {
      const flow = /^Flow (sequence|map) .* end with an? ([\]}])/.exec(firstLine);
      if (flow) {
        const [open, close] = flow[1] === 'sequence' ? ['[', ']'] : ['{', '}'];
        const where = opening(source.lines, line, open, close) ?? { line, col };
        return at(where.line, where.col, `this \`${open}\` is never closed. Add \`${close}\` at the end of the ${flow[1] === 'sequence' ? 'list' : 'block'}.`);
      }
      // After a blank line or a comment the parser points at that line: the line out of place is the next with content.
      const misplaced = isContent(text) ? line : (nextContentLine(source.lines, line) ?? line);
      return at(
        misplaced,
        indentOf(source.lines[misplaced - 1]) + 1,
        'this line does not line up with the other keys of its block. Keys of the same block must start in the same column: indent it with as many spaces as the key it belongs with.',
      );
    }
    case 'MISSING_CHAR': {
      const quote = /closing "/.test(firstLine) ? '"' : /closing '/.test(firstLine) ? "'" : undefined;
      if (quote) {
        const where = opening(source.lines, line, quote, quote) ?? { line, col };
        return at(where.line, where.col, `this quoted value has no closing \`${quote}\`. Add \`${quote}\` at the end of the value, or remove the opening one.`);
      }
      // Stryker disable next-line Regex: equivalent — the parser's message starts with these words, so `^` changes nothing
      if (/^Sequence item without - indicator/.test(firstLine)) {
        // A key of a list item indented less than the item's first key: YAML takes it for a new item without its `- `.
        const item = itemAbove(source.lines, line);
        const lineUp = item ? `under \`${item.key}:\` on line ${item.line} (${item.col - 1} spaces)` : 'under the keys of its item';
        return at(line, indentOf(text) + 1, `this line does not line up with the keys of its list item. Indent it ${lineUp}, or start a new item with \`- \`.`);
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
      // The parser may stop at a blank line or a note above the line out of place.
      const misplaced = isContent(text) ? line : (nextContentLine(source.lines, line) ?? line);
      const between = indentedBetween(source.lines, misplaced);
      if (between) return at(misplaced, indentOf(source.lines[misplaced - 1]) + 1, between);
      return at(line, col, 'this line is indented deeper than the line above, which already has a value. Line it up with the key above it, using spaces.');
    }
    case 'MULTILINE_IMPLICIT_KEY': {
      const glued = /^\s*(?:-\s+)?([A-Za-z_][\w-]*):(?!\/\/)(\S.*?)\s*$/.exec(text);
      if (glued) {
        const value = truncate(glued[2], 60);
        return at(line, col, `\`${glued[1]}:${value}\` needs a space after the colon: write \`${glued[1]}: ${value}\`.`);
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
    case 'BAD_DQ_ESCAPE': {
      // A Windows path or a stray backslash in a double-quoted value: `\f` is a form feed to YAML, `\q` an error.
      const escape = /\\./.exec(text.slice(col - 1))?.[0] ?? '\\';
      return at(
        line,
        col,
        `\`${escape}\` is not something YAML can read inside double quotes. Write a backslash as \`\\\\\`, or put the value in single quotes.`,
      );
    }
    case 'MULTIPLE_DOCS':
      return at(line, col, 'a line `---` starts a second document, but the manifest must be one document. Remove the `---` line.');
    default:
      return at(line, col, `${firstLine}.`);
  }
}

export function tooDeepMessage(how: string, lineText: string): string {
  return /[[{]/.test(lineText)
    ? `lists or blocks are nested ${how} here, usually because \`[\` or \`{\` are opened and never closed. Close each bracket you open, or write the value out.`
    : `lines are indented ${how} here: each line starts a block inside the one above. Line keys of the same block up in the same column.`;
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

function isContent(line: string): boolean {
  return line.trim() !== '' && !line.trim().startsWith('#');
}

/** The next line with content after `line` (1-based). */
function nextContentLine(lines: string[], line: number): number | undefined {
  for (let i = line; i < lines.length; i++) if (isContent(lines[i])) return i + 1;
  return undefined;
}

const spaces = (count: number) => `${count} space${count === 1 ? '' : 's'}`;

/**
 * For a line indented less than the key above it but more than that key's block: which two keys it could line up
 * with (` - b: 2` under `  x: 1` is neither a key of `x`'s block nor of `site:`'s).
 */
function indentedBetween(lines: string[], line: number): string | undefined {
  const indent = indentOf(lines[line - 1]);
  let above: number | undefined;
  for (let i = line - 2; i >= 0; i--) {
    if (!isContent(lines[i])) continue;
    if (above === undefined) {
      if (indentOf(lines[i]) <= indent) return undefined;
      above = i;
    } else if (indentOf(lines[i]) < indent) {
      const option = (at: number) => {
        const key = keyAt(lines[at]);
        return key ? `\`${key.key}:\` on line ${at + 1} (${spaces(key.col - 1)})` : `line ${at + 1} (${spaces(indentOf(lines[at]))})`;
      };
      return `this line is indented ${spaces(indent)}, less than the key above it and more than the block that key is in: line it up with ${option(above)} or with ${option(i)}, using spaces.`;
    }
  }
  return undefined;
}

/** The next line with content after `line` (1-based), if it is indented deeper than `line` itself. */
function nextDeeperLine(lines: string[], line: number): number | undefined {
  const next = nextContentLine(lines, line);
  return next !== undefined && indentOf(lines[next - 1]) > indentOf(lines[line - 1]) ? next : undefined;
}

/** A key, quoted (quotes kept, to be removed by `unquote`) or plain: a plain one may hold `#` (`C#`), not ` #` (a comment). */
const KEY = String.raw`("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s:#](?:[^:\s]|[ \t]+(?![ \t#]))*?)\s*:`;

/** A key's name as YAML reads it: `"title"` and `'title'` are `title`. */
function unquote(key: string): string {
  if (/^"[^]*"$/.test(key)) return key.slice(1, -1).replace(/\\(.)/g, '$1');
  if (/^'[^]*'$/.test(key)) return key.slice(1, -1).replace(/''/g, "'");
  return key;
}

const KEY_AT = new RegExp(String.raw`^(\s*(?:-\s+)?)${KEY}(\s|$)`);

/** The key a line starts with (after a list item's `- `, if any), with its column and whether the line starts an item. */
function keyAt(text: string): { col: number; key: string; item: boolean } | undefined {
  const match = KEY_AT.exec(text);
  return match ? { col: match[1].length + 1, key: unquote(match[2]), item: match[1].includes('-') } : undefined;
}

/** The `- key:` line that opens the list item above `line`, with the column its keys start at. */
function itemAbove(lines: string[], line: number): { line: number; col: number; key: string } | undefined {
  for (let i = line - 2; i >= 0; i--) {
    const item = keyAt(lines[i]);
    if (item?.item) return { line: i + 1, col: item.col, key: item.key };
    if (isContent(lines[i]) && indentOf(lines[i]) < indentOf(lines[line - 1])) return undefined;
  }
  return undefined;
}

/** The line where `key:` first appears in the same block as the duplicate at `line`:`col`. */
function earlierKeyLine(lines: string[], line: number, col: number, key: string): number | undefined {
  for (let i = line - 2; i >= 0; i--) {
    const text = lines[i];
    if (!isContent(text)) continue;
    const found = keyAt(text);
    if (found && found.col === col && found.key === key) return i + 1;
    // A shallower line closes the block (so does the `- ` that starts this list item: its dash is shallower).
    if (indentOf(text) < col - 1) return undefined;
  }
  return undefined;
}

/**
 * Where the quote or bracket that is never closed was opened: the last line at or above `line` starting a value with
 * it and not closing it on the same line (`more: [c]` below an unclosed `[` is not the one).
 */
function opening(lines: string[], line: number, char: string, close: string): { line: number; col: number } | undefined {
  const startsValue = new RegExp(`(^|[:\\-\\[{,]\\s*)\\${char}`);
  for (let i = line - 1; i >= 0 && i >= line - 20; i--) {
    // Stryker disable next-line StringLiteral: equivalent — i never passes the file's last line, so the fallback is never read
    const index = (lines[i] ?? '').search(startsValue);
    if (index < 0) continue;
    const at = lines[i].indexOf(char, index);
    if (!closedOnLine(lines[i].slice(at), char, close)) return { line: i + 1, col: at + 1 };
  }
  return undefined;
}

/** Whether `text`, starting with the bracket `char`, closes it (a quote, its own `close`, never counts as closed). */
function closedOnLine(text: string, char: string, close: string): boolean {
  let depth = 0;
  for (const c of text) {
    if (c === char) depth++;
    else if (c === close && --depth === 0) return true;
  }
  return false;
}
