// What the search index reads of a page. Shared by the renderers, which cut it from each page they render, and
// the build, which cuts it from dist/ for a page it did not render (search-index.ts).

/** How an indexed page is filed: its address, the label of its results and the language whose index it joins. */
export interface SearchEntry {
  path: string;
  section: string;
  lang: string;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * What the index reads of a page: its <main> only (menus, footer and the closing banner are on every page), with
 * the section it belongs to. The served HTML is not changed.
 */
export function indexedHtml(html: string, { section, lang }: SearchEntry): string {
  // Only <main> is sent: the rest of the document (menus, footer, the hydration data) is as long again and unread.
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>') + '</main>'.length);
  const marked = main
    .replace(/^<main\b/, `<main data-pagefind-body data-pagefind-meta="section:${escapeAttribute(section)}"`)
    // The title is kept out of the indexed text (search-index.ts) but is still each result's title.
    .replace(/<h1\b/, '<h1 data-pagefind-meta="title"');
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"></head><body>${marked}</body></html>`;
}
