import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ServedPage, SiteModel } from '../model/site-model.js';
import { fingerprint, type OutputTree } from '../support/output-tree.js';
import { SEARCH_INDEX_DIR } from '../../shared/search.js';
import { ENTRY_FILE, mergedEntry, mergedFiles } from './search-bundle.js';
import type { SearchEntry } from './search-excerpt.js';
import type { SearchInput } from './search-input.js';
import { dropStartedIndexes, indexFolder, startIndex } from './pagefind-index.js';
import { readsInEnglish } from '../manifest/translation/english-marks.js';

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
  // The band above the text: its label ("Service details"), the title (every result shows it already, as its title)
  // and the review date. Left in, an excerpt of a page whose title matched began "details. VAT refund service.
  // Reviewed 23 November 2026." instead of with the page's own words. The title still titles the result
  // (search-excerpt.ts marks the h1 as its metadata).
  '.page-intro .eyebrow',
  '.page-intro h1',
  '.page-intro .reviewed',
  '[aria-hidden="true"]',
  '.visually-hidden',
  'noscript',
];

/**
 * At most this many pages of a language still rendering when its other pages are ready are sent to Pagefind one by
 * one as they come; more wait for one read of the whole folder, which parses them on all cores.
 */
export const LATE_PAGES = 20;

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
 * entry; a translation's pages still in English are left out of its index (localize.ts `readsInEnglish`). The renderers cut each of these pages' <main> as they render it (`indexedHtml`).
 */
export function searchEntries(editions: SiteModel[]): Map<string, SearchEntry> {
  const entries = new Map<string, SearchEntry>();
  for (const model of editions) {
    for (const page of model.indexablePages) {
      if (page.htmlFile && !readsInEnglish(page.route))
        entries.set(page.htmlFile, { path: page.path, section: searchSection(page, model), lang: model.locale.code });
    }
  }
  return entries;
}

/** Starts the process of the first language's index while the build validates (`startIndex`). */
export function startSearchIndex(): void {
  startIndex(NOT_INDEXED, 0);
}

interface LanguageIndexCache {
  /** What the index was made from: the language's indexed pages' HTML prints and this module's settings. */
  print: string;
  /** Each file of that index (its entry file aside) with its content's fingerprint. */
  files: Record<string, string>;
  /** The language's own entry file. */
  entry: string;
}

/** One language's index, from the cache or made now. */
interface LanguageIndex extends LanguageIndexCache {
  lang: string;
}

export interface SearchIndexing {
  done: Promise<{ indexed: string[] }>;
  /**
   * Settles once Pagefind has been asked to read the folder of every language to index again (`folders`), or has every
   * page (`pages`), or the index failed; after a turn of the event loop, so that the requests are on their way.
   */
  sent(what: 'folders' | 'pages'): Promise<void>;
}

/** `writeSearchIndex`, begun. A failure is the caller's when it awaits `done`, never an unhandled rejection meanwhile. */
export function indexForSearch(input: Omit<Parameters<typeof writeSearchIndex>[0], 'onSent'>): SearchIndexing {
  const settle = { folders: () => {}, pages: () => {} };
  const handed = {
    folders: new Promise<void>((resolve) => (settle.folders = resolve)),
    pages: new Promise<void>((resolve) => (settle.pages = resolve)),
  };
  const done = writeSearchIndex({ ...input, onSent: (what) => settle[what]() });
  done.catch(() => {});
  const ended = done.then(
    () => {},
    () => {},
  );
  return { done, sent: (what) => Promise.race([handed[what], ended]).then(() => new Promise((resolve) => setImmediate(resolve))) };
}

/**
 * Declares the search index's files in dist/ (pagefind/): one Pagefind index per language, served as one bundle whose
 * script loads the index of the page's `<html lang>`, so a visitor searches their own language with its own stemming.
 * The browser loads it only when a visitor first searches; a static host serves it as it serves the pages. A language's
 * index is made again only when one of its indexed pages' HTML (or the set of its pages) changed: an edit to an
 * English page leaves the Arabic index as it was, and an edit that re-renders nothing costs no indexing. Returns the
 * languages indexed again.
 */
export async function writeSearchIndex(input: {
  entries: Map<string, SearchEntry>;
  searchInput: SearchInput;
  outDir: string;
  tree: OutputTree;
  htmlPrints: Map<string, string>;
  cacheFile: string;
  /**
   * Called once every language to index again has been sent to Pagefind: `folders` when it has been asked to read its
   * folder, `pages` when it has every page (both at once when no language has to be indexed again).
   */
  onSent?: (what: 'folders' | 'pages') => void;
}): Promise<{ indexed: string[] }> {
  const { entries, outDir, tree, cacheFile, searchInput } = input;
  const languages = [...new Set([...entries.values()].map((entry) => entry.lang))];
  const cacheFileOf = (lang: string) => cacheFile.replace(/\.json$/, `-${lang}.json`);
  try {
    const stale: { lang: string; print: string }[] = [];
    const kept: LanguageIndex[] = [];
    for (const lang of languages) {
      const pages = [...entries].filter(([, entry]) => entry.lang === lang);
      const print = fingerprint(
        JSON.stringify(NOT_INDEXED),
        ...pages.map(([htmlFile, { path, section }]) => `${path}\t${section}\t${input.htmlPrints.get(htmlFile)}`),
      );
      const cached = readCache(cacheFileOf(lang));
      // `needs` declares each file, as the merged bundle below will again.
      const complete = cached?.print === print && Object.entries(cached.files).filter(([file, filePrint]) => tree.needs(file, filePrint)).length === 0;
      if (complete) kept.push({ ...cached, lang });
      else stale.push({ lang, print });
    }
    const countdown = (what: 'folders' | 'pages') => {
      let left = stale.length;
      if (left === 0) input.onSent?.(what);
      return () => {
        if (--left === 0) input.onSent?.(what);
      };
    };
    const folderSent = countdown('folders');
    const allSent = countdown('pages');
    if (stale.length === 0) await dropStartedIndexes();
    // Each language's files go to dist/ as soon as its index is made (the first while the last is still indexed); a
    // file every language has (Pagefind's script) is written once, and mergedFiles below checks they agree.
    const put = new Set<string>();
    const made = await Promise.all(
      stale.map(async ({ lang, print }, position) => {
        // Each language is indexed as soon as its pages are rendered: the first while the second still renders. Its
        // other pages are written meanwhile, while this thread waits for the renderers.
        await searchInput.prepare(lang, outDir);
        // A few pages still to render (after a one-page edit): Pagefind reads the others now, on the other core, and
        // takes those as they come; after a larger change, every page once they are all rendered.
        const placeholders = searchInput.placeholders(lang);
        const late = placeholders > 0 && placeholders <= LATE_PAGES;
        if (!late) {
          await searchInput.ready(lang);
          searchInput.complete(lang);
        }
        const indexing = indexFolder(searchInput.folder(lang), NOT_INDEXED, {
          slot: position,
          keepService: position === 0,
          late: late ? () => searchInput.lateCuts(lang) : undefined,
          onFolderSent: folderSent,
          onAllSent: allSent,
        });
        const contents = new Map<string, Buffer>();
        let entry = '';
        for (const file of await indexing) {
          if (file.path === ENTRY_FILE) entry = Buffer.from(file.content).toString('utf8');
          else if (!UNUSED_FILES.test(file.path)) contents.set(`${SEARCH_INDEX_DIR}/${file.path}`, Buffer.from(file.content));
        }
        for (const [file, content] of contents) {
          if (put.has(file)) continue;
          put.add(file);
          tree.put(file, content);
        }
        const files = Object.fromEntries([...contents].map(([file, content]) => [file, fingerprint(content)]));
        const index: LanguageIndex = { lang, print, files, entry };
        mkdirSync(dirname(cacheFileOf(lang)), { recursive: true });
        writeFileSync(cacheFileOf(lang), JSON.stringify({ print, files, entry } satisfies LanguageIndexCache));
        return index;
      }),
    );
    const all = [...kept, ...made].sort((a, b) => languages.indexOf(a.lang) - languages.indexOf(b.lang));
    mergedFiles(all);
    tree.put(`${SEARCH_INDEX_DIR}/${ENTRY_FILE}`, mergedEntry(all.map(({ entry }) => entry)));
    return { indexed: made.map(({ lang }) => lang) };
  } finally {
    searchInput.remove();
  }
}

function readCache(file: string): LanguageIndexCache | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LanguageIndexCache;
  } catch {
    return undefined; // First build, or the cache was cleared: index.
  }
}
