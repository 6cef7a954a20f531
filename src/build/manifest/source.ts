import { LineCounter, isMap, isScalar, isSeq, type Document, type Node, type Pair } from 'yaml';
import type { PathSegment, Problem } from './problem.js';
import { formatPath } from './problem.js';

/** A parsed YAML file that can turn a manifest path or an offset back into line:col and source text. */
export class SourceFile {
  readonly lines: string[];
  constructor(
    readonly file: string,
    readonly text: string,
    readonly lineCounter: LineCounter,
    readonly doc?: Document,
  ) {
    this.lines = text.split(/\r?\n/);
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
