/**
 * Where the server shows a page of the saved, unpublished site: `/edit/preview` followed by the page's own address
 * (`/edit/preview/about`, `/edit/preview/ar/about`). One rule, read by the server's routes and the editor's buttons.
 */
export const PREVIEW_PREFIX = '/edit/preview';

/** The preview address of a page path (`/` → `/edit/preview/`); `draft` names a tab whose unsaved edits it shows. */
export function previewAddress(path: string, draft?: string): string {
  const address = `${PREVIEW_PREFIX}${path === '/' ? '/' : path}`;
  return draft ? `${address}?draft=${encodeURIComponent(draft)}` : address;
}

/** The page path a preview address shows (`/edit/preview/ar/about` → `/ar/about`), or undefined for any other address. */
export function previewedPath(address: string): string | undefined {
  if (address !== PREVIEW_PREFIX && !address.startsWith(`${PREVIEW_PREFIX}/`)) return undefined;
  return address.slice(PREVIEW_PREFIX.length) || '/';
}
