import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { slugify } from '../../shared/slug.js';
import { checkImageBytes } from '../../build/images/check-bytes.js';
import { formatOfName } from '../../build/images/sniff.js';
import { activeSvgParts, sanitizeSvg } from '../../build/images/svg-safety.js';
import type { Draft } from './draft.js';
import type { DraftStore } from './drafts.js';
import { contentPath } from './files.js';
import { photoAsKept, UnreadablePhotoError } from './photo.js';
import { UPLOAD_FOLDER, uploadAddress } from './upload-address.js';

export class UploadError extends Error {}

/**
 * Keeps an uploaded picture with the draft that uploaded it: in the draft's own check folder (so its checks and
 * preview see it), never in the site's content/ — a save that uses it brings it there (drafts.ts), and a draft
 * discarded or abandoned leaves nothing behind, so nothing reaches a publish that its review does not list. The
 * name is slugged and never taken twice (a second `logo.png` becomes `logo-2.png`); the bytes must be the type the
 * name says; an SVG loses scripts, event handlers and outside references, or is refused if any would remain; a photo
 * is made no wider than the site shows and loses its camera details (photo.ts).
 */
export async function storeUpload(store: DraftStore, draft: Draft, originalName: string, bytes: Buffer): Promise<{ path: string; resized: boolean }> {
  const format = formatOfName(originalName);
  const sent = format === 'svg' ? Buffer.from(sanitizeSvg(bytes.toString('utf8'))) : bytes;
  // The validator's own check (name against magic bytes), so an upload is refused for exactly what a copied file would be.
  const problem = checkImageBytes(originalName, sent).find((each) => each.severity === 'error');
  if (problem) throw new UploadError(problem.message);
  const data = (format && (await keptPhoto(sent, format))) || sent;
  const active = format === 'svg' ? activeSvgParts(data.toString('utf8')) : [];
  if (active.length > 0) throw new UploadError(`This SVG still carries ${active.join(', ')} after cleaning: export the drawing again as plain SVG.`);
  const extension = format === 'jpeg' ? 'jpg' : format;
  const stem = slugify(originalName.replace(/\.[^.]*$/, '')) || 'image';
  for (let count = 1; count < 1000; count++) {
    const name = `${count === 1 ? stem : `${stem}-${count}`}.${extension}`;
    const relativeFile = `${UPLOAD_FOLDER}/${name}`;
    if (existsSync(contentPath(store.root, relativeFile)) || store.uploadTaken(relativeFile)) continue;
    const file = contentPath(draft.checkRoot, relativeFile);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, data, { flag: 'wx' });
    draft.uploads.add(relativeFile);
    store.showUpload(draft, relativeFile);
    return { path: uploadAddress(relativeFile), resized: data !== sent };
  }
  throw new UploadError('Too many pictures with this name: rename the file and upload it again.');
}

async function keptPhoto(bytes: Buffer, format: Parameters<typeof photoAsKept>[1]): Promise<Buffer | undefined> {
  try {
    return await photoAsKept(bytes, format);
  } catch (error) {
    if (error instanceof UnreadablePhotoError) throw new UploadError(error.message);
    throw error;
  }
}
