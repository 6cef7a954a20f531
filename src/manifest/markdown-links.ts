/**
 * Finds the links and images in a markdown file without building a full markdown-it token tree: the validator only
 * needs each destination and where it is written. Follows CommonMark where it matters for that: fenced and indented
 * code blocks and code spans hide links, backslash escapes hide brackets, destinations may be `<…>` or contain
 * balanced parentheses, titles are skipped, and reference links (`[text][label]` with `[label]: /path`) resolve to
 * their definition. Raw HTML is not markup (the site renders markdown with `html: false`), so it hides nothing.
 * Linear in the size of the file, whatever the input.
 */

export interface MarkdownLink {
  kind: 'link' | 'image';
  /** The destination as markdown-it sees it: escapes and character references decoded, not yet percent-encoded. */
  target: string;
  /** 0-based line and column of the `(` before the destination (inline links), or of the definition's destination. */
  line: number;
  col: number;
  /** `<https://…>`: an autolink, which always has a scheme. */
  autolink?: boolean;
}

interface Definition {
  target: string;
  line: number;
  col: number;
}

const FENCE = /^((?:[ \t]*>)*[ \t]*)(`{3,}|~{3,})(.*)$/;
const LIST_ITEM = /^( *)([-*+]|\d{1,9}[.)])( +|$)/;
const HEADING = /^ {0,3}#{1,6}(\s|$)/;
const DEFINITION = /^ {0,3}\[((?:[^\]\\\n]|\\.){1,999})\]:[ \t]*(<[^<>\n]*>|\S+)/;
/** Like markdown-it: deeper parentheses in a destination end it; longer destinations are not links (keeps the scan linear). */
const MAX_PAREN_DEPTH = 32;
const MAX_DESTINATION = 4096;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  sol: '/',
  period: '.',
  tab: '\t',
  newline: '\n',
};

/** Every link and image in `text`, in order. */
export function markdownLinks(text: string): MarkdownLink[] {
  const lines = text.split(/\r?\n/);
  const blocks = inlineBlocks(lines);
  const definitions = new Map<string, Definition>();
  for (const block of blocks) {
    // Definitions start a paragraph; several may follow each other.
    for (let i = block.start; i < block.end; i++) {
      const match = DEFINITION.exec(lines[i]);
      if (!match) break;
      const label = normalizeLabel(match[1]);
      if (!definitions.has(label)) {
        const raw = match[2].startsWith('<') ? match[2].slice(1, -1) : match[2];
        definitions.set(label, { target: decode(raw), line: i, col: lines[i].indexOf(match[2], match[0].indexOf(']:')) });
      }
      block.start = i + 1;
    }
  }
  const links: MarkdownLink[] = [];
  for (const block of blocks) if (block.start < block.end) scanInline(lines, block.start, block.end, definitions, links);
  return links;
}

interface Block {
  start: number;
  end: number;
}

/** Runs of lines whose inline content is parsed together (paragraphs, headings, list items, table rows). */
function inlineBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let fence: { char: string; length: number } | undefined;
  let current: Block | undefined;
  let previousBlank = true;
  let listContent = -1;
  const close = () => {
    if (current) blocks.push(current);
    current = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (fence) {
      const closing = FENCE.exec(line);
      if (closing && closing[2][0] === fence.char && closing[2].length >= fence.length && closing[3].trim() === '') fence = undefined;
      continue;
    }
    const opening = FENCE.exec(line);
    if (opening && !(opening[2][0] === '`' && opening[3].includes('`'))) {
      close();
      fence = { char: opening[2][0], length: opening[2].length };
      previousBlank = false;
      continue;
    }
    if (line.trim() === '') {
      close();
      previousBlank = true;
      continue;
    }
    const indent = columns(line);
    const item = LIST_ITEM.exec(line);
    if (item && indent < (listContent >= 0 ? listContent + 4 : 4)) {
      listContent = item[0].length === line.length ? item[1].length + item[2].length + 1 : item[0].length;
    } else if (previousBlank && indent < 4 && (listContent < 0 || indent < listContent)) {
      listContent = -1;
    }
    // An indented code block needs a blank line (or another code line) before it; inside a list item the content's
    // own indentation comes first.
    const codeIndent = listContent >= 0 ? listContent + 4 : 4;
    if (indent >= codeIndent && (previousBlank || !current)) {
      close();
      previousBlank = true; // following indented lines continue the code block
      continue;
    }
    previousBlank = false;
    if (HEADING.test(line)) {
      close();
      blocks.push({ start: i, end: i + 1 });
      continue;
    }
    // A list item starts a new paragraph; the lines after it continue it.
    if (item) close();
    if (current) current.end = i + 1;
    else current = { start: i, end: i + 1 };
  }
  close();
  return blocks.sort((a, b) => a.start - b.start);
}

function columns(line: string): number {
  let width = 0;
  for (const char of line) {
    if (char === ' ') width++;
    else if (char === '\t') width += 4 - (width % 4);
    else break;
  }
  return width;
}

function normalizeLabel(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Backslash escapes and character references, as markdown-it decodes them in a destination. */
function decode(raw: string): string {
  return raw
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z]+));/g, (whole, dec?: string, hex?: string, name?: string) => {
      if (name) return NAMED_REFERENCES[name] ?? whole;
      const code = dec ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\uFFFD';
    });
}

interface Opener {
  at: number;
  image: boolean;
}

function scanInline(lines: string[], start: number, end: number, definitions: Map<string, Definition>, out: MarkdownLink[]): void {
  const text = lines.slice(start, end).join('\n');
  const lineStarts: number[] = [];
  for (let i = start, offset = 0; i < end; i++) {
    lineStarts.push(offset);
    offset += lines[i].length + 1;
  }
  const position = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: start + low, col: offset - lineStarts[low] };
  };
  const hidden = hiddenRanges(text, out, position);
  const openers: Opener[] = [];
  for (let i = 0; i < text.length; i++) {
    const skip = hidden.get(i);
    if (skip !== undefined) {
      i = skip - 1;
      continue;
    }
    const char = text[i];
    if (char === '\\') {
      i++;
      continue;
    }
    if (char === '[') {
      openers.push({ at: i, image: i > 0 && text[i - 1] === '!' && !escaped(text, i - 1) });
      continue;
    }
    if (char !== ']' || openers.length === 0) continue;
    const opener = openers.pop() as Opener;
    const kind = opener.image ? 'image' : 'link';
    if (text[i + 1] === '(') {
      const inline = inlineDestination(text, i + 2);
      if (inline) {
        out.push({ kind, target: decode(inline.target), ...position(i + 1) });
        if (!opener.image) dropLinkOpeners(openers); // links cannot contain links
        i = inline.end - 1;
        continue;
      }
    }
    // Reference links: [text][label], [label][] and [label].
    let label = text.slice(opener.at + 1, i);
    let after = i + 1;
    if (text[i + 1] === '[') {
      const close = text.indexOf(']', i + 2);
      if (close > 0 && close - i - 2 <= 999) {
        const full = text.slice(i + 2, close);
        if (full.trim() !== '') label = full;
        after = close + 1;
      }
    }
    const definition = label.length <= 999 ? definitions.get(normalizeLabel(label)) : undefined;
    if (definition) {
      out.push({ kind, target: definition.target, line: definition.line, col: definition.col });
      if (!opener.image) dropLinkOpeners(openers);
      i = after - 1;
    }
  }
}

function dropLinkOpeners(openers: Opener[]): void {
  let kept = 0;
  for (const opener of openers) if (opener.image) openers[kept++] = opener;
  openers.length = kept;
}

function escaped(text: string, at: number): boolean {
  let backslashes = 0;
  for (let i = at - 1; i >= 0 && text[i] === '\\'; i--) backslashes++;
  return backslashes % 2 === 1;
}

/**
 * Code spans and autolinks: the parts of a block where brackets are not links, as start → end offsets, found in one
 * pass from the left. Autolinks are reported as links (they may carry a scheme that is not allowed).
 */
function hiddenRanges(text: string, out: MarkdownLink[], position: (offset: number) => { line: number; col: number }): Map<number, number> {
  const hidden = new Map<number, number>();
  // Backtick runs, each with the index of the next run of the same length: its closing run, if it opens a code span.
  const runs: { at: number; length: number; next: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '`') continue;
    let j = i;
    while (text[j] === '`') j++;
    runs.push({ at: i, length: j - i, next: -1 });
    i = j - 1;
  }
  const lastOfLength = new Map<number, number>();
  for (let r = runs.length - 1; r >= 0; r--) {
    runs[r].next = lastOfLength.get(runs[r].length) ?? -1;
    lastOfLength.set(runs[r].length, r);
  }
  const autolink = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^<>\s]*)>/y;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') {
      i++;
      continue;
    }
    if (char === '`') {
      while (run < runs.length && runs[run].at < i) run++;
      const opening = runs[run];
      if (!opening || opening.at !== i) continue;
      const closing = runs[opening.next];
      if (opening.next < 0 || !closing) {
        i += opening.length - 1; // no closing run: the backticks are literal
        continue;
      }
      hidden.set(i, closing.at + closing.length);
      i = closing.at + closing.length - 1;
      continue;
    }
    if (char === '<') {
      autolink.lastIndex = i;
      const match = autolink.exec(text);
      if (!match) continue;
      hidden.set(i, i + match[0].length);
      out.push({ kind: 'link', target: decode(match[1]), autolink: true, ...position(i + 1) });
      i += match[0].length - 1;
    }
  }
  return hidden;
}

/** Parses `dest "title")` starting right after `(`; undefined when it is not a well-formed inline link. */
function inlineDestination(text: string, from: number): { target: string; end: number } | undefined {
  let i = skipSpace(text, from);
  let target: string;
  if (text[i] === '<') {
    const close = findAngleClose(text, i + 1);
    if (close < 0) return undefined;
    target = text.slice(i + 1, close);
    i = close + 1;
  } else {
    const begin = i;
    let depth = 0;
    for (; i < text.length; i++) {
      if (i - begin > MAX_DESTINATION) return undefined;
      const char = text[i];
      if (char === '\\' && i + 1 < text.length && ASCII_PUNCTUATION.test(text[i + 1])) {
        i++;
        continue;
      }
      if (char <= ' ' || char === '\u007f') break;
      if (char === '(') {
        if (++depth > MAX_PAREN_DEPTH) return undefined;
      } else if (char === ')') {
        if (depth === 0) break;
        depth--;
      }
    }
    if (depth !== 0) return undefined;
    target = text.slice(begin, i);
  }
  const beforeTitle = i;
  i = skipSpace(text, i);
  if (i > beforeTitle && (text[i] === '"' || text[i] === "'" || text[i] === '(')) {
    const closer = text[i] === '(' ? ')' : text[i];
    let j = i + 1;
    for (; j < text.length && text[j] !== closer; j++) {
      if (j - i > MAX_DESTINATION) return undefined;
      if (text[j] === '\\') j++;
      else if (closer === ')' && text[j] === '(') return undefined;
    }
    if (j >= text.length) return undefined;
    i = skipSpace(text, j + 1);
  }
  return text[i] === ')' ? { target, end: i + 1 } : undefined;
}

function findAngleClose(text: string, from: number): number {
  for (let i = from; i < text.length && i - from <= MAX_DESTINATION; i++) {
    const char = text[i];
    if (char === '\\') i++;
    else if (char === '>') return i;
    else if (char === '<' || char === '\n') return -1;
  }
  return -1;
}

/** Spaces and tabs, and at most one line break. */
function skipSpace(text: string, from: number): number {
  let i = from;
  let newlines = 0;
  for (; i < text.length; i++) {
    if (text[i] === '\n') {
      if (++newlines > 1) break;
    } else if (text[i] !== ' ' && text[i] !== '\t') break;
  }
  return i;
}
