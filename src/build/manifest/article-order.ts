import type { ArticleRoute, BlogIndexRoute, LinkItem, Route } from '../../generated/manifest-types.gen.js';
import { pathKey } from '../../shared/paths.js';

/** How many other articles an article's "Recent Posts" sidebar lists. */
export const RECENT_POSTS = 8;

/** Articles newest first (ties by path), the order of /Blogs' recent lists, the home page and the feeds. */
export function articlesNewestFirst(routes: readonly Route[]): ArticleRoute[] {
  return routes
    .filter((route): route is ArticleRoute => route.template === 'article')
    .sort((a, b) => b.date.localeCompare(a.date) || a.path.localeCompare(b.path));
}

/** One card of a blog index: an article, and the second link its `posts` entry gives it, if any. */
export interface BlogIndexCard {
  article: ArticleRoute;
  /** The index's `posts` entry for this article: its place in that list (its translation's too) and its second link. */
  entry?: { index: number; alsoLink?: LinkItem };
}

/**
 * The cards of a blog index, derived from the pages: every article, newest first, but those marked
 * `hideFromBlogIndex: true`. An article added to the site is listed by itself; nobody keeps the list by hand.
 */
export function blogIndexCards(newestFirst: readonly ArticleRoute[], index: BlogIndexRoute): BlogIndexCard[] {
  const entries = new Map((index.posts ?? []).map((entry, position) => [pathKey(entry.path), { index: position, alsoLink: entry.alsoLink }]));
  return newestFirst
    .filter((article) => !article.hideFromBlogIndex)
    .map((article) => {
      const entry = entries.get(pathKey(article.path));
      return entry ? { article, entry } : { article };
    });
}

/** Whether any blog index lists the article: one that is not a draft, as drafts are left out of the published site. */
export function listedOnBlogIndex(routes: readonly Route[], article: ArticleRoute): boolean {
  return !article.hideFromBlogIndex && routes.some((route) => route.template === 'blog-index' && !route.draft);
}
