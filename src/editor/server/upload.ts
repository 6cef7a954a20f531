import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { slugify } from '../../shared/slug.js';
import { checkImageBytes } from '../../build/images/check-bytes.js';
import { formatOfName } from '../../build/images/sniff.js';
import type { Draft } from './draft.js';
import type { DraftStore } from './drafts.js';
import { contentPath } from './files.js';

/** Where uploaded pictures go, inside content/public (served from the site root). */
export const UPLOAD_FOLDER = 'public/images/uploads';

export class UploadError extends Error {}

/**
 * Stores an uploaded picture under content/public/images/uploads/ with a slugged name, never over an existing file
 * (a second `logo.png` becomes `logo-2.png`), after checking its bytes are the type its name says. Returns the path
 * to write in site.yaml, e.g. `/images/uploads/logo.png`. The draft remembers it, so it is deleted again if no saved
 * page uses it once the draft is discarded or saved.
 */
export function storeUpload(store: DraftStore, draft: Draft, originalName: string, bytes: Buffer): string {
  // The validator's own check (name against magic bytes), so an upload is refused for exactly what a copied file would be.
  const problem = checkImageBytes(originalName, bytes).find((each) => each.severity === 'error');
  if (problem) throw new UploadError(problem.message);
  const format = formatOfName(originalName)!;
  const extension = format === 'jpeg' ? 'jpg' : format;
  const stem = slugify(originalName.replace(/\.[^.]*$/, '')) || 'image';
  for (let count = 1; count < 1000; count++) {
    const name = `${count === 1 ? stem : `${stem}-${count}`}.${extension}`;
    const relativeFile = `${UPLOAD_FOLDER}/${name}`;
    const file = contentPath(store.root, relativeFile);
    if (existsSync(file)) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes, { flag: 'wx' });
    draft.uploads.add(relativeFile);
    store.mirror(relativeFile);
    return `/images/uploads/${name}`;
  }
  throw new UploadError('Too many pictures with this name: rename the file and upload it again.');
}

export const uploadFolderOf = (root: string) => join(root, 'content', UPLOAD_FOLDER);
