import { guardedChanges } from '../../shared/guarded-settings.js';
import { labelFor } from '../../shared/labels.js';
import type { FieldChange, ReviewItem } from '../../shared/review.js';
import { wordDiff } from '../../shared/word-diff.js';

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const routesOf = (data: Data) => (Array.isArray(data.routes) ? (data.routes as Data[]) : []);

/** A value as the review shows it: texts as they are, anything else in a compact form. */
export function shown(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const placeName = (path: (string | number)[]) => path.map((step) => (typeof step === 'number' ? `${step + 1}` : labelFor(step))).join(' › ');

/** Every leaf that differs between two values, each named by its place (`Phones › 2 › Number`). */
export function fieldChanges(before: unknown, after: unknown, path: (string | number)[] = []): FieldChange[] {
  if (same(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => fieldChanges(before[key], after[key], [...path, key]));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((item, index) => fieldChanges(item, after[index], [...path, index]));
  }
  const change: FieldChange = { field: placeName(path) || 'Value', before: shown(before), after: shown(after) };
  if (typeof (before ?? '') === 'string' && typeof (after ?? '') === 'string') change.words = wordDiff((before as string) ?? '', (after as string) ?? '');
  return [change];
}

const pageTitle = (route: Data) => String(route.title || route.heading || route.path);
const arabicTitle = (route: Data) => {
  const ar = isObject(route.ar) ? route.ar : {};
  return ar.title || ar.heading ? String(ar.title || ar.heading) : undefined;
};

/**
 * What differs between the live manifest and the saved one, in the review's terms: guarded settings first (each
 * field on its own), then pages by address (added, removed, or changed field by field), the other settings by
 * section, and whether the pages' order changed. Authors are filled in by the caller.
 */
export function manifestChanges(live: Data, saved: Data): ReviewItem[] {
  const guarded = guardedChanges(live, saved);
  const items: ReviewItem[] = guarded.map((change) => ({
    kind: 'guarded',
    key: change.path[0],
    label: change.label,
    before: shown(change.before),
    after: shown(change.after),
    authors: [],
  }));
  const [liveRoutes, savedRoutes] = [routesOf(live), routesOf(saved)];
  const liveByPath = new Map(liveRoutes.map((route) => [String(route.path), route]));
  const savedByPath = new Map(savedRoutes.map((route) => [String(route.path), route]));
  for (const route of savedRoutes) {
    const path = String(route.path);
    const before = liveByPath.get(path);
    if (!before) items.push({ kind: 'page', change: 'added', path, title: pageTitle(route), arabicTitle: arabicTitle(route), fields: [], authors: [] });
    else if (!same(before, route)) {
      items.push({
        kind: 'page',
        change: 'changed',
        path,
        title: pageTitle(route),
        arabicTitle: arabicTitle(route),
        fields: fieldChanges(before, route),
        authors: [],
      });
    }
  }
  for (const route of liveRoutes) {
    const path = String(route.path);
    if (!savedByPath.has(path))
      items.push({ kind: 'page', change: 'removed', path, title: pageTitle(route), arabicTitle: arabicTitle(route), fields: [], authors: [] });
  }
  // A guarded field is listed above on its own; the rest of its section below.
  const guardedPlaces = new Set(guarded.map((change) => placeName([...change.path])));
  for (const key of [...new Set([...Object.keys(live), ...Object.keys(saved)])]) {
    if (key === 'routes' || same(live[key], saved[key])) continue;
    const fields = fieldChanges(live[key], saved[key], [key]).filter((field) => !guardedPlaces.has(field.field));
    if (fields.length > 0) items.push({ kind: 'setting', key, label: labelFor(key), fields, authors: [] });
  }
  const order = (routes: Data[], other: Map<string, Data>) => routes.map((route) => String(route.path)).filter((path) => other.has(path));
  if (!same(order(liveRoutes, savedByPath), order(savedRoutes, liveByPath))) items.push({ kind: 'order', authors: [] });
  return items;
}

const rulesOf = (data: Data): Data[] => {
  const law = isObject(data.law) ? data.law : {};
  return Array.isArray(law.rules) ? (law.rules as Data[]) : [];
};

/**
 * The days after `today` (YYYY-MM-DD) on which a law value that is new in `saved` takes effect, earliest first: the
 * publish review offers to go live at the start of such a day.
 */
export function newLawDates(live: Data, saved: Data, today: string): string[] {
  const valuesOf = (rule: Data) => (Array.isArray(rule.values) ? (rule.values as Data[]) : []);
  const known = new Set(rulesOf(live).flatMap((rule) => valuesOf(rule).map((value) => JSON.stringify([rule.id, value]))));
  const dates = rulesOf(saved).flatMap((rule) =>
    valuesOf(rule)
      .filter((value) => typeof value.from === 'string' && value.from > today && !known.has(JSON.stringify([rule.id, value])))
      .map((value) => value.from as string),
  );
  return [...new Set(dates)].sort();
}
