import { LineCounter, isMap, isScalar, isSeq, type Document, type Node, type Pair } from 'yaml';
import type { PathSegment, Problem } from './problem.js';
import { formatPath } from './problem.js';

/**
 * Where paths of a manifest are in its text, by path (`offsetOf` and `valueRange` below): a pure function of the text,
 * so what one validation asked can be kept for the next (manifest-cache.ts), which then need not parse an unchanged
 * file to point at its lines.
 */
export interface KnownLocations {
  offsets: Map<string, number>;
  ranges: Map<string, [number, number] | null>;
}

/** A parsed YAML file that can turn a manifest path or an offset back into line:col and source text. */
export class SourceFile {
  readonly lines: string[];
  /** The document, or how to parse it when first needed (a file whose locations were known: `known`). */
  private parsed: Document | (() => Document | undefined) | undefined;
  constructor(
    readonly file: string,
    readonly text: string,
    readonly lineCounter: LineCounter,
    doc?: Document | (() => Document | undefined),
    /** Locations asked before (each answer found here first), and where the answers worked out now are added. */
    readonly known?: KnownLocations,
  ) {
    this.lines = text.split(/\r?\n/);
    this.parsed = doc;
  }

  get doc(): Document | undefined {
    if (typeof this.parsed === 'function') this.parsed = this.parsed();
    return this.parsed;
  }

  problemAtOffset(offset: number, path: readonly PathSegment[], message: string): Problem {
    const { line, col } = this.lineCounter.linePos(offset);
    return { file: this.file, line, col, path: formatPath(path), message, sourceLine: this.lines[line - 1] ?? '' };
  }

  /**
   * Locates `path` in the document. `key: true` points at the key of the last segment
   * (for unknown keys); otherwise at its value, falling back to the nearest existing ancestor.
   */
  problemAt(path: readonly PathSegment[], message: string, options: { key?: boolean } = {}): Problem {
    const offset = this.offsetOf(path, options.key ?? false);
    return this.problemAtOffset(offset, path, message);
  }

  /** The 1-based line of the value at `path` (or of its nearest ancestor), for messages that point to another line. */
  lineOf(path: readonly PathSegment[]): number {
    return this.lineCounter.linePos(this.offsetOf(path, false)).line;
  }

  /** Start and end offsets of the value at `path` (e.g. a whole string scalar), or undefined if it is not in the document. */
  valueRange(path: readonly PathSegment[]): [number, number] | undefined {
    if (!this.known) return this.rangeIn(path);
    const key = JSON.stringify(path);
    const known = this.known.ranges.get(key);
    if (known !== undefined) return known ?? undefined;
    const range = this.rangeIn(path);
    this.known.ranges.set(key, range ?? null);
    return range;
  }

  private rangeIn(path: readonly PathSegment[]): [number, number] | undefined {
    let node: unknown = this.doc?.contents;
    for (const segment of path) {
      if (isMap(node)) node = (node.items as Pair[]).find((item) => keyText(item.key) === String(segment))?.value;
      else if (isSeq(node) && typeof segment === 'number') node = node.items[segment];
      else return undefined;
    }
    const range = (node as Node | null | undefined)?.range;
    return range ? [range[0], range[1]] : undefined;
  }

  private offsetOf(path: readonly PathSegment[], pointAtKey: boolean): number {
    if (!this.known) return this.offsetIn(path, pointAtKey);
    const key = `${pointAtKey ? 'key' : 'value'} ${JSON.stringify(path)}`;
    let offset = this.known.offsets.get(key);
    if (offset === undefined) {
      offset = this.offsetIn(path, pointAtKey);
      this.known.offsets.set(key, offset);
    }
    return offset;
  }

  private offsetIn(path: readonly PathSegment[], pointAtKey: boolean): number {
    let node: unknown = this.doc?.contents;
    let offset = rangeStart(node) ?? 0;
    for (const [i, segment] of path.entries()) {
      const last = i === path.length - 1;
      if (isMap(node)) {
        const pair = (node.items as Pair[]).find((item) => keyText(item.key) === String(segment));
        if (!pair) return offset;
        const keyOffset = rangeStart(pair.key);
        if (last && pointAtKey) return keyOffset ?? offset;
        node = pair.value;
        offset = rangeStart(pair.value) ?? keyOffset ?? offset;
      } else if (isSeq(node) && typeof segment === 'number') {
        // An item past the end of the list has no place: the offset stays at the list, and the next segment stops there.
        node = node.items[segment];
        offset = rangeStart(node) ?? offset;
      } else {
        return offset;
      }
    }
    return offset;
  }
}

/** A key's name; a parsed key is a scalar, or a list, block or alias (a mistake reported on its own), or null. */
function keyText(key: unknown): string | undefined {
  return isScalar(key) ? String(key.value) : undefined;
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as Node | null | undefined)?.range;
  return range ? range[0] : undefined;
}
