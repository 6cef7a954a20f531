/** Where the build writes the site-search index and Pagefind's loader, under dist/ (the browser imports `/pagefind/pagefind.js`). */
export const SEARCH_INDEX_DIR = 'pagefind';

/** Pagefind's browser module, loaded on a visitor's first search only. */
export const SEARCH_MODULE = `/${SEARCH_INDEX_DIR}/pagefind.js`;

/** A result's page address: Pagefind names a page by its folder (`/Services/` for Services/index.html); the site's have no slash. */
export function pageAddress(indexedUrl: string): string {
  return indexedUrl.length > 1 ? indexedUrl.replace(/\/$/, '') : indexedUrl;
}
