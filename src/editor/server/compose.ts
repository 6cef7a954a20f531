import { isSeq, parseDocument, type Document, type Node, type YAMLSeq } from 'yaml';
import { applyValue, noteTextData, parseSiteDocument, printDocument } from './yaml-edit.js';

/**
 * Builds site.yaml text from a stored version plus one draft's changes. The same function makes a draft's own text
 * (on the version it started from) and the text a save writes (on the version stored now), so a save changes only
 * the pages, settings and order that draft changed, and every other line stays as it is on disk.
 *
 * Pages are known by an identity that survives moves and edits: the `path` they had in the stored version, or
 * `+path` for a page the draft added.
 */
export interface Plan {
  /** The draft's page order by identity, when it moved pages; pages it does not know keep their places. */
  order?: string[];
  /** Pages the draft added: identity → the new entry as YAML (one list item, as `npm run new` writes it). */
  added: Map<string, string>;
  /** New values by unit (`route:<identity>` or `section:<key>`); undefined removes a setting. */
  values: Map<string, unknown>;
}

function routesOf(doc: Document): YAMLSeq<Node> {
  const routes = doc.get('routes', true);
  if (!isSeq<Node>(routes)) throw new Error('site.yaml has no `routes:` list.');
  return routes;
}

/** Identities of the pages of a parsed manifest, in order: each one's path (a repeated path gets `#2`, `#3`, …). */
export function routeIds(routes: unknown): string[] {
  const seen = new Map<string, number>();
  return (Array.isArray(routes) ? routes : []).map((route) => {
    const path = String((route as { path?: unknown } | null)?.path ?? '');
    const count = (seen.get(path) ?? 0) + 1;
    seen.set(path, count);
    return count === 1 ? path : `${path}#${count}`;
  });
}

/**
 * The stored order with the draft's order laid over it: the pages both know take, in the draft's order, the places
 * those pages hold now; pages only the stored version has (added elsewhere) stay where they are.
 */
export function mergeOrder(stored: string[], wanted: string[]): string[] {
  const wantedSet = new Set(wanted);
  const storedSet = new Set(stored);
  const common = wanted.filter((id) => storedSet.has(id));
  let next = 0;
  return stored.map((id) => (wantedSet.has(id) ? common[next++] : id));
}

function reorder(doc: Document, ids: string[], target: string[]): void {
  const routes = routesOf(doc);
  // The parser hangs a comment above the first page on the list itself: give it to that page, so it moves with it.
  if (routes.commentBefore && routes.items[0] && !routes.items[0].commentBefore) {
    routes.items[0].commentBefore = routes.commentBefore;
    routes.commentBefore = undefined;
  }
  const byId = new Map(ids.map((id, index) => [id, routes.items[index]]));
  routes.items = target.map((id) => byId.get(id)!);
}

export function compose(text: string, plan: Plan): string {
  const doc = parseSiteDocument(text);
  const ids = routeIds((doc.toJSON() as { routes?: unknown } | null)?.routes);
  for (const [id, entryYaml] of plan.added) {
    const entry = parseDocument(entryYaml).contents;
    if (!isSeq(entry) || entry.items.length !== 1) throw new Error('A new page must be one list item.');
    routesOf(doc).items.push(entry.items[0] as Node);
    ids.push(id);
  }
  let order = ids;
  if (plan.order) {
    order = mergeOrder(ids, plan.order);
    reorder(doc, ids, order);
  }
  for (const [unit, value] of plan.values) {
    const [kind, name] = [unit.slice(0, unit.indexOf(':')), unit.slice(unit.indexOf(':') + 1)];
    if (kind === 'section') {
      if (value === undefined) doc.delete(name);
      else applyValue(doc, [name], value);
    } else if (kind === 'route') {
      const index = order.indexOf(name);
      if (index >= 0) applyValue(doc, ['routes', index], value);
    }
  }
  const composed = printDocument(doc);
  // Whoever reads the text as data next (the draft that saved it) is spared a parse.
  noteTextData(composed, doc.toJSON() as Record<string, unknown> | null);
  return composed;
}
