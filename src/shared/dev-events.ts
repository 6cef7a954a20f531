/** Sent by the dev server when site.yaml or a markdown file changed and is valid: open pages fetch their data again. */
export const SITE_DATA_EVENT = 'site:data-changed';

/** Sent by a page once hydrated: the dev server answers with the current problems, for the overlay. */
export const SITE_PROBLEMS_REQUEST = 'site:problems?';
