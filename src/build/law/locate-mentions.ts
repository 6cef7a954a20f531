import type { PathSegment, Problem } from '../manifest/problem.js';
import type { SourceFile } from '../manifest/source.js';
import type { ContentReader } from '../manifest/content-reader.js';
import { locateInMarkdown, locateInYaml } from '../manifest/locate-text.js';
import { findInstrumentMentions, type InstrumentMention } from './instrument-mentions.js';

/** A mention of an instrument that can report a problem at the place it is written. */
export interface LocatedMention extends InstrumentMention {
  problem(message: string): Problem;
}

/** Mentions in every string under `value` (found at `at` in site.yaml), each located at its own line and column. */
export function mentionsInYaml(value: unknown, at: PathSegment[], source: SourceFile): LocatedMention[] {
  return locateInYaml(value, at, source, findInstrumentMentions);
}

/** Mentions in a markdown file of content/, located at file:line:col. */
export function mentionsInMarkdown(file: string, content: ContentReader): LocatedMention[] {
  return locateInMarkdown(content.read(file), findInstrumentMentions);
}
