/**
 * The validator names each problem's place in site.yaml as a path (`routes[3].slides[0].head`). The form shows a
 * page's fields, so a problem of page 3 belongs at field `slides[0].head` of that page's form: this turns the
 * project's own problems into the nested `extraErrors` object the form library draws under each field.
 */
export interface ProblemLike {
  path: string;
  message: string;
  file: string;
  line: number;
  col: number;
}

export interface ErrorTree {
  __errors?: string[];
  [key: string]: ErrorTree | string[] | undefined;
}

/** `routes[3].slides[0].head` → ['routes', 3, 'slides', 0, 'head']. */
export function parsePath(path: string): (string | number)[] {
  const segments: (string | number)[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) segments.push(match[2] !== undefined ? Number(match[2]) : match[1]);
  return segments;
}

type Segment = string | number;

/** The field under `prefix` (e.g. ['routes', 3] or ['site']) a problem is about: [] for the whole, undefined if outside. */
export function fieldOf(problem: ProblemLike, prefix: readonly Segment[]): Segment[] | undefined {
  const segments = parsePath(problem.path);
  if (prefix.some((segment, position) => segments[position] !== segment)) return undefined;
  const field = segments.slice(prefix.length);
  // "missing required key `title`" is reported on the page; it is the title field that needs filling in.
  const missing = /missing required key `([^`]+)`/.exec(problem.message);
  return missing ? [...field, missing[1]] : field;
}

/** The problems under `prefix` as rjsf `extraErrors`, each message as `format` words it (the validator's words by default). */
export function errorsAt(
  problems: readonly ProblemLike[],
  prefix: readonly Segment[],
  format: (problem: ProblemLike) => string = (problem) => problem.message,
): ErrorTree {
  const tree: ErrorTree = {};
  for (const problem of problems) {
    const field = fieldOf(problem, prefix);
    if (!field) continue;
    let node = tree;
    for (const segment of field) {
      const key = String(segment);
      node[key] ??= {};
      node = node[key] as ErrorTree;
    }
    (node.__errors ??= []).push(format(problem));
  }
  return tree;
}

/** Problems outside `prefix` (other pages, other settings, markdown files): listed above the form. */
export function problemsOutside<T extends ProblemLike>(problems: readonly T[], prefix: readonly Segment[]): T[] {
  return problems.filter((problem) => fieldOf(problem, prefix) === undefined);
}
