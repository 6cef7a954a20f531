import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import type { Document } from 'yaml';
import { loadManifest } from '../../build/manifest/load.js';
import type { Problem } from '../../build/manifest/problem.js';
import type { RouteSummary } from '../shared/route-summary.js';
import { applyValue, parseSiteDocument, printDocument } from './yaml-edit.js';

/**
 * The editor's working copy. Unsaved edits live here and in a preview copy of the site (site.yaml and content/ in a
 * temporary folder): the project's validator checks that copy after every edit, and the preview's dev server shows
 * it. Save writes the edited Document and markdown files into the real site, only if nobody changed site.yaml on disk
 * meanwhile.
 */
export interface SessionState {
  routes: RouteSummary[];
  problems: Problem[];
  dirty: boolean;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Writes a file whole or not at all: a temporary file beside it, then a rename. */
export function writeAtomically(file: string, text: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

export class EditSession {
  readonly manifestFile: string;
  readonly previewRoot: string;
  private baseHash = '';
  /** site.yaml as read from disk: every edit is applied to it afresh, so undoing a change restores its exact text. */
  private baseText = '';
  /** Edits that move or add nodes (with their comments), replayed on the base in order. */
  private structural: ((doc: Document) => void)[] = [];
  /** The whole manifest as the editor wants it; its values are applied to the base after the structural edits. */
  private desired: Record<string, unknown> = {};
  private doc!: Document;
  private text = '';
  /** Markdown files (relative to content/) edited or created and not yet saved. */
  private bodies = new Map<string, string>();
  private problems: Problem[] = [];

  constructor(readonly root: string) {
    this.manifestFile = join(root, 'site.yaml');
    this.previewRoot = mkdtempSync(join(tmpdir(), 'site-editor-preview-'));
    cpSync(join(root, 'content'), join(this.previewRoot, 'content'), { recursive: true });
    this.reload();
  }

  /** Forgets unsaved edits and reads site.yaml from disk again. */
  reload(): SessionState {
    const text = readFileSync(this.manifestFile, 'utf8');
    for (const file of this.bodies.keys()) this.syncPreviewBody(file, this.readSavedBody(file));
    this.bodies.clear();
    this.rebase(text);
    this.validate();
    return this.state();
  }

  state(): SessionState {
    return { routes: this.summaries(), problems: this.problems, dirty: this.dirty() };
  }

  dirty(): boolean {
    return hash(this.text) !== this.baseHash || this.bodies.size > 0;
  }

  route(index: number): Record<string, unknown> | undefined {
    const node = this.doc.getIn(['routes', index]) as { toJSON(): Record<string, unknown> } | undefined;
    return node?.toJSON();
  }

  /** A structural edit (moving or adding a page): kept and replayed on the base, then the result is checked. */
  edit(change: (doc: Document) => void): SessionState {
    change(this.doc);
    this.desired = this.doc.toJSON() as Record<string, unknown>;
    this.structural.push(change);
    this.rebuild();
    return this.state();
  }

  /** A page's new values: only those that differ from site.yaml as read are written. */
  setRoute(index: number, route: Record<string, unknown>): SessionState {
    const routes = this.desired.routes;
    if (!Array.isArray(routes) || index < 0 || index >= routes.length) throw new RangeError(`There is no page at position ${index + 1}.`);
    routes[index] = route;
    this.rebuild();
    return this.state();
  }

  /** A site-wide setting (`site`, `navigation`, …) as edited. */
  section(key: string): unknown {
    return key === 'routes' ? undefined : this.desired[key];
  }

  setSection(key: string, value: unknown): SessionState {
    if (key === 'routes' || !/^[A-Za-z]+$/.test(key)) throw new RangeError(`"${key}" is not a site-wide setting.`);
    this.desired[key] = value;
    this.rebuild();
    return this.state();
  }

  /** A markdown file's text as edited, or as saved. */
  body(file: string): string | undefined {
    return this.bodies.get(file) ?? this.readSavedBody(file);
  }

  setBody(file: string, text: string, options: { isNew?: boolean } = {}): SessionState {
    if (!file.endsWith('.md')) throw new Error(`"${file}" is not a markdown file: only page texts (.md) are edited here.`);
    const path = this.contentPath(file);
    if (options.isNew && (existsSync(path) || this.bodies.has(file))) throw new Error(`content/${file} already exists.`);
    if (this.readSavedBody(file) === text) this.bodies.delete(file);
    else this.bodies.set(file, text);
    this.syncPreviewBody(file, text);
    this.validate();
    return this.state();
  }

  /** Writes site.yaml and the edited markdown files. Refuses when the file on disk changed since it was read. */
  save(): { ok: true; state: SessionState } | { ok: false; reason: 'changed-on-disk' | 'problems'; message: string } {
    if (hash(readFileSync(this.manifestFile, 'utf8')) !== this.baseHash) {
      return { ok: false, reason: 'changed-on-disk', message: 'site.yaml was changed on disk by someone else since the editor read it.' };
    }
    if (this.problems.length > 0) return { ok: false, reason: 'problems', message: 'Fix the problems listed first.' };
    for (const [file, text] of this.bodies) writeAtomically(this.contentPath(file), text);
    this.bodies.clear();
    writeAtomically(this.manifestFile, this.text);
    this.rebase(this.text);
    return { ok: true, state: this.state() };
  }

  /** Copies a file written into the real content/ (an upload) into the preview too. */
  mirrorContentFile(relativeFile: string): void {
    const target = join(this.previewRoot, 'content', relativeFile);
    mkdirSync(dirname(target), { recursive: true });
    cpSync(join(this.root, 'content', relativeFile), target);
  }

  close(): void {
    rmSync(this.previewRoot, { recursive: true, force: true });
  }

  /** A path inside content/, refusing `..` and absolute names. */
  contentPath(file: string, root = this.root): string {
    const base = resolve(root, 'content');
    const path = resolve(base, file);
    if (!path.startsWith(base + sep)) throw new Error(`"${file}" is not inside content/.`);
    return path;
  }

  private readSavedBody(file: string): string | undefined {
    const path = this.contentPath(file);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  }

  private syncPreviewBody(file: string, text: string | undefined): void {
    const path = this.contentPath(file, this.previewRoot);
    if (text === undefined) rmSync(path, { force: true });
    else writeAtomically(path, text);
  }

  private rebase(text: string): void {
    this.baseText = text;
    this.baseHash = hash(text);
    this.structural = [];
    this.text = text;
    this.doc = parseSiteDocument(text);
    this.desired = (this.doc.toJSON() as Record<string, unknown> | null) ?? {};
  }

  /** The base, with the structural edits replayed and the desired values applied, printed and checked. */
  private rebuild(): void {
    const doc = parseSiteDocument(this.baseText);
    for (const change of this.structural) change(doc);
    applyValue(doc, [], this.desired);
    this.doc = doc;
    this.text = printDocument(doc);
    this.validate();
  }

  /** The project's own validator, on the preview copy: the same messages `npm run validate` prints. */
  private validate(): void {
    const file = join(this.previewRoot, 'site.yaml');
    writeAtomically(file, this.text);
    this.problems = loadManifest(file, { cwd: this.previewRoot, contentDir: join(this.previewRoot, 'content') }).problems;
  }

  private summaries(): RouteSummary[] {
    const routes = (this.doc.toJSON() as { routes?: Record<string, unknown>[] } | null)?.routes;
    return (Array.isArray(routes) ? routes : []).map((route, index) => ({
      index,
      path: String(route?.path ?? ''),
      template: String(route?.template ?? ''),
      title: String(route?.title || route?.heading || route?.path || ''),
      draft: route?.draft === true,
    }));
  }
}
