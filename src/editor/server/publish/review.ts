import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { ReviewItem, Review } from '../../shared/review.js';
import { wordDiff } from '../../shared/word-diff.js';
import { authorsFile, readAuthors, type Authors } from './authors.js';
import { savedState } from './saved-state.js';
import { headCommit, isRepository, liveFile, siteFileChanges } from './git.js';
import { manifestChanges, newLawDates } from './manifest-diff.js';
import { dubaiToday } from '../../../shared/law/register.js';

type Data = Record<string, unknown>;

const IMAGE = /\.(png|jpe?g|webp|avif|gif|svg)$/i;
/** Parsed manifests by their text: parsing the site's is most of a review's time, and the live one rarely changes. */
const parsed = new Map<string, Data>();
function parse(text: string | undefined): Data {
  if (!text) return {};
  const key = createHash('sha256').update(text).digest('hex');
  let data = parsed.get(key);
  if (!data) {
    data = ((parseYaml(text) as Data | null) ?? {}) as Data;
    if (parsed.size >= 4) parsed.delete(parsed.keys().next().value as string);
    parsed.set(key, data);
  }
  return structuredClone(data);
}

/** Where a publish keeps the site.yaml it put live, for a review in a site folder without git. */
export const liveManifestFile = (publishedDir: string) => join(publishedDir, 'live-site.yaml');
const readLiveManifest = (publishedDir: string) =>
  existsSync(liveManifestFile(publishedDir)) ? readFileSync(liveManifestFile(publishedDir), 'utf8') : undefined;

/** The key authors.ts keeps a review item's savers under. */
export function authorKey(item: ReviewItem): string {
  switch (item.kind) {
    case 'guarded':
      return `setting:${item.key}`;
    case 'page':
      return `page:${item.path}`;
    case 'setting':
      return `setting:${item.key}`;
    case 'order':
      return 'order';
    case 'file':
      return `file:${item.file}`;
  }
}

/** What a review is made from, cheaply told: the saved files' names, sizes and times, the live commit, who saved, the day. */
function reviewInputs(siteRoot: string, publishedDir: string, repository: boolean): string {
  const stamp = (file: string) => (existsSync(file) ? `${statSync(file).size}:${statSync(file).mtimeMs}` : '-');
  const live = repository ? headCommit(siteRoot) : stamp(liveManifestFile(publishedDir));
  return [siteRoot, savedState(siteRoot), live, stamp(authorsFile(publishedDir)), dubaiToday()].join('\0');
}

/** The last review made: the publish that follows the dialog's review finds it here instead of making it again. */
let lastReview: { inputs: string; review: Review } | undefined;

/**
 * Everything a publish would change on the live site: the saved site files against those of the last publish (its
 * git commit), as review items. A page's own text (content/<body>, content/ar/<body>) is shown with its page, word
 * by word; any other file is listed as added, changed or removed. The version fingerprints the lot, bytes included.
 */
export function buildReview(siteRoot: string, publishedDir: string): Review {
  const repository = isRepository(siteRoot);
  const inputs = reviewInputs(siteRoot, publishedDir, repository);
  if (lastReview?.inputs !== inputs) lastReview = { inputs, review: makeReview(siteRoot, publishedDir, repository) };
  return lastReview.review;
}

function makeReview(siteRoot: string, publishedDir: string, repository: boolean): Review {
  const savedText = readFileSync(join(siteRoot, 'site.yaml'), 'utf8');
  const liveText = repository ? liveFile(siteRoot, 'site.yaml')?.toString('utf8') : readLiveManifest(publishedDir);
  const saved = parse(savedText);
  const live = parse(liveText ?? savedText);
  const items = manifestChanges(live, saved);
  const fingerprint = createHash('sha256').update(`${repository ? headCommit(siteRoot) : ''}\0${savedText}\0`);

  const pagesByBody = new Map<string, Data>();
  for (const route of Array.isArray(saved.routes) ? (saved.routes as Data[]) : []) {
    if (typeof route.body === 'string') pagesByBody.set(route.body, route);
  }
  for (const { file, change } of repository ? siteFileChanges(siteRoot) : []) {
    if (file === 'site.yaml') continue;
    const path = join(siteRoot, file);
    const bytes = existsSync(path) ? readFileSync(path) : undefined;
    fingerprint.update(`${file}\0${change}\0${bytes ? createHash('sha256').update(bytes).digest('hex') : '-'}\0`);
    const body = file.replace(/^content\//, '');
    const english = body.replace(/^ar\//, '');
    const page = file.endsWith('.md') ? pagesByBody.get(english) : undefined;
    if (page) {
      const field = `Page text (${body.startsWith('ar/') ? 'Arabic' : 'English'})`;
      const words = wordDiff(liveFile(siteRoot, file)?.toString('utf8') ?? '', bytes?.toString('utf8') ?? '');
      pageItem(items, page).fields.push({ field, words });
    } else items.push({ kind: 'file', change, file, image: IMAGE.test(file), authors: [] });
  }
  return {
    version: fingerprint.digest('hex').slice(0, 24),
    items: withAuthors(items, readAuthors(publishedDir)),
    complete: repository,
    lawDates: newLawDates(live, saved, dubaiToday()),
  };
}

/** The page's review item, made (as changed) when only its text changed. */
function pageItem(items: ReviewItem[], route: Data): Extract<ReviewItem, { kind: 'page' }> {
  const path = String(route.path);
  const found = items.find((item): item is Extract<ReviewItem, { kind: 'page' }> => item.kind === 'page' && item.path === path);
  if (found) return found;
  const ar = (route.ar ?? {}) as Data;
  const item: ReviewItem = {
    kind: 'page',
    change: 'changed',
    path,
    title: String(route.title || route.heading || path),
    ...(ar.title ? { arabicTitle: String(ar.title) } : {}),
    fields: [],
    authors: [],
  };
  items.push(item);
  return item;
}

function withAuthors(items: ReviewItem[], authors: Authors): ReviewItem[] {
  return items.map((item) => ({ ...item, authors: authors[authorKey(item)] ?? [] }));
}
