/** One thing wrong with the manifest or a file it points at, located for the editor who made it. */
export interface Problem {
  /** File the problem is in, relative to the project root (e.g. `site.yaml`, `content/services/audit.md`). */
  file: string;
  /** 1-based line and column; 0 when the problem is about the file as a whole. */
  line: number;
  col: number;
  /** Where in the manifest, e.g. `routes[3].slides[0].head`; empty for file-level problems. */
  path: string;
  message: string;
  /** The offending source line, shown under the message. */
  sourceLine?: string;
  /** For a problem a program acts on, not only shows: `empty-file` (the dev server waits for a save under way). */
  code?: 'empty-file';
  /**
   * A change that settles a warning by itself, where there is exactly one: `find` is the text at line:col, `replace`
   * what to write instead (a literal copy of the law register → its reference; `npm run quote-law` applies them).
   */
  fix?: { find: string; replace: string };
}

export type PathSegment = string | number;

export function formatPath(segments: readonly PathSegment[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out ? `.${segment}` : segment;
  }
  return out;
}

/** `site.yaml:12:5  routes[3].title: must not be empty` followed by the source line and a caret. */
export function formatProblem(problem: Problem): string {
  const where = problem.line > 0 ? `${problem.file}:${problem.line}:${problem.col}` : problem.file;
  const head = `${where}  ${problem.path ? `${problem.path}: ` : ''}${problem.message}`;
  if (problem.sourceLine === undefined) return head;
  const shown = problem.sourceLine.replace(/\t/g, '→');
  const caret = ' '.repeat(Math.max(0, problem.col - 1)) + '^';
  return `${head}\n    ${shown}\n    ${caret}`;
}

/** A value quoted in a message, cut to `max` characters so a huge one cannot flood the terminal. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

/** A name, link or path quoted in a message: at most 80 characters of it. */
export const shorten = (text: string) => truncate(text, 80);
