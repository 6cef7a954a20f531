import type { ArticleRoute, Route } from '../../generated/manifest-types.gen.js';

/** How many other articles an article's "Recent Posts" sidebar lists. */
export const RECENT_POSTS = 8;

/** Articles newest first (ties by path), the order of /Blogs' recent lists, the home page and the feeds. */
export function articlesNewestFirst(routes: readonly Route[]): ArticleRoute[] {
  return routes
    .filter((route): route is ArticleRoute => route.template === 'article')
    .sort((a, b) => b.date.localeCompare(a.date) || a.path.localeCompare(b.path));
}
