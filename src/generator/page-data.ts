import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ArticleRoute, Route, SiteManifest } from '../manifest/types.gen.js';
import { hasParams, isInternal, linkTarget, matchesDeclared } from '../manifest/paths.js';
import type { PageData, PostSummary } from '../templates/page-data.js';
import { createMarkdownRenderer } from './markdown.js';

const RECENT_POSTS = 8;
const LINK_KEYS = new Set(['link', 'thankYouPath', 'path']);

export interface SiteModel {
  manifest: SiteManifest;
  /** Rewrites an internal link to its route's declared spelling: `/contact-us` → `/Contact-Us`. */
  canonicalLink(link: string): string;
  renderMarkdownFile(file: string): string;
  articlesNewestFirst: ArticleRoute[];
}

export function createSiteModel(manifest: SiteManifest, contentDir: string): SiteModel {
  const declared = manifest.routes.map((route) => route.path).filter((path) => !hasParams(path));
  const canonicalLink = (link: string): string => {
    if (!isInternal(link)) return link;
    const target = linkTarget(link);
    const match = declared.find((path) => matchesDeclared(path, target));
    return match ? match + link.slice(target.length) : link;
  };
  const render = createMarkdownRenderer(canonicalLink);
  const cache = new Map<string, string>();
  const renderMarkdownFile = (file: string) => {
    let html = cache.get(file);
    if (html === undefined) {
      html = render(readFileSync(join(contentDir, file), 'utf8'));
      cache.set(file, html);
    }
    return html;
  };
  const articlesNewestFirst = manifest.routes
    .filter((route): route is ArticleRoute => route.template === 'article')
    .sort((a, b) => b.date.localeCompare(a.date) || a.path.localeCompare(b.path));
  return { manifest, canonicalLink, renderMarkdownFile, articlesNewestFirst };
}

/** Deep copy with every internal link spelled as its route declares it, so typed links match the route tree. */
export function withCanonicalLinks<T>(value: T, model: SiteModel): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withCanonicalLinks(item, model)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        LINK_KEYS.has(key) && typeof child === 'string' ? model.canonicalLink(child) : withCanonicalLinks(child, model),
      ]),
    ) as T;
  }
  return value;
}

function summarise(article: ArticleRoute): PostSummary {
  return { path: article.path, heading: article.heading, image: article.image, alt: article.alt, summary: article.summary, date: article.date };
}

/** Everything one page's template needs, computed at build time. */
export function buildPageData(route: Route, model: SiteModel): PageData {
  const data: PageData = { route: withCanonicalLinks(route, model), html: {}, posts: [], team: [] };
  switch (route.template) {
    case 'home':
      data.html.about = model.renderMarkdownFile(route.about.body);
      data.posts = model.articlesNewestFirst.slice(0, route.latestPosts).map(summarise);
      break;
    case 'blog-index':
      data.posts = route.posts.flatMap((entry) => {
        const article = model.articlesNewestFirst.find((candidate) => matchesDeclared(candidate.path, entry.path));
        if (!article) return [];
        return [{ ...summarise(article), ...(entry.alsoLink ? { alsoLink: withCanonicalLinks(entry.alsoLink, model) } : {}) }];
      });
      break;
    case 'article':
      data.html.body = model.renderMarkdownFile(route.body);
      data.posts = model.articlesNewestFirst
        .filter((article) => article.path !== route.path)
        .slice(0, RECENT_POSTS)
        .map(summarise);
      break;
    case 'service':
    case 'thankyou':
      data.html.body = model.renderMarkdownFile(route.body);
      break;
    case 'page':
      data.html.body = model.renderMarkdownFile(route.body);
      if (route.teamPreview) data.team = model.manifest.routes.flatMap((other) => (other.template === 'team' ? other.members : []));
      break;
    default:
      break;
  }
  return data;
}
