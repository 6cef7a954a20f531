import type { Route, SiteManifest } from '../../generated/manifest-types.gen.js';
import { isInternal, linkTarget, pathKey } from '../../shared/paths.js';
import { markdownBodies, type ContentReader } from './content-reader.js';
import type { PathSegment, Problem } from './problem.js';
import type { SourceFile } from './source.js';
import { LINK_KEYS, walk } from './walk.js';

/**
 * Text that says a page is not finished: what `npm run new` writes for the editor to replace, and the usual notes
 * to self. Allowed on drafts; on a published page it would be read by visitors. Case matters for TODO and TBC
 * (as words in a sentence, "todo" and "tbc" are rare but possible).
 */
const UNFINISHED = /\b(?:Write (?:this|an opening paragraph)\b[^.]*|TODO|TBC|TBD|[Ll]orem ipsum)\b/;

/** The neutral image `npm run new` gives a new page: a draft may show it, a published page must not. */
export const DRAFT_IMAGE = '/images/draft-image.svg';

/** Pages the site's own code and every page's layout link to: they cannot be left out of the build. */
const ALWAYS_PUBLISHED = new Set(['home', 'contact', 'careers', 'blog-index']);

/** Every path a route is served at: its own and, for an article, its aliases. */
function pathsOf(route: Route): string[] {
  // Only articles have aliases (schema).
  // Stryker disable next-line ArrayDeclaration: equivalent — a route without aliases: no page links to a made-up path
  const aliases = (route as { aliases?: string[] }).aliases ?? [];
  return [route.path, ...aliases];
}

/**
 * Drafts (`draft: true`) are left out of the production build. Published pages, menus and the footer must not link
 * to them (the link would break when published), and published pages must not carry unfinished text.
 */
export function draftProblems(manifest: SiteManifest, source: SourceFile, content: ContentReader): Problem[] {
  const problems: Problem[] = [];
  const draftAt = new Map<string, number>();
  manifest.routes.forEach((route, index) => {
    if (route.draft) for (const path of pathsOf(route)) draftAt.set(pathKey(path), index);
  });
  const draftLinkMessage = (link: string) => {
    const index = draftAt.get(pathKey(linkTarget(link)));
    return `links to \`${link}\`, a draft (\`draft: true\` at routes[${index}]): drafts are left out of the published site, so this link would break. Publish the page (remove \`draft: true\`) or remove the link.`;
  };
  const linksToDraft = (link: string) => isInternal(link) && draftAt.has(pathKey(linkTarget(link)));

  // Everything published: the layout (menus, footer, banners) and every route that is not a draft.
  const published = (key: string, value: string, path: PathSegment[]) => {
    if (LINK_KEYS.has(key) && linksToDraft(value)) problems.push(source.problemAt(path, draftLinkMessage(value)));
    // Menus, footer and the site's words are on every published page: unfinished there too.
    const unfinished = UNFINISHED.exec(value);
    if (unfinished) problems.push(source.problemAt(path, unfinishedMessage(unfinished[0])));
    if (value === DRAFT_IMAGE) {
      problems.push(
        source.problemAt(
          path,
          `is the "Image to come" placeholder of a new page: put the page's own image in content/public/images/ and name it here before publishing (or keep \`draft: true\`).`,
        ),
      );
    }
  };
  const { routes, ...layout } = manifest;
  walk(layout, [], published);
  routes.forEach((route, index) => {
    if (!route.draft) walk(route, ['routes', index], published);
  });
  manifest.routes.forEach((route, index) => {
    if (route.draft && ALWAYS_PUBLISHED.has(route.template)) {
      problems.push(
        source.problemAt(['routes', index, 'draft'], `the ${route.template} page cannot be a draft: every page links to it. Remove \`draft: true\`.`),
      );
    }
  });

  for (const route of manifest.routes) {
    if (route.draft) continue;
    // The markdown files a route's data points at, however deep (the home page's about section has its own body).
    for (const { file } of markdownBodies(route)) {
      const entry = content.read(file);
      if (!entry) continue;
      for (const link of entry.links()) {
        if (link.kind === 'link' && linksToDraft(link.target)) {
          problems.push(entry.problemAt(link.line, link.col, draftLinkMessage(link.target)));
        }
      }
      // One search of the whole text first: most bodies are finished, and are then never split into lines.
      if (entry.text.search(UNFINISHED) < 0) continue;
      entry.lines.forEach((line, lineIndex) => {
        const found = UNFINISHED.exec(line);
        if (found) problems.push(entry.problemAt(lineIndex, found.index, unfinishedMessage(found[0])));
      });
    }
  }
  return problems;
}

/** `found`: the unfinished words as matched. */
function unfinishedMessage(found: string): string {
  return `unfinished text on a published page: "${found.length > 60 ? `${found.slice(0, 57)}...` : found}". Write the real text, or keep the page a draft (\`draft: true\`) until it is ready.`;
}
