import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, posix, relative, resolve, sep } from 'node:path';
import type { Route, SiteManifest } from '../../generated/manifest-types.gen.js';
import { shorten, type PathSegment, type Problem } from './problem.js';
import type { SourceFile } from './source.js';
import { closest } from './suggest.js';
import type { ContentReader } from './content-reader.js';
import { IMAGE_KEYS, LINK_KEYS, namesMarkdownFile, walk } from './walk.js';
import { localeOfPath, localizedPath, siteLocales, twinPath } from '../../shared/locales.js';
import { climbsOut, hasParams, isInternal, linkTarget, matchesDeclared, pathKey, unsafeLinkReason } from '../../shared/paths.js';

export interface CheckContext {
  /** Folder holding markdown bodies; images live in its `public/` subfolder. */
  contentDir: string;
  /** How content files are named in messages, e.g. `content`. */
  contentLabel: string;
  /** The markdown files, shared with the other checks so each is read and parsed once. */
  content: ContentReader;
}

/** What a schema cannot say: unique paths, links that lead somewhere, files that exist, data templates need. */
export function checkSemantics(manifest: SiteManifest, source: SourceFile, context: CheckContext): Problem[] {
  const problems: Problem[] = [];
  const declared = declaredPaths(manifest);
  problems.push(...checkDuplicatePaths(declared, source));

  const resolves = linkResolver(declared);
  const suggestFor = (link: string) =>
    closest(
      linkTarget(link),
      declared.filter((entry) => !hasParams(entry.path)).map((entry) => entry.path),
    );
  const missingLinkMessage = (link: string) => {
    const suggestion = suggestFor(link);
    return `\`${shorten(link)}\` is not a page of this site${suggestion ? ` — did you mean \`${suggestion}\`?` : '. Add a route with this path, or link to an existing page.'}`;
  };

  const publicDir = join(context.contentDir, 'public');
  const markdownFiles = new Set<string>();
  walk(manifest, [], (key, value, path) => {
    if (LINK_KEYS.has(key) && isInternal(value) && !resolves(value)) problems.push(source.problemAt(path, missingLinkMessage(value)));
    if (IMAGE_KEYS.has(key) && isInternal(value)) {
      const problem = fileProblem(publicDir, value, `${context.contentLabel}/public`, 'image');
      if (problem) problems.push(source.problemAt(path, problem));
    }
    if (namesMarkdownFile(key, value)) {
      const problem = fileProblem(context.contentDir, value, context.contentLabel, 'markdown file');
      if (problem) problems.push(source.problemAt(path, problem));
      else markdownFiles.add(value);
    }
  });

  for (const file of markdownFiles) problems.push(...checkMarkdown(file, context, resolves, missingLinkMessage));
  // Each translation's bodies (content/ar/ + the same name) link inside their own language: `/ar/Contact-Us`, not
  // `/Contact-Us`, which would take an Arabic reader to the English page.
  const locales = siteLocales(manifest.locales);
  for (const { prefix } of locales.slice(1)) {
    const own = (link: string) => localeOfPath(link, locales).prefix === prefix;
    const original = (link: string) => twinPath(link, locales, locales[0]);
    const inLanguage = (link: string) => own(link) && resolves(original(link));
    const message = (link: string) => {
      if (!own(link) && resolves(link))
        return `\`${shorten(link)}\` leads to the page in another language: write \`${shorten(localizedPath(link, prefix))}\`, so readers stay in this one.`;
      const suggestion = suggestFor(original(link));
      return `\`${shorten(link)}\` is not a page of this site${suggestion ? ` — did you mean \`${localizedPath(suggestion, prefix)}\`?` : '. Link to an existing page.'}`;
    };
    // Stryker disable next-line MethodExpression: equivalent — content/ + `/ar/x.md` and `ar/x.md` are the same file
    for (const file of markdownFiles) problems.push(...checkMarkdown(`${prefix.slice(1)}/${file}`, context, inLanguage, message));
  }
  problems.push(...checkTemplateData(manifest, source));
  return problems;
}

interface DeclaredPath {
  path: string;
  at: PathSegment[];
}

function declaredPaths(manifest: SiteManifest): DeclaredPath[] {
  const out: DeclaredPath[] = [];
  manifest.routes.forEach((route, index) => {
    out.push({ path: route.path, at: ['routes', index, 'path'] });
    if (route.template === 'article') route.aliases?.forEach((alias, aliasIndex) => out.push({ path: alias, at: ['routes', index, 'aliases', aliasIndex] }));
  });
  return out;
}

function checkDuplicatePaths(declared: DeclaredPath[], source: SourceFile): Problem[] {
  const problems: Problem[] = [];
  const firstByKey = new Map<string, DeclaredPath>();
  for (const entry of declared) {
    const key = pathKey(entry.path);
    const first = firstByKey.get(key);
    if (!first) {
      firstByKey.set(key, entry);
      continue;
    }
    const firstLine = source.lineOf(first.at);
    const where = `${describeAt(first.at)} on line ${firstLine}`;
    const message =
      first.path === entry.path
        ? `path \`${entry.path}\` is already used by ${where}. Each page needs its own path.`
        : `path \`${entry.path}\` differs only in letter case or a trailing slash from \`${first.path}\` (${where}). Addresses are matched without regard to case, so both would open the same page: remove one or give it another path.`;
    problems.push(source.problemAt(entry.at, message));
  }
  return problems;
}

function describeAt(at: PathSegment[]): string {
  return `routes[${String(at[1])}]`;
}

/** Matches links against the declared paths: a set lookup for plain paths, a pattern for the few with `{params}`. */
function linkResolver(declared: DeclaredPath[]): (link: string) => boolean {
  const plain = new Set<string>();
  const withParams: string[] = [];
  for (const entry of declared) {
    if (hasParams(entry.path)) withParams.push(entry.path);
    else plain.add(pathKey(entry.path));
  }
  return (link) => {
    const target = linkTarget(link);
    return plain.has(pathKey(target)) || withParams.some((path) => matchesDeclared(path, target));
  };
}

/**
 * A second guard behind `climbsOut`, for what it cannot see on another platform: a path on another drive, which
 * `relative` gives back absolute. On POSIX every path it catches has a `..` segment and was refused already.
 */
// Stryker disable next-line all: equivalent on POSIX — see above
const leavesFolder = (inside: string) => inside.startsWith('..') || isAbsolute(inside);

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}

/**
 * Why the file `name` (relative to `folder`, shown as `shownFolder`) cannot be used, or undefined if it is there.
 * A path that leads out of the folder is refused before anything is read.
 */
function fileProblem(folder: string, name: string, shownFolder: string, kind: string): string | undefined {
  const absolute = resolve(folder, `.${sep}${name}`);
  const inside = relative(resolve(folder), absolute);
  // Any `..` is refused, even one that would come back inside: the message asks for a path without it.
  if (climbsOut(name) || leavesFolder(inside)) {
    return `${kind} \`${shorten(name)}\` is not allowed: it leads out of ${shownFolder}/ with \`..\`. Write the path inside ${shownFolder}/, without \`..\`.`;
  }
  if (isFile(absolute)) return undefined;
  const shown = posix.join(shownFolder, name.replace(/\\/g, '/'));
  let suggestion: string | undefined;
  try {
    suggestion = closest(basename(absolute), readdirSync(dirname(absolute)));
  } catch {
    // The folder itself is missing; no suggestion.
  }
  const hint = suggestion ? ` — did you mean \`${suggestion}\`?` : `. Add the file there or correct the name.`;
  return `${kind} not found: ${shown}${hint}`;
}

const ALLOWED_LINKS = 'Link to a page of this site starting with `/`, or to an address starting with https://, http://, mailto: or tel:.';

function checkMarkdown(file: string, context: CheckContext, resolves: (link: string) => boolean, missingLinkMessage: (link: string) => string): Problem[] {
  const entry = context.content.read(file);
  if (!entry) return [];
  const problems: Problem[] = [];
  const publicDir = join(context.contentDir, 'public');
  for (const link of entry.links()) {
    const report = (message: string) => problems.push(entry.problemAt(link.line, link.col, message));
    const target = link.target; // markdownLinks gives it without the spaces around it
    const unsafe = unsafeLinkReason(target);
    if (link.kind === 'link') {
      if (unsafe) report(`\`${shorten(target)}\` is not allowed: it ${unsafe}. ${ALLOWED_LINKS}`);
      else if (isInternal(target) && !resolves(target)) report(missingLinkMessage(target));
      continue;
    }
    if (unsafe) {
      report(
        `image \`${shorten(target)}\` is not allowed: it ${unsafe}. Use an image in ${context.contentLabel}/public written from the site root, e.g. \`/images/photo.svg\`.`,
      );
    } else if (isInternal(target)) {
      const problem = fileProblem(publicDir, linkTarget(target), `${context.contentLabel}/public`, 'image');
      if (problem) report(problem);
    } else if (!/^https?:/i.test(target)) {
      report(
        `image \`${shorten(target)}\` must be written from the site root, starting with \`/\`, e.g. \`/images/photo.svg\` for ${context.contentLabel}/public/images/photo.svg.`,
      );
    }
  }
  return problems;
}

function checkTemplateData(manifest: SiteManifest, source: SourceFile): Problem[] {
  const problems: Problem[] = [];
  const routes = manifest.routes;
  const byKey = new Map(routes.map((route) => [pathKey(route.path), route]));
  if (!routes.some((route) => route.path === '/')) {
    problems.push(
      source.problemAt(['routes'], 'no page has the path `/`: the site needs a home page. Add a route with `path: /` and `template: home`.', { key: true }),
    );
  }
  routes.forEach((route: Route, index) => {
    const at: PathSegment[] = ['routes', index];
    if (hasParams(route.path) && route.template !== 'career-details') {
      problems.push(
        source.problemAt(
          [...at, 'path'],
          `only the \`career-details\` template can have a \`{name}\` part in its path; this route uses \`${route.template}\`.`,
        ),
      );
    }
    if (route.template === 'career-details' && !route.path.includes('{careerId}')) {
      problems.push(source.problemAt([...at, 'path'], 'a `career-details` path must contain `{careerId}`, e.g. `/careers/{careerId}/careers-details`.'));
    }
    if (route.template === 'blog-index') {
      route.posts?.forEach((post, postIndex) => {
        const target = byKey.get(pathKey(post.path));
        if (target && target.template !== 'article') {
          problems.push(
            source.problemAt(
              [...at, 'posts', postIndex, 'path'],
              `\`${post.path}\` is a \`${target.template}\` page, not an article; blog cards need pages with \`template: article\`.`,
            ),
          );
        }
      });
    }
    // Only pages have a team preview and only the home page latest articles (schema): read without asking which it is.
    const { teamPreview, latestPosts = 0 } = route as { teamPreview?: object; latestPosts?: number };
    if (teamPreview && !routes.some((other) => other.template === 'team')) {
      problems.push(source.problemAt([...at, 'teamPreview'], '`teamPreview` shows the members of the `team` page, but no route uses `template: team`.'));
    }
    if (latestPosts > 0 && !routes.some((other) => other.template === 'article')) {
      problems.push(
        source.problemAt(
          [...at, 'latestPosts'],
          `asks for ${latestPosts} latest articles, but no route uses \`template: article\`. Add an article or set \`latestPosts: 0\`.`,
        ),
      );
    }
  });
  return problems;
}
