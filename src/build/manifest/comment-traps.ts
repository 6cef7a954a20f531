import { isPair, isScalar, isSeq, Scalar, visit } from 'yaml';
import type { PathSegment, Problem } from './problem.js';
import type { SourceFile } from './source.js';

/**
 * Unquoted values followed on their line by ` #`: YAML reads the rest of the line as a comment and drops it, so
 * `title: Payroll outsourcing #1 in Dubai` is the title "Payroll outsourcing". A deliberate comment stays quiet
 * if the value is quoted; the warning says how.
 */
export function commentTrapWarnings(source: SourceFile): Problem[] {
  const warnings: Problem[] = [];
  if (!source.doc) return warnings;
  visit(source.doc, {
    Scalar(key, node, ancestors) {
      if (key === 'key' || node.type !== Scalar.PLAIN || !node.range) return;
      const rest = source.text.slice(node.range[1], source.text.indexOf('\n', node.range[1]) >>> 0);
      const comment = /^[ \t]+#(.*)$/.exec(rest);
      if (!comment) return;
      const path = manifestPath(ancestors, typeof key === 'number' ? key : undefined);
      const value = String(node.source ?? node.value);
      warnings.push(
        source.problemAtOffset(
          node.range[1] + rest.indexOf('#'),
          path,
          `the text after \` #\` is a YAML comment and is left out: the value is "${value}". If "#${comment[1].trimEnd()}" belongs to it, put the whole value in quotes: "${value} #${comment[1].trim()}". If it is a note, ignore this.`,
        ),
      );
    },
  });
  return warnings;
}

/** `routes[3].title` from the chain of YAML nodes above a value (`itemIndex`: the value is that item of a list). */
function manifestPath(ancestors: readonly unknown[], itemIndex: number | undefined): PathSegment[] {
  const path: PathSegment[] = [];
  for (let index = 0; index < ancestors.length; index++) {
    const node = ancestors[index];
    if (isPair(node) && isScalar(node.key)) path.push(String(node.key.value));
    else if (isSeq(node)) {
      const child = ancestors[index + 1];
      if (child !== undefined) path.push(node.items.indexOf(child as never));
    }
  }
  if (itemIndex !== undefined) path.push(itemIndex);
  return path;
}
