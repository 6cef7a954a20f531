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
