// The order of /Blogs' recent lists, the home page's latest articles and the feeds: newest first, and articles of one
// day always in the same order (by address), so two builds of the same site list them alike.
import { describe, expect, it } from 'vitest';
import { articlesNewestFirst } from '../../../src/build/manifest/article-order.js';
import type { Route } from '../../../src/generated/manifest-types.gen.js';

const article = (path: string, date: string) => ({ path, date, template: 'article' }) as Route;

describe('articles newest first', () => {
  it('by date, then by address for articles of the same day; other pages are not articles', () => {
    const routes = [
      article('/blogs/b-vat', '2026-05-10'),
      { path: '/Blogs', template: 'blog-index' } as Route,
      article('/blogs/old', '2025-01-02'),
      article('/blogs/a-tax', '2026-05-10'),
      article('/blogs/new', '2026-11-25'),
    ];
    expect(articlesNewestFirst(routes).map((route) => route.path)).toEqual(['/blogs/new', '/blogs/a-tax', '/blogs/b-vat', '/blogs/old']);
    // Whatever order site.yaml lists them in.
    expect(articlesNewestFirst([...routes].reverse()).map((route) => route.path)).toEqual(['/blogs/new', '/blogs/a-tax', '/blogs/b-vat', '/blogs/old']);
  });
});
