import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, posix } from 'node:path';
import MarkdownIt from 'markdown-it';
import type { Route, SiteManifest } from './types.gen.js';
import type { PathSegment, Problem } from './problem.js';
import type { SourceFile } from './source.js';
import { closest } from './suggest.js';
import { hasParams, isInternal, linkTarget, matchesDeclared, pathKey } from './paths.js';

export interface CheckContext {
  /** Folder holding markdown bodies; images live in its `public/` subfolder. */
  contentDir: string;
  /** How content files are named in messages, e.g. `content`. */
  contentLabel: string;
}

const LINK_KEYS = new Set(['link', 'thankYouPath']);
const IMAGE_KEYS = new Set(['image', 'photo', 'logo', 'defaultImage']);
const MARKDOWN_KEYS = new Set(['body']);

/** What a schema cannot say: unique paths, links that lead somewhere, files that exist, data templates need. */
export function checkSemantics(manifest: SiteManifest, source: SourceFile, context: CheckContext): Problem[] {
  const problems: Problem[] = [];
  const declared = declaredPaths(manifest);
  problems.push(...checkDuplicatePaths(declared, source));

  const resolves = (link: string) => declared.some((entry) => matchesDeclared(entry.path, linkTarget(link)));
  const suggestFor = (link: string) =>
    closest(
      linkTarget(link),
      declared.filter((entry) => !hasParams(entry.path)).map((entry) => entry.path),
    );
  const missingLinkMessage = (link: string) => {
    const suggestion = suggestFor(link);
    return `\`${link}\` is not a page of this site${suggestion ? ` — did you mean \`${suggestion}\`?` : '. Add a route with this path, or link to an existing page.'}`;
  };

  const markdownFiles = new Map<string, PathSegment[]>();
  walk(manifest, [], (key, value, path) => {
    if (LINK_KEYS.has(key) && isInternal(value) && !resolves(value)) problems.push(source.problemAt(path, missingLinkMessage(value)));
    if (IMAGE_KEYS.has(key) && value.startsWith('/')) {
      const problem = missingFileProblem(join(context.contentDir, 'public', value), `${context.contentLabel}/public${value}`, 'image');
      if (problem) problems.push(source.problemAt(path, problem));
    }
    if (MARKDOWN_KEYS.has(key) && value.endsWith('.md')) {
      const problem = missingFileProblem(join(context.contentDir, value), `${context.contentLabel}/${value}`, 'markdown file');
      if (problem) problems.push(source.problemAt(path, problem));
      else if (!markdownFiles.has(value)) markdownFiles.set(value, path);
    }
  });

  for (const file of markdownFiles.keys()) problems.push(...checkMarkdown(file, context, resolves, missingLinkMessage));
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
    const firstLine = source.problemAt(first.at, '').line;
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

function walk(value: unknown, path: PathSegment[], visit: (key: string, value: string, path: PathSegment[]) => void): void {
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

function missingFileProblem(absolute: string, shown: string, kind: string): string | undefined {
  if (existsSync(absolute)) return undefined;
  let suggestion: string | undefined;
  try {
    suggestion = closest(basename(absolute), readdirSync(dirname(absolute)));
  } catch {
    // The folder itself is missing; no suggestion.
  }
  const hint = suggestion ? ` — did you mean \`${suggestion}\`?` : `. Add the file there or correct the name.`;
  return `${kind} not found: ${shown}${hint}`;
}

const markdown = new MarkdownIt({ html: false });

function checkMarkdown(file: string, context: CheckContext, resolves: (link: string) => boolean, missingLinkMessage: (link: string) => string): Problem[] {
  const shown = posix.normalize(`${context.contentLabel}/${file}`);
  const text = readFileSync(join(context.contentDir, file), 'utf8');
  const lines = text.split(/\r?\n/);
  const problems: Problem[] = [];
  const report = (lineIndex: number, needle: string, message: string) => {
    const col = Math.max(0, (lines[lineIndex] ?? '').indexOf(needle)) + 1;
    problems.push({ file: shown, line: lineIndex + 1, col, path: '', message, sourceLine: lines[lineIndex] ?? '' });
  };
  const tokens = markdown.parse(text, {});
  for (const block of tokens) {
    if (!block.children || !block.map) continue;
    for (const token of block.children) {
      const attr = token.type === 'link_open' ? 'href' : token.type === 'image' ? 'src' : undefined;
      const target = attr ? token.attrGet(attr) : null;
      if (!target || !isInternal(target)) continue;
      const lineIndex = findLine(lines, block.map, `(${target}`);
      if (token.type === 'link_open' && !resolves(target)) report(lineIndex, `(${target}`, missingLinkMessage(target));
      if (token.type === 'image') {
        const problem = missingFileProblem(join(context.contentDir, 'public', target), `${context.contentLabel}/public${target}`, 'image');
        if (problem) report(lineIndex, `(${target}`, problem);
      }
    }
  }
  return problems;
}

function findLine(lines: string[], [start, end]: [number, number], needle: string): number {
  for (let i = start; i < end; i++) if (lines[i]?.includes(needle)) return i;
  return start;
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
      route.posts.forEach((post, postIndex) => {
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
    if (route.template === 'page' && route.image && !route.alt) {
      problems.push(source.problemAt([...at, 'image'], 'an image needs `alt`: add `alt:` describing the image for screen readers.'));
    }
    if (route.template === 'page' && route.teamPreview && !routes.some((other) => other.template === 'team')) {
      problems.push(source.problemAt([...at, 'teamPreview'], '`teamPreview` shows the members of the `team` page, but no route uses `template: team`.'));
    }
    if (route.template === 'home' && route.latestPosts > 0 && !routes.some((other) => other.template === 'article')) {
      problems.push(
        source.problemAt(
          [...at, 'latestPosts'],
          `asks for ${route.latestPosts} latest articles, but no route uses \`template: article\`. Add an article or set \`latestPosts: 0\`.`,
        ),
      );
    }
  });
  return problems;
}
