import type { SiteLayout } from '../../../shared/site-data.js';
import { FilledText } from '../FilledText.js';

type SearchStrings = Pick<SiteLayout['strings'], 'searchNoResults' | 'searchResultOne' | 'searchResults'>;

/**
 * "13 pages match “vat refund”": the visitor's words isolated in `<bdi>`, so an English query inside an Arabic
 * sentence (or the reverse) keeps its own direction and cannot pull the quotation marks or the count out of place.
 */
export function SearchCount({ strings, count, query }: { strings: SearchStrings; count: number; query: string }) {
  const text = count === 0 ? strings.searchNoResults : count === 1 ? strings.searchResultOne : strings.searchResults;
  return <FilledText text={text} values={{ count, query: <bdi>{query}</bdi> }} />;
}
