import type { PathSegment } from './problem.js';

/** Keys whose values are links to pages (of this site or others). */
export const LINK_KEYS = new Set(['link', 'thankYouPath']);

/** Keys whose values name an image in content/public/. */
export const IMAGE_KEYS = new Set(['image', 'photo', 'logo', 'defaultImage']);

/** Keys whose values name a markdown file in content/ (a page's body, the home page's about section's body). */
export const MARKDOWN_KEYS = new Set(['body']);

/** A value that names a markdown file: under a body key, a name ending in .md. */
export function namesMarkdownFile(key: string, value: string): boolean {
  // Stryker disable next-line StringLiteral: equivalent — the schema's markdownFile pattern makes every body end in .md
  return MARKDOWN_KEYS.has(key) && value.endsWith('.md');
}

/**
 * Visits every string in the manifest with its key and path; a string in a list (an address's `lines`, opening hours)
 * with the list's key. Blog-index entries name their article with `path`: they are visited as a `link` too. Each visit
 * gets its own copy of the path (checks keep it in their problems); the walk itself shares one, as five checks walk the
 * whole manifest on every validation.
 */
export function walk(value: unknown, path: PathSegment[], visit: (key: string, value: string, path: PathSegment[]) => void): void {
  const at = [...path];
  const descend = (node: unknown): void => {
    if (Array.isArray(node)) {
      const key = String(at.at(-1));
      node.forEach((item: unknown, index) => {
        if (typeof item === 'string') return visit(key, item, [...at, index]);
        // Blog-index entries name their article with `path`; treat it as a link.
        if (key === 'posts' && typeof (item as { path?: unknown }).path === 'string') visit('link', (item as { path: string }).path, [...at, index, 'path']);
        at.push(index);
        descend(item);
        at.pop();
      });
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (typeof child === 'string') visit(key, child, [...at, key]);
        else {
          at.push(key);
          descend(child);
          at.pop();
        }
      }
    }
  };
  descend(value);
}
