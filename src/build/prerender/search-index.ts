import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import type { ServedPage, SiteModel } from '../model/site-model.js';
import { fingerprint, type OutputTree } from '../pipeline/output-tree.js';
import { SEARCH_INDEX_DIR } from '../../shared/search.js';
import { indexedHtml, type SearchEntry } from './search-excerpt.js';

/**
 * Parts of <main> that are repeated on many pages or are not reading matter: they would crowd the excerpts, and an
 * article's summary on the home page or the blog index would compete with the article itself.
 */
const NOT_INDEXED = [
  '.not-advice',
  '.post-card',
  '.sidebar',
  '.article-byline',
  '.card-action',
  'form',
  '.toast',
  '[aria-hidden="true"]',
  '.visually-hidden',
  'noscript',
];

/** Pagefind's ready-made interfaces: the site has its own search dialog, so only the engine and the index are served. */
const UNUSED_FILES = /(^|\/)pagefind-(component-ui|modular-ui|ui|highlight)\.|^wasm\.unknown\./;

/** The label a result carries: its service group, "Articles", "Services", or the firm for everything else. */
export function searchSection(page: ServedPage, model: SiteModel): string {
  const { manifest } = model;
  const group = manifest.navigation.groups.find((candidate) => candidate.contents.some((item) => model.canonicalLink(item.link) === page.path));
  if (group) return group.title;
  const { template } = page.route;
  if (template === 'article') return manifest.routes.find((route) => route.template === 'blog-index')?.title ?? 'Articles';
  if (template === 'service') return 'Services';
  return manifest.site.name;
}

/**
 * Every page the sitemap lists (so pages marked noindex, aliases and job pages are left out), by HTML file, with its
 * entry. The render threads cut each of these pages' <main> as they render it (`indexedHtml`).
 */
export function searchEntries(editions: SiteModel[]): Map<string, SearchEntry> {
  const entries = new Map<string, SearchEntry>();
  for (const model of editions) {
    for (const page of model.indexablePages) {
      if (page.htmlFile) entries.set(page.htmlFile, { path: page.path, section: searchSection(page, model), lang: model.locale.code });
    }
  }
  return entries;
}

/**
 * The folder Pagefind reads, with the pages' own file names: each indexed page's <main>, written as the page is
 * rendered, so the HTML is not read back; a page this build did not render is read from dist/ when the index has to be
 * made again. It is read in one call: Pagefind's threads parse the files, several times faster on a large site than
 * sending pages one by one.
 */
export class SearchInput {
  private readonly written = new Set<string>();

  constructor(readonly dir: string) {
    rmSync(dir, { recursive: true, force: true });
  }

  add(htmlFile: string, indexed: string): void {
    const target = join(this.dir, htmlFile);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, indexed);
    this.written.add(htmlFile);
  }

  /** Adds the pages not rendered by this build, from their HTML in `outDir`. */
  complete(entries: Map<string, SearchEntry>, outDir: string): void {
    for (const [htmlFile, entry] of entries) {
      if (!this.written.has(htmlFile)) this.add(htmlFile, indexedHtml(readFileSync(join(outDir, htmlFile), 'utf8'), entry));
    }
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * The Pagefind index of every entry's page, as files to write under dist/pagefind/. Pagefind keeps one index per
 * `<html lang>`, and its script in the browser loads the one of the page it runs on: a visitor searches their own
 * language, with its own stemming. The browser loads it only when a visitor first searches; a static host serves it as
 * it serves the pages.
 */
async function buildSearchIndex(entries: Map<string, SearchEntry>, outDir: string, input: SearchInput): Promise<{ path: string; content: Uint8Array }[]> {
  input.complete(entries, outDir);
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: NOT_INDEXED });
  if (!index) throw new Error(`The search index could not be created: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: input.dir });
    if (added.errors.length > 0) throw new Error(`Indexing the pages for search failed: ${added.errors.join('; ')}`);
    const { files, errors: writeErrors } = await index.getFiles();
    if (writeErrors.length > 0) throw new Error(`The search index could not be written: ${writeErrors.join('; ')}`);
    return files.filter((file) => !UNUSED_FILES.test(file.path)).map((file) => ({ path: `${SEARCH_INDEX_DIR}/${file.path}`, content: file.content }));
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
}

interface SearchIndexCache {
  /** What the index was made from: the indexed pages' HTML prints and this module's settings. */
  print: string;
  /** Each file of that index with its content's fingerprint. */
  files: Record<string, string>;
}

/**
 * Declares the index's files in dist/, making the index again only when an indexed page's HTML (or the set of pages)
 * changed: an edit that re-renders nothing costs no indexing. Returns whether the last index was kept.
 */
export async function writeSearchIndex(input: {
  entries: Map<string, SearchEntry>;
  searchInput: SearchInput;
  outDir: string;
  tree: OutputTree;
  htmlPrints: Map<string, string>;
  cacheFile: string;
}): Promise<{ reused: boolean }> {
  const { entries, outDir, tree, cacheFile, searchInput } = input;
  const pages = [...entries.values()].map(({ path, section }) => `${path}\t${section}\t${input.htmlPrints.get(path)}`);
  const print = fingerprint(JSON.stringify(NOT_INDEXED), ...pages);
  let cached: SearchIndexCache | undefined;
  try {
    cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as SearchIndexCache;
  } catch {
    // First build, or the cache was cleared: index.
  }
  try {
    if (cached?.print === print) {
      const missing = Object.entries(cached.files).filter(([file, contentPrint]) => tree.needs(file, contentPrint));
      if (missing.length === 0) return { reused: true };
    }
    const files: Record<string, string> = {};
    for (const file of await buildSearchIndex(entries, outDir, searchInput)) {
      const content = Buffer.from(file.content);
      tree.put(file.path, content);
      files[file.path] = fingerprint(content);
    }
    mkdirSync(dirname(cacheFile), { recursive: true });
    writeFileSync(cacheFile, JSON.stringify({ print, files } satisfies SearchIndexCache));
    return { reused: false };
  } finally {
    searchInput.remove();
  }
}
