import type { PathSegment, Problem } from '../problem.js';
import type { SourceFile } from '../source.js';
import type { ContentReader } from '../content-reader.js';
import { findInstrumentMentions, type InstrumentMention } from './instrument-mentions.js';

/** A mention of an instrument that can report a problem at the place it is written. */
export interface LocatedMention extends InstrumentMention {
  problem(message: string): Problem;
}

/**
 * Mentions in every string under `value` (found at `at` in site.yaml), each located at its own line and column:
 * the raw source of the scalar is searched, so folded and quoted strings point at the right place.
 */
export function mentionsInYaml(value: unknown, at: PathSegment[], source: SourceFile): LocatedMention[] {
  const out: LocatedMention[] = [];
  eachString(value, at, (text, path) => {
    const mentions = findInstrumentMentions(text);
    if (mentions.length === 0) return;
    const range = source.valueRange(path);
    const raw = range ? findInstrumentMentions(source.text.slice(range[0], range[1])) : [];
    // Escapes in a quoted scalar could shift what is found; then every mention points at the value's start.
    const rawMatches = raw.length === mentions.length && raw.every((mention, index) => mention.key === mentions[index].key);
    mentions.forEach((mention, index) => {
      const offset = (range?.[0] ?? 0) + (rawMatches ? raw[index].index : 0);
      out.push({ ...mention, problem: (message) => source.problemAtOffset(offset, path, message) });
    });
  });
  return out;
}

/** Mentions in a markdown file of content/, located at file:line:col. */
export function mentionsInMarkdown(file: string, content: ContentReader): LocatedMention[] {
  const entry = content.read(file);
  if (!entry) return [];
  const mentions = findInstrumentMentions(entry.text);
  if (mentions.length === 0) return [];
  const lineStarts = [0];
  for (let index = entry.text.indexOf('\n'); index >= 0; index = entry.text.indexOf('\n', index + 1)) lineStarts.push(index + 1);
  let line = 0;
  // Mentions come in order, so the line only moves forward.
  return mentions.map((mention) => {
    while (line + 1 < lineStarts.length && lineStarts[line + 1] <= mention.index) line++;
    const at = line;
    const col = mention.index - lineStarts[at];
    return {
      ...mention,
      problem: (message: string) => ({ file: entry.shown, line: at + 1, col: col + 1, path: '', message, sourceLine: entry.lines[at] ?? '' }),
    };
  });
}

function eachString(value: unknown, path: PathSegment[], visit: (text: string, path: PathSegment[]) => void): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) value.forEach((item, index) => eachString(item, [...path, index], visit));
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) eachString(child, [...path, key], visit);
}
