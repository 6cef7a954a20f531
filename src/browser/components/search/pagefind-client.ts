import { pageAddress, SEARCH_MODULE } from '../../../shared/search.js';

/** One search hit as Pagefind describes it once its fragment is loaded. */
export interface SearchHit {
  url: string;
  title: string;
  section?: string;
  /** Pagefind's excerpt: escaped text with the matched words in <mark>. */
  excerpt: string;
}

interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; meta: Record<string, string | undefined> }>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(query: string, options?: Record<string, unknown>, delayMs?: number): Promise<{ results: PagefindResult[] } | null>;
}

/** How many hits are loaded and shown; the rest are counted. */
export const HITS_SHOWN = 8;

let engine: Promise<Pagefind> | undefined;

/** Pagefind's module and index, fetched once per visit (the build writes them to /pagefind/). */
export function loadSearchEngine(): Promise<Pagefind> {
  engine ??= (import(/* @vite-ignore */ SEARCH_MODULE) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options({ excerptLength: 26 });
    await pagefind.init();
    return pagefind;
  });
  // A failed load (offline, or `npm run dev`, which has no index) may be retried on the next search.
  engine.catch(() => (engine = undefined));
  return engine;
}

/** The best hits for `query` and how many pages matched; undefined when a newer query superseded this one. */
export async function searchSite(query: string): Promise<{ hits: SearchHit[]; count: number } | undefined> {
  const pagefind = await loadSearchEngine();
  const found = await pagefind.debouncedSearch(query, {}, 200);
  if (!found) return undefined;
  const hits = await Promise.all(
    found.results.slice(0, HITS_SHOWN).map(async (result) => {
      const data = await result.data();
      const url = pageAddress(data.url);
      return { url, title: data.meta.title ?? url, section: data.meta.section, excerpt: data.excerpt };
    }),
  );
  return { hits, count: found.results.length };
}
