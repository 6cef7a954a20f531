import MarkdownIt from 'markdown-it';
import { rememberByText, DEFAULT_MEMO_LIMITS } from '../../shared/remember-by-text.js';

/**
 * Finds the links and images in a markdown file with markdown-it, the parser that renders the site
 * (src/build/model/markdown.ts), so the validator checks exactly the links a visitor will get: code spans and
 * blocks hide them, reference links resolve to their definitions, autolinks count.
 */

interface Destination {
  /** The destination as markdown-it reads it: escapes and character references decoded, not yet percent-encoded. */
  target: string;
  /** 0-based line and column of the destination's opening `(`, `<` or definition, or of its block when not found. */
  line: number;
  col: number;
}

/** A link, or an image with its alt text and title as written (`![alt](/x.png "title")`). */
export type MarkdownLink = (Destination & { kind: 'link' }) | (Destination & { kind: 'image'; alt: string; title?: string });

const parser = new MarkdownIt({ html: false });
// Every destination surfaces as a token, as written: the validator explains why a `javascript:` or `data:` link
// is refused rather than let the renderer drop it silently, and compares paths before percent-encoding.
parser.validateLink = () => true;
parser.normalizeLink = (url) => url;

/** Every link and image in `text`, in order (parsed once per text: see rememberByText). */
export const markdownLinks: (text: string) => readonly MarkdownLink[] = rememberByText(parseLinks, { ...DEFAULT_MEMO_LIMITS, lasting: 'markdown-links' });

function parseLinks(text: string): MarkdownLink[] {
  const lines = text.split(/\r?\n/);
  const links: MarkdownLink[] = [];
  // Table cells' inline tokens carry no line map: they belong to the row or table opened before them.
  let map: [number, number] = [0, lines.length];
  for (const block of parser.parse(text, {})) {
    if (block.map) map = block.map;
    if (!block.children) continue;
    // Where the next destination of this block is looked for: repeated links are found one after another.
    const cursor = { line: map[0], col: 0 };
    // A link's destination follows its text, which may hold an image: the text is searched from before the
    // destination, and the search moves past the destination when the link closes.
    let afterLink: { line: number; col: number } | undefined;
    for (const token of block.children) {
      if (token.type === 'link_close' && afterLink) [cursor.line, cursor.col, afterLink] = [afterLink.line, afterLink.col, undefined];
      const kind = token.type === 'link_open' ? 'link' : token.type === 'image' ? 'image' : undefined;
      if (!kind) continue;
      // markdown-it gives every link its href and every image its src.
      const target = token.attrGet(kind === 'link' ? 'href' : 'src')!;
      // As written; else a reference link's definition; else (escapes, character references) the block's next `](`.
      // The definition comes before the guess: a reference link would otherwise take the next inline link's place.
      const written = locateInBlock(lines, [`(${target}`, `(<${target}>`, `<${target}>`], cursor, map[1]);
      const defined = written ? undefined : locateDefinition(lines, target);
      const inBlock = written ?? (defined ? undefined : locateInBlock(lines, [']('], cursor, map[1]));
      const after = inBlock && { line: inBlock.line, col: inBlock.col + 1 };
      if (kind === 'link') afterLink = after;
      else if (after) Object.assign(cursor, after);
      const where = inBlock ?? defined ?? { line: map[0], col: 0 };
      const title = token.attrGet('title');
      links.push(kind === 'link' ? { kind, target, ...where } : { kind, target, ...where, alt: token.content, ...(title !== null ? { title } : {}) });
    }
  }
  return links;
}

/** The first of `needles` at or after `from`, within the block's lines (a reference link's definition is a block of its own). */
function locateInBlock(lines: string[], needles: string[], from: { line: number; col: number }, end: number): { line: number; col: number } | undefined {
  for (let line = from.line; line < end; line++) {
    const text = lines[line];
    const columns = needles.map((needle) => text.indexOf(needle, line === from.line ? from.col : 0)).filter((col) => col >= 0);
    if (columns.length === 0) continue;
    const col = Math.min(...columns);
    // Point at the destination of an autolink, at the opening parenthesis of an inline link.
    return { line, col: text.startsWith('](', col) || text[col] === '<' ? col + 1 : col };
  }
  return undefined;
}

/** A reference link (`[text][label]`) has its destination in the definition, which may be anywhere in the file. */
function locateDefinition(lines: string[], target: string): { line: number; col: number } | undefined {
  const definition = new RegExp(`^ {0,3}\\[[^\\]]+\\]:\\s*<?${escapeRegExp(target)}`);
  const line = lines.findIndex((text) => definition.test(text));
  return line >= 0 ? { line, col: lines[line].indexOf(target) } : undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
