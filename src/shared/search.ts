/** Where the build writes the site-search index and Pagefind's loader, under dist/ (the browser imports `/pagefind/pagefind.js`). */
export const SEARCH_INDEX_DIR = 'pagefind';

/** Pagefind's browser module, loaded on a visitor's first search only. */
export const SEARCH_MODULE = `/${SEARCH_INDEX_DIR}/pagefind.js`;
