import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import type { ServedPage, SiteModel } from '../model/site-model.js';
import { fingerprint, type OutputTree } from '../pipeline/output-tree.js';
import { SEARCH_INDEX_DIR } from '../../shared/search.js';

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

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

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
 * What the index reads of a page: its <main> only (menus, footer and the closing banner are on every page), with
 * the section it belongs to. The served HTML is not changed.
 */
function indexedHtml(html: string, section: string, lang: string): string {
  // Only <main> is sent: the rest of the document (menus, footer, the hydration data) is as long again and unread.
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>') + '</main>'.length);
  const marked = main.replace(/^<main\b/, `<main data-pagefind-body data-pagefind-meta="section:${escapeAttribute(section)}"`);
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"></head><body>${marked}</body></html>`;
}

/**
 * The Pagefind index of every page the sitemap lists (so pages marked noindex, aliases and job pages are left out),
 * as files to write under dist/pagefind/. Pagefind keeps one index per `<html lang>`, and its script in the browser
 * loads the one of the page it runs on: a visitor searches their own language, with its own stemming. The browser
 * loads it only when a visitor first searches; a static host serves it as it serves the pages.
 */
async function buildSearchIndex(editions: SiteModel[], outDir: string, inputDir: string): Promise<{ path: string; content: Uint8Array }[]> {
  // What Pagefind reads, written beside the build's cache with the pages' own file names, then read in one call: its
  // own threads parse them, several times faster on a large site than sending pages one by one.
  rmSync(inputDir, { recursive: true, force: true });
  for (const model of editions) {
    for (const page of model.indexablePages) {
      if (!page.htmlFile) continue;
      const target = join(inputDir, page.htmlFile);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, indexedHtml(readFileSync(join(outDir, page.htmlFile), 'utf8'), searchSection(page, model), model.locale.code));
    }
  }
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: NOT_INDEXED });
  if (!index) throw new Error(`The search index could not be created: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: inputDir });
    if (added.errors.length > 0) throw new Error(`Indexing the pages for search failed: ${added.errors.join('; ')}`);
    const { files, errors: writeErrors } = await index.getFiles();
    if (writeErrors.length > 0) throw new Error(`The search index could not be written: ${writeErrors.join('; ')}`);
    return files.filter((file) => !UNUSED_FILES.test(file.path)).map((file) => ({ path: `${SEARCH_INDEX_DIR}/${file.path}`, content: file.content }));
  } finally {
    await index.deleteIndex();
    await pagefind.close();
    rmSync(inputDir, { recursive: true, force: true });
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
  editions: SiteModel[];
  outDir: string;
  tree: OutputTree;
  htmlPrints: Map<string, string>;
  cacheFile: string;
}): Promise<{ reused: boolean }> {
  const { editions, outDir, tree, cacheFile } = input;
  const pages = editions.flatMap((model) =>
    model.indexablePages.map((page) => `${page.path}\t${searchSection(page, model)}\t${input.htmlPrints.get(page.path)}`),
  );
  const print = fingerprint(JSON.stringify(NOT_INDEXED), ...pages);
  let cached: SearchIndexCache | undefined;
  try {
    cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as SearchIndexCache;
  } catch {
    // First build, or the cache was cleared: index.
  }
  if (cached?.print === print) {
    const missing = Object.entries(cached.files).filter(([file, contentPrint]) => tree.needs(file, contentPrint));
    if (missing.length === 0) return { reused: true };
  }
  const files: Record<string, string> = {};
  // Named like the cache file, so builds of other copies sharing node_modules/.cache never share it.
  for (const file of await buildSearchIndex(editions, outDir, cacheFile.replace(/\.json$/, '-input'))) {
    const content = Buffer.from(file.content);
    tree.put(file.path, content);
    files[file.path] = fingerprint(content);
  }
  mkdirSync(dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, JSON.stringify({ print, files } satisfies SearchIndexCache));
  return { reused: false };
}
