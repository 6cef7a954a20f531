import { loadPage, type PagePayload, type SiteLayout, type SiteSource } from '../../shared/site-data.js';

async function fetchJson<T>(file: string): Promise<T | undefined> {
  const response = await fetch(`/${file}`);
  // A missing page is a 404 (a static host may answer it with its 404 page's HTML): not an error.
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`Loading /${file} answered HTTP ${response.status}.`);
  return (await response.json()) as T;
}

/**
 * The browser's source for one edition (`layoutFile` is its layout's): the JSON files the build wrote to dist/_data.
 * A page's file is fetched on client-side navigation (and on hover, as the router preloads on intent); the page
 * first opened carries its own data in its HTML. The layout is fetched once per document, before hydration, and
 * the head's preload has it on its way beside the scripts.
 */
export function fetchingSiteSource(layoutFile: string): SiteSource & { forget(): void } {
  let layout: Promise<SiteLayout> | undefined;
  return {
    /** Drops the cached layout, so the next load fetches it again (the dev server's content updates). */
    forget: () => {
      layout = undefined;
    },
    layout: () =>
      (layout ??= fetchJson<SiteLayout>(layoutFile).then((value) => {
        if (!value) throw new Error(`/${layoutFile} is missing.`);
        return value;
      })),
    page: (path, siteLayout) => loadPage(path, siteLayout, (file) => fetchJson<PagePayload>(file)),
  };
}
