import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ServedPage, SiteModel } from '../model/site-model.js';
import { fingerprint, type OutputTree } from '../pipeline/output-tree.js';
import { SEARCH_INDEX_DIR } from '../../shared/search.js';
import { ENTRY_FILE, mergedEntry, mergedFiles } from './search-bundle.js';
import { indexedHtml, type SearchEntry } from './search-excerpt.js';
import { indexFolder } from './pagefind-index.js';
import { readsInEnglish } from '../model/localize.js';
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
 * entry; a translation's pages still in English are left out of its index (localize.ts `readsInEnglish`). The render threads cut each of these pages' <main> as they render it (`indexedHtml`).
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
 * written as the page is rendered, so the HTML is not read back; a page this build did not render is read from dist/
 * when its language's index has to be made again. Each language is read in one call: Pagefind's threads parse the
 * files, several times faster on a large site than sending pages one by one.
 */
/**
 * What pages not rendered by a build were cut to before, by their HTML's print and entry: a build process that stays up
 * (the editor's Publish) reads again only the pages whose HTML it has not seen, not every page of the language.
 */
// The keys are short (print, path, section): what bounds the memory is the count — at most 4,096 cuts of a few
// kilobytes each, the grown benchmark site's 3,214 pages included (about 30 MB).
const cutBefore = textMemo<string>({ texts: 4096, characters: 1_000_000 });

export class SearchInput {
  private readonly written = new Set<string>();
  private readonly folders = new Set<string>();

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

  add(htmlFile: string, indexed: string): void {
    const target = join(this.folder(this.entries.get(htmlFile)!.lang), htmlFile);
    if (!this.folders.has(dirname(target))) {
      mkdirSync(dirname(target), { recursive: true });
      this.folders.add(dirname(target));
    }
    writeFileSync(target, indexed);
    this.written.add(htmlFile);
  }

  /** Adds the pages of `lang` not rendered by this build, from their HTML in `outDir`. */
  complete(lang: string, outDir: string): void {
    for (const [htmlFile, entry] of this.entries) {
      if (entry.lang !== lang || this.written.has(htmlFile)) continue;
      const key = `${this.htmlPrints.get(htmlFile)}\t${entry.path}\t${entry.section}`;
      this.add(
        htmlFile,
        cutBefore(key, () => indexedHtml(readFileSync(join(outDir, htmlFile), 'utf8'), entry)),
      );
    }
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

interface LanguageIndexCache {
  /** What the index was made from: the language's indexed pages' HTML prints and this module's settings. */
  print: string;
  /** Each file of that index (its entry file aside) with its content's fingerprint. */
  files: Record<string, string>;
  /** The language's own entry file. */
  entry: string;
}

/** One language's index: from the cache, or made now (then with its files' contents). */
interface LanguageIndex extends LanguageIndexCache {
  lang: string;
  made?: Map<string, Buffer>;
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
    const made = await Promise.all(
      stale.map(async ({ lang, print }, position) => {
        searchInput.complete(lang, outDir);
        const contents = new Map<string, Buffer>();
        let entry = '';
        for (const file of await indexFolder(searchInput.folder(lang), NOT_INDEXED, { slot: position, keepService: position === 0 })) {
          if (file.path === ENTRY_FILE) entry = Buffer.from(file.content).toString('utf8');
          else if (!UNUSED_FILES.test(file.path)) contents.set(`${SEARCH_INDEX_DIR}/${file.path}`, Buffer.from(file.content));
        }
        const files = Object.fromEntries([...contents].map(([file, content]) => [file, fingerprint(content)]));
        const index: LanguageIndex = { lang, print, files, entry, made: contents };
        mkdirSync(dirname(cacheFileOf(lang)), { recursive: true });
        writeFileSync(cacheFileOf(lang), JSON.stringify({ print, files, entry } satisfies LanguageIndexCache));
        return index;
      }),
    );
    const all = [...kept, ...made].sort((a, b) => languages.indexOf(a.lang) - languages.indexOf(b.lang));
    mergedFiles(all);
    const put = new Set<string>();
    for (const { made: contents } of made) {
      for (const [file, content] of contents!) {
        if (put.has(file)) continue; // A file every language has (Pagefind's script), the same in each.
        put.add(file);
        tree.put(file, content);
      }
    }
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
