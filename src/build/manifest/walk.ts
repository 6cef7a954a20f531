import type { PathSegment } from './problem.js';

/** Keys whose values are links to pages (of this site or others). */
export const LINK_KEYS = new Set(['link', 'thankYouPath']);

/** Keys whose values name an image in content/public/. */
export const IMAGE_KEYS = new Set(['image', 'photo', 'logo', 'defaultImage']);

/** Keys whose values name a markdown file in content/ (a page's body, the home page's about section's body). */
export const MARKDOWN_KEYS = new Set(['body']);

/** Visits every string in the manifest with its key and path. Blog-index entries name their article with `path`: they are visited as a `link`. */
export function walk(value: unknown, path: PathSegment[], visit: (key: string, value: string, path: PathSegment[]) => void): void {
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index], visit));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'string') visit(key, child, [...path, key]);
      else walk(child, [...path, key], visit);
    }
  }
  // Blog-index entries name their article with `path`; treat it as a link.
  if (path.at(-2) === 'posts' && value && typeof value === 'object' && typeof (value as { path?: unknown }).path === 'string') {
    visit('link', (value as { path: string }).path, [...path, 'path']);
  }
}
