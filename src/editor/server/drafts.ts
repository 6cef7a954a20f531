import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Draft } from './draft.js';
import { contentPath, readIfExists, writeAtomically } from './files.js';
import { saveDraft, type SaveRequest, type SaveResult } from './save.js';

/** A draft id as the browser makes it: letters, digits, `-` and `_` (a UUID fits). */
const DRAFT_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** Drafts with nothing unsaved are forgotten after this long untouched (a closed tab leaves its draft behind). */
const IDLE_MS = 6 * 60 * 60 * 1000;

export class DraftError extends Error {}

/**
 * Every tab's draft, by the id the tab sends with each request, and the one preview of the site. The preview (the
 * dev server on its own copy of the site) shows the draft edited last, so each tab sees its own edits there after
 * its next change. Files written into content/ (saved page texts, uploads) are copied to each draft's check folder
 * and to the preview, so the checks and the preview see them too.
 */
export class DraftStore {
  readonly previewRoot: string;
  private readonly drafts = new Map<string, Draft>();
  private shown?: Draft;
  private shownText = '';
  private shownBodies = new Set<string>();

  constructor(readonly root: string) {
    this.previewRoot = mkdtempSync(join(tmpdir(), 'site-editor-preview-'));
    cpSync(join(root, 'content'), join(this.previewRoot, 'content'), { recursive: true });
    writeAtomically(join(this.previewRoot, 'site.yaml'), readFileSync(join(root, 'site.yaml'), 'utf8'));
  }

  /** The draft of one tab of one person (`owner`: the signed-in name on the server): nobody reaches another's draft. */
  get(id: string | undefined, owner = ''): Draft {
    if (!id || !DRAFT_ID.test(id)) throw new DraftError('Each tab of the editor sends its draft id: reload the page.');
    const key = `${owner}\n${id}`;
    let draft = this.drafts.get(key);
    if (!draft) {
      this.forgetIdle();
      draft = new Draft(id, this.root, mkdtempSync(join(tmpdir(), 'site-editor-draft-')), (changed, edited) => this.show(changed, edited));
      this.drafts.set(key, draft);
    }
    draft.lastUsed = Date.now();
    return draft;
  }

  save(draft: Draft, request: SaveRequest): SaveResult {
    const files = [...draft.bodies.keys()];
    const result = saveDraft(draft, request);
    if (result.ok) {
      for (const file of files) this.mirror(file, draft);
      this.dropUnusedUploads(draft);
    }
    return result;
  }

  /** Discard: the draft starts again from what is stored, and pictures it uploaded that nothing uses are deleted. */
  discard(draft: Draft) {
    const state = draft.reload();
    this.dropUnusedUploads(draft);
    return state;
  }

  /** Copies a file of the real content/ into the preview and the drafts' check folders (but not over a draft's own edit). */
  mirror(relativeFile: string, except?: Draft): void {
    const text = readIfExists(contentPath(this.root, relativeFile));
    const targets = [...this.drafts.values()].filter((draft) => draft !== except && !draft.bodies.has(relativeFile)).map((draft) => draft.checkRoot);
    if (!this.shownBodies.has(relativeFile)) targets.push(this.previewRoot);
    for (const target of targets) {
      const path = contentPath(target, relativeFile);
      if (text === undefined) rmSync(path, { force: true });
      else {
        mkdirSync(dirname(path), { recursive: true });
        cpSync(contentPath(this.root, relativeFile), path);
      }
    }
  }

  close(): void {
    for (const draft of this.drafts.values()) draft.close();
    this.drafts.clear();
    this.shown = undefined;
    rmSync(this.previewRoot, { recursive: true, force: true });
  }

  /**
   * Puts a draft's text and page texts into the preview copy, putting back what the previous draft had changed. A
   * draft that merely started (a new tab) or started again (saved, discarded) takes the preview only if it had it
   * (or nobody had): opening a second tab must not hide the first tab's unsaved edits from the preview.
   */
  private show(draft: Draft, edited: boolean): void {
    if (!edited && this.shown && this.shown !== draft) return;
    this.shown = draft;
    for (const file of this.shownBodies) {
      if (draft.bodies.has(file)) continue;
      const saved = readIfExists(contentPath(this.root, file));
      if (saved === undefined) rmSync(contentPath(this.previewRoot, file), { force: true });
      else writeAtomically(contentPath(this.previewRoot, file), saved);
    }
    for (const [file, text] of draft.bodies) {
      if (readIfExists(contentPath(this.previewRoot, file)) !== text) writeAtomically(contentPath(this.previewRoot, file), text);
    }
    this.shownBodies = new Set(draft.bodies.keys());
    // Rewritten only when it changed: each write makes the preview's dev server reload the page.
    if (draft.text !== this.shownText) writeAtomically(join(this.previewRoot, 'site.yaml'), draft.text);
    this.shownText = draft.text;
  }

  private dropUnusedUploads(draft: Draft): void {
    for (const file of draft.uploads) {
      const address = `/${file.replace(/^public\//, '')}`;
      const used =
        readFileSync(join(this.root, 'site.yaml'), 'utf8').includes(address) ||
        [...this.drafts.values()].some(
          (other) => other !== draft && (other.text.includes(address) || [...other.bodies.values()].some((text) => text.includes(address))),
        ) ||
        markdownFiles(join(this.root, 'content')).some((path) => readFileSync(path, 'utf8').includes(address));
      draft.uploads.delete(file);
      if (used) continue;
      rmSync(contentPath(this.root, file), { force: true });
      this.mirror(file);
    }
  }

  private forgetIdle(): void {
    const now = Date.now();
    for (const [id, draft] of this.drafts) {
      if (now - draft.lastUsed > IDLE_MS && draft.changes().length === 0 && draft.uploads.size === 0) {
        if (this.shown === draft) this.shown = undefined;
        draft.close();
        this.drafts.delete(id);
      }
    }
  }
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => join(entry.parentPath, entry.name));
}
