import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Draft } from './draft.js';
import { contentPath, readIfExists, writeAtomically } from './files.js';
import { saveDraft, type SaveRequest, type SaveResult } from './save.js';
import { uploadAddress } from './upload-address.js';
import { authorKeys, noteAuthors } from './publish/authors.js';
import { publishedDirOf } from '../../shared/releases.js';

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

  /**
   * Saves the draft; the pictures it uploaded and uses come into content/ with it (before site.yaml names them, so
   * the saved site is whole at every moment), and those it does not use are deleted.
   */
  save(draft: Draft, request: SaveRequest, by?: string): SaveResult {
    const files = [...draft.bodies.keys()];
    const brought = [...draft.uploads].filter((file) => usesUpload(draft, file) && !existsSync(contentPath(this.root, file)));
    const keys = authorKeys(draft.changes(), (body) => draft.pagePathOfBody(body), brought);
    for (const file of brought) copyFile(draft.checkRoot, this.root, file);
    const result = saveDraft(draft, request);
    if (!result.ok) {
      for (const file of brought) rmSync(contentPath(this.root, file), { force: true });
      return result;
    }
    for (const file of [...files, ...brought]) this.mirror(file, draft);
    for (const file of brought) draft.uploads.delete(file);
    // Who saved what, for the publish review.
    if (by !== undefined) noteAuthors(publishedDirOf(this.root), keys, by);
    this.dropUnusedUploads(draft);
    return result;
  }

  /** Discard: the draft starts again from what is stored, and the pictures it uploaded are deleted. */
  discard(draft: Draft) {
    const state = draft.reload();
    this.dropUnusedUploads(draft);
    return state;
  }

  /** Whether a draft holds an upload of that name (two drafts must not both save a `logo.png`). */
  uploadTaken(relativeFile: string): boolean {
    return [...this.drafts.values()].some((draft) => draft.uploads.has(relativeFile));
  }

  /** An upload is seen in the preview while its draft is the one shown. */
  showUpload(draft: Draft, relativeFile: string): void {
    if (this.shown === draft) copyFile(draft.checkRoot, this.previewRoot, relativeFile);
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

  /** Deletes the draft's uploads that its text no longer uses (after a save or discard: none is in content/). */
  private dropUnusedUploads(draft: Draft): void {
    for (const file of draft.uploads) {
      if (usesUpload(draft, file)) continue;
      draft.uploads.delete(file);
      rmSync(contentPath(draft.checkRoot, file), { force: true });
      if (this.shown === draft) rmSync(contentPath(this.previewRoot, file), { force: true });
    }
  }

  private forgetIdle(): void {
    const now = Date.now();
    for (const [id, draft] of this.drafts) {
      if (now - draft.lastUsed > IDLE_MS && draft.changes().length === 0) {
        if (this.shown === draft) this.shown = undefined;
        draft.close();
        this.drafts.delete(id);
      }
    }
  }
}

function usesUpload(draft: Draft, relativeFile: string): boolean {
  const address = uploadAddress(relativeFile);
  return draft.text.includes(address) || [...draft.bodies.values()].some((text) => text.includes(address));
}

function copyFile(fromRoot: string, toRoot: string, relativeFile: string): void {
  const target = contentPath(toRoot, relativeFile);
  mkdirSync(dirname(target), { recursive: true });
  cpSync(contentPath(fromRoot, relativeFile), target);
}
