import { readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parse } from 'yaml';
import { filesUnder } from '../../shared/files-under.js';
import { EXTENSION_FORMATS } from '../../build/images/sniff.js';
import { labelFor } from '../shared/labels.js';
import type { Draft } from './draft.js';
import { contentPath, readIfExists } from './files.js';
import { uploadAddress } from './upload-address.js';

/** Where the site's pictures are, inside content/ (served from `/images/`). */
export const PICTURE_FOLDER = 'public/images';

/** Where a picture is used: a page (by its title and address), a site-wide setting, or another text file. */
export interface PictureUse {
  label: string;
  path?: string;
}

export interface Picture {
  /** The address pages use, e.g. `/images/team/amira.jpg`. */
  address: string;
  bytes: number;
  /** Uploaded by this tab and not yet saved: it goes when the draft is discarded. */
  unsaved: boolean;
  uses: PictureUse[];
}

type Data = Record<string, unknown>;

const isPicture = (name: string) => (name.split('.').pop()?.toLowerCase() ?? '') in EXTENSION_FORMATS;

/** `/images/x.png` → `public/images/x.png`, or undefined for anything that is not a picture's address under /images/. */
export function pictureFile(address: unknown): string | undefined {
  if (typeof address !== 'string' || !address.startsWith('/images/') || !isPicture(address)) return undefined;
  if (address.split('/').some((part) => part === '..' || part === '.') || address.includes('\\') || address.includes('\0')) return undefined;
  return `public${address}`;
}

/** The address written anywhere in `text`, not as the start of a longer name (`/images/a.png` is not in `/images/a.png.old`). */
const mentions = (text: string, address: string) => new RegExp(`${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w.-])`).test(text);

/**
 * Where each of `addresses` is used, as the draft sees the site (its own unsaved edits included) and as it is saved:
 * pages by title and address (their fields and their texts in both languages), site-wide settings by name, any
 * other text under content/ by its file name.
 */
export function pictureUses(root: string, draft: Draft, addresses: string[]): Map<string, PictureUse[]> {
  const uses = new Map(addresses.map((address) => [address, [] as PictureUse[]]));
  const note = (text: string, use: PictureUse) => {
    for (const address of addresses) {
      const list = uses.get(address)!;
      if (mentions(text, address) && !list.some((each) => each.label === use.label && each.path === use.path)) list.push(use);
    }
  };
  const bodiesOfPages = new Set<string>();
  for (const text of [draft.text, readFileSync(join(root, 'site.yaml'), 'utf8')]) {
    const site = (parse(text) ?? {}) as Data;
    for (const [key, value] of Object.entries(site)) {
      if (key !== 'routes') note(JSON.stringify(value), { label: `Site settings: ${labelFor(key)}` });
    }
    for (const route of Array.isArray(site.routes) ? (site.routes as Data[]) : []) {
      const page = { label: String(route.title || route.heading || route.path), path: String(route.path) };
      note(JSON.stringify(route), page);
      if (typeof route.body !== 'string') continue;
      for (const body of [route.body, `ar/${route.body}`]) {
        bodiesOfPages.add(body);
        // Not draft.body(): reading through it would count as this tab having read the page text.
        note(`${draft.bodies.get(body) ?? ''}\n${readIfExists(contentPath(root, body)) ?? ''}`, page);
      }
    }
  }
  // Texts no page names as its own (an include, a stray file): named by file, as the review would.
  for (const file of filesUnder(join(root, 'content'))) {
    if (file.endsWith('.md') && !bodiesOfPages.has(file)) note(readFileSync(join(root, 'content', file), 'utf8'), { label: `The text file content/${file}` });
  }
  return uses;
}

/** The site's pictures under content/public/images, and the ones this draft uploaded, with where each is used. */
export function listPictures(root: string, draft: Draft): Picture[] {
  const saved = filesUnder(contentPath(root, PICTURE_FOLDER)).map((name) => posix.join(PICTURE_FOLDER, name));
  const unsaved = [...draft.uploads].filter((file) => !saved.includes(file));
  const files = [...saved, ...unsaved].filter(isPicture);
  const addresses = files.map(uploadAddress);
  const uses = pictureUses(root, draft, addresses);
  return files
    .map((file, index) => {
      const onDisk = contentPath(unsaved.includes(file) ? draft.checkRoot : root, file);
      return { address: addresses[index], bytes: statSync(onDisk).size, unsaved: unsaved.includes(file), uses: uses.get(addresses[index]) ?? [] };
    })
    .sort((a, b) => Number(b.unsaved) - Number(a.unsaved) || a.address.localeCompare(b.address));
}
