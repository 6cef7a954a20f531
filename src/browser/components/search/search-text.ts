/**
 * The search dialog's words, loaded with the dialog (they move to site.yaml's per-language strings with the Arabic
 * edition, as do the button's, in SearchButton.tsx).
 */
export const SEARCH_TEXT = {
  label: 'Search the site',
  placeholder: 'e.g. e-invoicing, VAT refund',
  close: 'Close search',
  loading: 'Loading search…',
  unavailable: 'Search is not available right now. Please try again, or use the menus.',
  noResults: (query: string) => `No pages match “${query}”. Try another word.`,
  results: (count: number, query: string) => `${count} ${count === 1 ? 'page matches' : 'pages match'} “${query}”`,
  more: (shown: number, count: number) => `Showing the best ${shown} of ${count}. Add a word to narrow the search.`,
};
