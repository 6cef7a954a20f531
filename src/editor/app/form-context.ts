import type { RouteSummary } from './api.js';

/** What the form's own widgets read besides their value: the preview's address and the site's pages. */
export interface FormContext {
  previewOrigin?: string;
  /** The site's pages, for the page picker of link fields. */
  pages: RouteSummary[];
}

export function formContextOf(registry: { formContext?: unknown }): FormContext {
  return { pages: [], ...(registry.formContext as Partial<FormContext> | undefined) };
}
