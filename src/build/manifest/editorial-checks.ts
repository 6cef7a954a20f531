import type { Route, SiteManifest } from '../../generated/manifest-types.gen.js';
import { isInternal, linkTarget, pathKey, hasParams } from '../../shared/paths.js';
import { articlesNewestFirst, listedOnBlogIndex, RECENT_POSTS } from './article-order.js';
import { markdownBodies, type ContentReader } from './content-reader.js';
import type { PathSegment, Problem } from './problem.js';
import type { SourceFile } from './source.js';
import { closest } from './suggest.js';
import { LINK_KEYS, walk } from './walk.js';

const DAY = 24 * 60 * 60 * 1000;

/** A page whose content has not been checked for over a year may state rules that have since changed. */
export function staleReviewWarnings(manifest: SiteManifest, source: SourceFile, today: Date): Problem[] {
  const limit = new Date(today.getTime() - 365 * DAY).toISOString().slice(0, 10);
  const warnings: Problem[] = [];
  manifest.routes.forEach((route, index) => {
    if (route.reviewed < limit) {
      warnings.push(
        source.problemAt(
          ['routes', index, 'reviewed'],
          `\`${route.path}\` was last reviewed on ${route.reviewed}, more than 12 months ago: check its content against the rules in force, then update \`reviewed\`.`,
        ),
      );
    }
  });
  return warnings;
}

/** A date over a year ahead is a typo (2062 for 2026): it would sort an article first for decades. */
export function farFutureDateProblems(manifest: SiteManifest, source: SourceFile, today: Date): Problem[] {
  // Stryker disable next-line MethodExpression: equivalent — a YYYY-MM-DD date compares with the whole timestamp as with its day
  const limit = new Date(today.getTime() + 365 * DAY).toISOString().slice(0, 10);
  const problems: Problem[] = [];
  manifest.routes.forEach((route, index) => {
    // Only articles have `date` and `updated`.
    const dated: { reviewed?: string; date?: string; updated?: string } = route;
    for (const key of ['reviewed', 'date', 'updated'] as const) {
      const value = dated[key];
      if ((value ?? '') > limit) {
        problems.push(source.problemAt(['routes', index, key], `${value} is more than a year from today: check the year (dates are written YYYY-MM-DD).`));
      }
    }
  });
  return problems;
}

/**
 * Pages no menu, listing or other page links to: visitors only find them through a search engine.
 * Counts the links listings make by themselves: the home page's latest articles and every article's recent posts.
 */
export function unreachableWarnings(manifest: SiteManifest, source: SourceFile, content: ContentReader): Problem[] {
  const linked = new Set<string>();
  const linkFrom = (from: string | undefined, link: string) => {
    if (isInternal(link) && (!from || pathKey(linkTarget(link)) !== pathKey(from))) linked.add(pathKey(linkTarget(link)));
  };
  // The layout's links (menus, footer, banners) come from no page; a page's, from it, in its data and its bodies.
  const { routes, ...layout } = manifest;
  walk(layout, [], (key, value) => {
    if (LINK_KEYS.has(key)) linkFrom(undefined, value);
  });
  routes.forEach((route, index) => {
    walk(route, ['routes', index], (key, value) => {
      if (LINK_KEYS.has(key)) linkFrom(route.path, value);
    });
    for (const { file } of markdownBodies(route)) {
      // A body that cannot be read is the file checks' to report.
      const entry = content.read(file);
      if (!entry) continue;
      for (const link of entry.links()) if (link.kind === 'link') linkFrom(route.path, link.target);
    }
  });
  const articles = articlesNewestFirst(manifest.routes);
  const latest = Math.max(0, ...manifest.routes.map((route) => (route.template === 'home' ? route.latestPosts : 0)));
  // Every article lists the newest others, so the newest RECENT_POSTS + 1 articles are all linked from some article.
  for (const article of articles.slice(0, Math.max(latest, articles.length > 1 ? RECENT_POSTS + 1 : 0))) linked.add(pathKey(article.path));
  // The blog index lists every article by itself, but those marked `hideFromBlogIndex: true`.
  for (const article of articles) if (listedOnBlogIndex(manifest.routes, article)) linked.add(pathKey(article.path));

  const warnings: Problem[] = [];
  manifest.routes.forEach((route: Route, index) => {
    if (route.path === '/' || route.noindex || hasParams(route.path) || linked.has(pathKey(route.path))) return;
    const where =
      route.template !== 'article'
        ? 'add it to a menu or link it'
        : route.hideFromBlogIndex
          ? 'list it on the blog page (untick `hideFromBlogIndex`) or link it'
          : 'add a `blog-index` page (it lists every article) or link it';
    warnings.push(
      source.problemAt(
        ['routes', index, 'path'],
        `no menu, listing or other page links to \`${route.path}\`, so visitors can reach it only from a search engine: ${where} from a related page.`,
      ),
    );
  });
  return warnings;
}

/** Authors and reviewers must be people in `people`. */
export function peopleProblems(manifest: SiteManifest, source: SourceFile): Problem[] {
  const ids = (manifest.people ?? []).map((person) => person.id);
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  manifest.people?.forEach((person, index) => {
    if (seen.has(person.id))
      problems.push(
        source.problemAt(['people', index, 'id'], `\`${person.id}\` is already the id of people[${seen.get(person.id)}]: give each person their own id.`),
      );
    seen.set(person.id, index);
  });
  manifest.routes.forEach((route, index) => {
    if (route.template !== 'article') return;
    for (const role of ['author', 'reviewer'] as const) {
      const id = route[role];
      if (id === undefined || ids.includes(id)) continue;
      const suggestion = closest(id, ids);
      const at: PathSegment[] = ['routes', index, role];
      problems.push(
        source.problemAt(at, `\`${id}\` is not in \`people\`${suggestion ? ` — did you mean \`${suggestion}\`?` : ': add the person there first.'}`),
      );
    }
    if (route.updated && route.updated < route.date) {
      problems.push(source.problemAt(['routes', index, 'updated'], `\`updated\` (${route.updated}) is before the publication \`date\` (${route.date}).`));
    }
  });
  return problems;
}
