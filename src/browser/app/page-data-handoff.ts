// A prerendered page's data is not repeated in its HTML for hydration. The router would write the whole page (its
// text, sources, related pages: a third of an article's HTML) into a script that only the app reads; the browser
// fetches the same data from dist/_data instead, the file a link to the page loads, once the page has painted. The
// HTML keeps the path the loader read (page-data-handoff-server.ts writes it). On a phone's slow connection, that
// brings most pages' HTML within the first round trip (docs/performance.md, "The Arabic pages' largest paint").
import type { AnySerializationAdapter } from '@tanstack/react-router';
import type { SiteLayout, SiteSource } from '../../shared/site-data.js';

/**
 * The browser's half of the router's serialization adapter: the hydration script's page data is the path its loader
 * was given, a string (a page's data is an object) until fetchHandedOffPages puts the data in its place.
 */
export const pageDataReader = { key: 'page', fromSerializable: (path: string) => path } as unknown as AnySerializationAdapter;

/**
 * Gives the router its serialization adapter. Set once made: the constructor's types leave the option to TanStack
 * Start, which this site does not use; the server's dehydration and the browser's hydration read it from
 * router.options.
 */
export function setPageDataAdapter(router: { options: object }, adapter: AnySerializationAdapter): void {
  Object.assign(router.options, { serializationAdapters: [adapter] });
}

/**
 * Before hydrating: fetches the data of each match whose hydration script holds only its path, and puts it where
 * the router reads it once this has run. Tried twice, as the layout is; if it still cannot be fetched (the connection
 * dropped), hydration waits for good and the page stays as the server's HTML, readable and its links plain links, as
 * a page whose layout cannot be fetched stays.
 */
export async function fetchHandedOffPages(source: SiteSource, layout: SiteLayout): Promise<void> {
  for (const match of (window as { $_TSR?: { router?: { matches: { l?: unknown }[] } } }).$_TSR?.router?.matches ?? []) {
    const path = match.l;
    if (typeof path !== 'string') continue;
    const fetchPage = () => source.page(path, layout);
    match.l =
      (await fetchPage()
        .catch(fetchPage)
        .catch(() => undefined)) ?? (await new Promise<never>(() => undefined));
  }
}
