/**
 * Three-way merge of one page (or one site-wide setting, or one page text) for saves from several tabs. `base` is the
 * version a tab started from, `mine` what it wants now, `theirs` what is stored now (saved by another tab, or edited
 * on disk). A field only one side changed takes that side's value, so edits to different fields of a page both
 * survive; a field both changed differently is a conflict, and the person chooses. Pure, so the server and the
 * browser can both use it.
 */
export type FieldPath = (string | number)[];

export interface FieldConflict {
  path: FieldPath;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface MergeResult {
  /** The merged value; at each conflict it holds `theirs` until a choice is applied. */
  merged: unknown;
  conflicts: FieldConflict[];
}

export type Choice = 'mine' | 'theirs';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON with keys sorted, so two values equal in content compare equal whatever order their keys were written in. */
export function canonical(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** A conflict's field as one string, the key of the person's choice for it. */
export const fieldKey = (path: FieldPath) => path.join('.');

export function merge3(base: unknown, mine: unknown, theirs: unknown, path: FieldPath = []): MergeResult {
  if (same(mine, theirs) || same(theirs, base)) return { merged: mine, conflicts: [] };
  if (same(mine, base)) return { merged: theirs, conflicts: [] };
  // Both sides changed this value. Objects merge key by key; lists of one length item by item (a list that grew or
  // shrank on both sides cannot be lined up without guessing, so it is one field).
  if (isObject(mine) && isObject(theirs) && (base === undefined || isObject(base))) {
    const merged: Record<string, unknown> = {};
    const conflicts: FieldConflict[] = [];
    const keys = new Set([...Object.keys(theirs), ...Object.keys(mine), ...Object.keys(base ?? {})]);
    for (const key of keys) {
      const result = merge3(base?.[key], mine[key], theirs[key], [...path, key]);
      if (result.merged !== undefined) merged[key] = result.merged;
      conflicts.push(...result.conflicts);
    }
    return { merged, conflicts };
  }
  if (Array.isArray(mine) && Array.isArray(theirs) && Array.isArray(base) && mine.length === base.length && theirs.length === base.length) {
    const results = base.map((item, index) => merge3(item, mine[index], theirs[index], [...path, index]));
    return { merged: results.map((result) => result.merged), conflicts: results.flatMap((result) => result.conflicts) };
  }
  return { merged: theirs, conflicts: [{ path, base, mine, theirs }] };
}

/** Sets the value at `path` inside `value`, copying what it changes; `undefined` removes the key. */
export function setAt(value: unknown, path: FieldPath, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = setAt(copy[head as number], rest, next);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(isObject(value) ? value : {}) };
  const inner = setAt(copy[head], rest, next);
  if (inner === undefined) delete copy[head];
  else copy[head] = inner;
  return copy;
}

/** The merged value with each conflict settled as chosen; undefined when a conflict has no choice yet. */
export function applyChoices(result: MergeResult, choices: Record<string, Choice | undefined>): { value: unknown } | undefined {
  let value = result.merged;
  for (const conflict of result.conflicts) {
    const choice = choices[fieldKey(conflict.path)];
    if (choice !== 'mine' && choice !== 'theirs') return undefined;
    value = setAt(value, conflict.path, choice === 'mine' ? conflict.mine : conflict.theirs);
  }
  return { value };
}
