import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { loadManifest } from '../../build/validate/load.js';
import type { Problem } from '../../build/manifest/problem.js';
import type { SiteManifest } from '../../generated/manifest-types.gen.js';
import type { RouteSummary } from '../shared/route-summary.js';
import { canonical, same } from '../shared/merge.js';
import { guardedChanges, type GuardedChange } from '../shared/guarded-settings.js';
import { labelFor } from '../shared/schema-form.js';
import { compose, routeIds, type Plan } from './compose.js';
import { contentPath, readIfExists, versionOf, writeAtomically } from './files.js';
import { checkedOnce } from './draft-starts.js';
import { textData } from './yaml-edit.js';
import type { Change, DraftState } from './draft-state.js';

export type { Change, DraftState } from './draft-state.js';

type Data = Record<string, unknown>;
const routesIn = (data: Data) => (Array.isArray(data.routes) ? (data.routes as Data[]) : []);
export const unitVersion = (value: unknown) => versionOf(canonical(value));

/**
 * One tab's unsaved work. Each tab has its own draft, so nothing one tab types reaches another tab's save. A draft
 * remembers the version of site.yaml it started from (and of each page text as the tab first read it): the save
 * compares those with what is stored then, and merges or asks (save.ts). The draft's text is checked by the
 * project's validator in a folder of its own (`checkRoot`, a copy of content/ with this draft's page texts).
 */
export class Draft {
  lastUsed = Date.now();
  /** Pictures this draft uploaded, kept in its check folder until a save that uses them (upload.ts). */
  readonly uploads = new Set<string>();
  baseText = '';
  baseHash = '';
  private baseData: Data = {};
  private baseIds: string[] = [];
  /** The pages' identities in this draft's order (see compose.ts). */
  private order: string[] = [];
  private added = new Map<string, string>();
  /** The whole manifest as this tab wants it. */
  private desired: Data = {};
  /** Page texts edited, and each one's saved text when this tab first read it. */
  readonly bodies = new Map<string, string>();
  readonly bodyBases = new Map<string, string | undefined>();
  text = '';
  problems: Problem[] = [];
  private checked?: { text: string; manifest?: SiteManifest };

  constructor(
    readonly id: string,
    readonly root: string,
    readonly checkRoot: string,
    /** Told after each change of this draft's text or page texts: `edited` false when it started again from what is stored. */
    private readonly onEdit: (draft: Draft, edited: boolean) => void = () => {},
  ) {
    this.rebase(readFileSync(join(root, 'site.yaml'), 'utf8'));
  }

  /** Starts again from what is stored: unsaved edits are dropped. */
  reload(): DraftState {
    this.rebase(readFileSync(join(this.root, 'site.yaml'), 'utf8'));
    return this.state();
  }

  /**
   * Makes `text` (just saved, or read from disk) the version this draft starts from, with no edits. The check folder
   * follows content/: copied whole when starting from disk (page texts may have been edited by hand), only this
   * draft's own page texts put back after a save (other tabs' saves are mirrored as they happen).
   */
  rebase(text: string, copy: 'all' | 'own' = 'all'): void {
    const own = [...this.bodyBases.keys()];
    this.baseText = text;
    this.baseHash = versionOf(text);
    this.baseData = textData(text);
    this.baseIds = routeIds(this.baseData.routes);
    this.order = [...this.baseIds];
    this.added.clear();
    this.bodies.clear();
    this.bodyBases.clear();
    this.desired = structuredClone(this.baseData);
    if (copy === 'all') cpSync(join(this.root, 'content'), join(this.checkRoot, 'content'), { recursive: true });
    else {
      for (const file of own) {
        const saved = readIfExists(contentPath(this.root, file));
        if (saved === undefined) rmSync(contentPath(this.checkRoot, file), { force: true });
        else writeAtomically(contentPath(this.checkRoot, file), saved);
      }
    }
    // A save of exactly this draft's text was checked already (the check folder now holds the same texts).
    if (copy === 'all' || text !== this.text) {
      this.text = text;
      if (copy === 'all') this.validateSaved();
      else this.validate();
    }
    this.onEdit(this, false);
  }

  state(): DraftState {
    this.lastUsed = Date.now();
    const changes = this.changes();
    return {
      routes: this.summaries(),
      problems: this.problems,
      dirty: changes.length > 0,
      stale: this.stale(),
      versions: Object.fromEntries(changes.map((change) => [change.unit, unitVersion(change.base)])),
    };
  }

  stale(): boolean {
    if (versionOf(readFileSync(join(this.root, 'site.yaml'), 'utf8')) !== this.baseHash) return true;
    return [...this.bodyBases].some(([file, text]) => readIfExists(contentPath(this.root, file)) !== text);
  }

  route(index: number): Data | undefined {
    return routesIn(this.desired)[index];
  }

  setRoute(index: number, route: Data): DraftState {
    const routes = routesIn(this.desired);
    if (index < 0 || index >= routes.length) throw new RangeError(`There is no page at position ${index + 1}.`);
    routes[index] = route;
    return this.rebuild();
  }

  /** A site-wide setting (`site`, `navigation`, …) as edited. */
  section(key: string): unknown {
    return key === 'routes' ? undefined : this.desired[key];
  }

  setSection(key: string, value: unknown): DraftState {
    if (key === 'routes' || !/^[A-Za-z]+$/.test(key)) throw new RangeError(`"${key}" is not a site-wide setting.`);
    this.desired[key] = value;
    return this.rebuild();
  }

  addRoute(entryYaml: string): number {
    const entry = (parseDocument(entryYaml).toJSON() as Data[])[0];
    const id = `+${String(entry.path)}`;
    this.added.set(id, entryYaml);
    this.order.push(id);
    routesIn(this.desired).push(entry);
    this.rebuild();
    return this.order.length - 1;
  }

  moveRoute(from: number, to: number): DraftState {
    const routes = routesIn(this.desired);
    if (from < 0 || from >= routes.length || to < 0 || to >= routes.length) throw new RangeError(`There is no page at position ${Math.max(from, to) + 1}.`);
    routes.splice(to, 0, ...routes.splice(from, 1));
    this.order.splice(to, 0, ...this.order.splice(from, 1));
    return this.rebuild();
  }

  /** A page text as this tab has it; the first read remembers the saved text it started from. */
  body(file: string): string | undefined {
    const saved = readIfExists(contentPath(this.root, file));
    if (!this.bodyBases.has(file)) this.bodyBases.set(file, saved);
    return this.bodies.get(file) ?? this.bodyBases.get(file);
  }

  setBody(file: string, text: string, options: { isNew?: boolean } = {}): DraftState {
    // Anything else under content/ would go live unseen with the next publish (a page text is shown as its page).
    if (!this.declaresBody(file)) throw new RangeError(`"${file}" is not the text of any page: only a page's own text, in English or Arabic, is edited here.`);
    const saved = readIfExists(contentPath(this.root, file));
    if (options.isNew && (saved !== undefined || this.bodies.has(file))) throw new Error(`content/${file} already exists.`);
    if (!this.bodyBases.has(file)) this.bodyBases.set(file, saved);
    if (this.bodyBases.get(file) === text) this.bodies.delete(file);
    else this.bodies.set(file, text);
    writeAtomically(contentPath(this.checkRoot, file), text);
    this.validate();
    this.onEdit(this, true);
    return this.state();
  }

  /** What this draft changed, page by page: the units a save writes (pages it did not change are never written). */
  changes(): Change[] {
    const changes: Change[] = [];
    const keys = new Set([...Object.keys(this.baseData), ...Object.keys(this.desired)]);
    for (const key of keys) {
      if (key !== 'routes' && !same(this.baseData[key], this.desired[key])) {
        changes.push({ unit: `section:${key}`, label: labelFor(key), base: this.baseData[key], mine: this.desired[key] });
      }
    }
    routesIn(this.desired).forEach((route, index) => {
      const id = this.order[index];
      const base = this.baseRoute(id);
      if (!same(base, route)) changes.push({ unit: `route:${id}`, label: pageLabel(route, id), base, mine: route });
    });
    if (
      !same(
        this.order.filter((id) => !this.added.has(id)),
        this.baseIds,
      )
    ) {
      changes.push({ unit: 'order', label: 'The order of the pages', base: this.baseIds, mine: this.order });
    }
    for (const [file, text] of this.bodies) {
      const owner = routesIn(this.desired).find((route) => route.body === file);
      changes.push({ unit: `body:${file}`, label: `Page text of ${owner ? pageLabel(owner, file) : file}`, base: this.bodyBases.get(file), mine: text });
    }
    return changes;
  }

  /** This draft's changes as a plan for compose(), with `values` for the pages and settings to write. */
  plan(values: Map<string, unknown>): Plan {
    const moved = this.changes().some((change) => change.unit === 'order');
    return { order: moved ? [...this.order] : undefined, added: new Map(this.added), values };
  }

  /** Whether `file` is the text of a page this draft has, in English (its `body`) or Arabic (the same under ar/). */
  declaresBody(file: string): boolean {
    return file.replace(/^ar\//, '').endsWith('.md') && this.pagePathOfBody(file) !== undefined;
  }

  /** The address of the page whose text `file` is (English, or Arabic under ar/). */
  pagePathOfBody(file: string): string | undefined {
    const english = file.replace(/^ar\//, '');
    const route = routesIn(this.desired).find((each) => each.body === english);
    return route ? String(route.path) : undefined;
  }

  /** The guarded settings this draft changes, or would change with the setting `key` set to `value`. */
  guardedChanges(key?: string, value?: unknown): GuardedChange[] {
    return guardedChanges(this.baseData, key === undefined ? this.desired : { ...this.desired, [key]: value });
  }

  baseRoute(id: string): Data | undefined {
    return routesIn(this.baseData)[this.baseIds.indexOf(id)];
  }

  /** The validator's problems for a text (this draft's own, or a merged one about to be saved). */
  check(text: string, bodies: Map<string, string | undefined> = new Map()): Problem[] {
    for (const [file, body] of bodies) {
      if (body === undefined) rmSync(contentPath(this.checkRoot, file), { force: true });
      else writeAtomically(contentPath(this.checkRoot, file), body);
    }
    const file = join(this.checkRoot, 'site.yaml');
    writeAtomically(file, text);
    const result = loadManifest(file, { cwd: this.checkRoot, contentDir: join(this.checkRoot, 'content') });
    this.checked = { text, manifest: result.manifest };
    return result.problems;
  }

  /** The manifest of `text` as the last check read it, when that check was of `text` and found no problem. */
  checkedManifest(text: string): SiteManifest | undefined {
    return this.checked?.text === text ? this.checked.manifest : undefined;
  }

  close(): void {
    rmSync(this.checkRoot, { recursive: true, force: true });
  }

  private rebuild(): DraftState {
    // Only what differs from the version the draft started from is laid over its text: comparing plain data is cheap,
    // and comparing each of the real site's pages with its node in the parsed text took 100–200 ms of every edit.
    const values = new Map(this.changes().flatMap((change) => (/^(route|section):/.test(change.unit) ? [[change.unit, change.mine] as const] : [])));
    this.text = compose(this.baseText, this.plan(values));
    this.validate();
    this.onEdit(this, true);
    return this.state();
  }

  private validate(): void {
    this.problems = this.check(this.text);
  }

  /** The checks of a draft that starts from what is stored: the same for every tab opened meanwhile, made once. */
  private validateSaved(): void {
    const made = checkedOnce(this.root, this.text, () => (this.validate(), { problems: this.problems, manifest: this.checked?.manifest }));
    this.problems = made.problems;
    this.checked = { text: this.text, manifest: made.manifest };
  }

  private summaries(): RouteSummary[] {
    return routesIn(this.desired).map((route, index) => ({
      index,
      path: String(route?.path ?? ''),
      template: String(route?.template ?? ''),
      title: String(route?.title || route?.heading || route?.path || ''),
      draft: route?.draft === true,
    }));
  }
}

export function pageLabel(route: Data | undefined, fallback: string): string {
  const title = String(route?.title || route?.heading || '');
  const path = String(route?.path ?? fallback);
  return title ? `${title} (${path})` : path;
}
