import { accessSync, constants, mkdirSync, readFileSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ServedPage, SiteModel } from '../model/site-model.js';
import { fingerprint, type OutputTree } from '../support/output-tree.js';
import { SEARCH_INDEX_DIR } from '../../shared/search.js';
import { ENTRY_FILE, mergedEntry, mergedFiles } from './search-bundle.js';
import { indexedHtml, type SearchEntry } from './search-excerpt.js';
import { dropStartedIndexes, indexFolder, startIndex } from './pagefind-index.js';
import { readsInEnglish } from '../manifest/translation/english-marks.js';
import { textMemo } from '../../shared/remember-by-text.js';

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

/**
 * The folder Pagefind reads, one subfolder per language with the pages' own file names: each indexed page's <main>,
 * cut by the renderer that made it, so the HTML is not read back; a page this build did not render is read from
 * dist/ when its language's index has to be made again. Each language is read in one call: Pagefind's threads parse the
 * files, several times faster on a large site than sending pages one by one.
 */
/**
 * What pages not rendered by a build were cut to before, by their HTML's print and entry: a build process that stays up
 * (the editor's Publish) reads again only the pages whose HTML it has not seen, not every page of the language.
 */
// The keys are short (print, path, section): what bounds the memory is the count — at most 4,096 cuts of a few
// kilobytes each, the grown benchmark site's 3,214 pages included (about 30 MB).
const cutBefore = textMemo<string>({ texts: 4096, characters: 1_000_000 });

/** Memory-backed, where the system has it (Linux): the pages Pagefind reads are written and deleted on every build. */
const MEMORY_FOLDER = '/dev/shm';
/** Room to ask of it per indexed page: the pages' cuts average about 20 KB (the grown benchmark site: 62 MB, 3,236). */
const BYTES_PER_PAGE = 64 * 1024;

/** Free bytes in the file system that holds `folder` (undefined where that cannot be told). */
function freeBytesOf(folder: string): number | undefined {
  try {
    const stats = statfsSync(folder);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
}

/**
 * Where a build writes the pages Pagefind reads: in memory when the system offers a folder there with room for them,
 * else beside the index's cache. Creating a file cost this machine's disk 0.5–0.8 ms of kernel time (2026-11-28,
 * 3,000 files: 2.4 s; in /dev/shm 0.03 s), and the grown benchmark site writes 3,236 of them. A container's /dev/shm
 * is often 64 MB (Docker's default): a site that would not fit three times over goes to the disk rather than fail for
 * want of room. The name comes from the cache file, so a build that was killed before it removed the folder has it
 * removed by the next one, not left in memory.
 */
export function searchInputDir(cacheFile: string, pages: number, memory = { folder: MEMORY_FOLDER, freeBytes: freeBytesOf }): string {
  const onDisk = cacheFile.replace(/\.json$/, '-input');
  try {
    accessSync(memory.folder, constants.W_OK);
  } catch {
    return onDisk;
  }
  const free = memory.freeBytes(memory.folder);
  if (free === undefined || free < pages * BYTES_PER_PAGE) return onDisk;
  return join(memory.folder, `site-search-input-${fingerprint(onDisk)}`);
}

export class SearchInput {
  /** The cuts of the pages this build rendered, by HTML file, until their language is written out. */
  private readonly cuts = new Map<string, string>();
  private readonly folders = new Set<string>();
  /** By language: the indexed pages this build renders that are not in yet, and who waits for the last. */
  private readonly pending = new Map<string, { left: number; done: Promise<void>; resolve: () => void }>();

  constructor(
    readonly dir: string,
    private readonly entries: Map<string, SearchEntry>,
    /** What each page's HTML is made from, by HTML file (as the output tree keeps it). */
    private readonly htmlPrints: Map<string, string>,
  ) {
    rmSync(dir, { recursive: true, force: true });
  }

  folder(lang: string): string {
    return join(this.dir, lang);
  }

  /** The indexed pages this build is about to render (`ready` waits for them). */
  expect(htmlFiles: Iterable<string>): void {
    for (const htmlFile of htmlFiles) {
      const lang = this.entries.get(htmlFile)?.lang;
      if (lang === undefined) continue;
      let pending = this.pending.get(lang);
      if (!pending) {
        let resolve = () => {};
        const done = new Promise<void>((settle) => (resolve = settle));
        pending = { left: 0, done, resolve };
        this.pending.set(lang, pending);
      }
      pending.left++;
    }
  }

  /** Settles once every page of `lang` this build renders is in. */
  ready(lang: string): Promise<void> {
    return this.pending.get(lang)?.done ?? Promise.resolve();
  }

  /** A rendered page's cut (`indexedHtml`), kept until its language is written out. */
  add(htmlFile: string, indexed: string): void {
    const lang = this.entries.get(htmlFile)!.lang;
    this.cuts.set(htmlFile, indexed);
    const pending = this.pending.get(lang);
    if (pending && --pending.left === 0) pending.resolve();
  }

  /**
   * Writes every page of `lang` into its folder — the cuts of pages this build rendered, the others cut from their
   * HTML in `outDir` — in one pass in the order of their file names. Pagefind numbers pages in the order it finds them,
   * which is the order the system lists a folder in; a memory-backed folder lists files in the order they were made,
   * so written as pages finished rendering, an incremental build's index differed from a clean build's.
   */
  complete(lang: string, outDir: string): void {
    const files = [...this.entries].filter(([, entry]) => entry.lang === lang).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [htmlFile, entry] of files) {
      const key = `${this.htmlPrints.get(htmlFile)}\t${entry.path}\t${entry.section}`;
      const cut = this.cuts.get(htmlFile) ?? cutBefore(key, () => indexedHtml(readFileSync(join(outDir, htmlFile), 'utf8'), entry));
      this.cuts.delete(htmlFile);
      const target = join(this.folder(lang), htmlFile);
      if (!this.folders.has(dirname(target))) {
        mkdirSync(dirname(target), { recursive: true });
        this.folders.add(dirname(target));
      }
      writeFileSync(target, cut);
    }
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
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
    if (stale.length === 0) await dropStartedIndexes();
    // Each language's files go to dist/ as soon as its index is made (the first while the last is still indexed); a
    // file every language has (Pagefind's script) is written once, and mergedFiles below checks they agree.
    const put = new Set<string>();
    const made = await Promise.all(
      stale.map(async ({ lang, print }, position) => {
        // Each language is indexed as soon as its pages are rendered: the first while the second still renders.
        await searchInput.ready(lang);
        searchInput.complete(lang, outDir);
        const contents = new Map<string, Buffer>();
        let entry = '';
        for (const file of await indexFolder(searchInput.folder(lang), NOT_INDEXED, { slot: position, keepService: position === 0 })) {
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
