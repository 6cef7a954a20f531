import { isMap, isScalar, isSeq, Scalar } from 'yaml';
import type { PathSegment, Problem } from './problem.js';
import type { SourceFile } from './source.js';

/**
 * Unquoted values followed on their line by ` #`: YAML reads the rest of the line as a comment and drops it, so
 * `title: Payroll outsourcing #1 in Dubai` is the title "Payroll outsourcing". A deliberate comment stays quiet
 * if the value is quoted; the warning says how.
 */
export function commentTrapWarnings(source: SourceFile): Problem[] {
  const warnings: Problem[] = [];
  const { text } = source;
  // One descent with one path, copied only for a warning: yaml's own `visit` made the validator's slowest walk
  // (a frozen list of ancestors for each of the real manifest's 14,500 nodes, 6 ms of every validation).
  const path: PathSegment[] = [];
  const check = (node: unknown): void => {
    if (isScalar(node)) {
      if (node.type !== Scalar.PLAIN || !node.range) return;
      const end = node.range[1];
      let hash = end;
      while (text[hash] === ' ' || text[hash] === '\t') hash++;
      // A `#` right after a plain value (no space between) is part of it, never a comment.
      if (text[hash] !== '#') return;
      const lineEnd = text.indexOf('\n', hash);
      const comment = text.slice(hash + 1, lineEnd < 0 ? text.length : lineEnd).replace(/\r$/, '');
      const value = String(node.source ?? node.value);
      warnings.push(
        source.problemAtOffset(
          hash,
          [...path],
          `the text after \` #\` is a YAML comment and is left out: the value is "${value}". If "#${comment.trimEnd()}" belongs to it, put the whole value in quotes: "${value} #${comment.trim()}". If it is a note, ignore this.`,
        ),
      );
    } else if (isMap(node)) {
      for (const pair of node.items) {
        const key: unknown = pair.key;
        const named = isScalar(key);
        if (named) path.push(String(key.value));
        check(pair.value);
        if (named) path.pop();
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => {
        path.push(index);
        check(item);
        path.pop();
      });
    }
  };
  check(source.doc?.contents);
  return warnings;
}
