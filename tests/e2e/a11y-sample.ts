import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localizedPath } from '../../src/shared/locales.js';
import type { staticRoutes } from './site.js';

type Route = (typeof staticRoutes)[number];

/** Templates with more pages than this are audited by a sample; the others page by page. */
export const MANY = 10;

/** The built page of `path` (as served: the folder's index.html). */
export function builtHtml(path: string): string {
  return readFileSync(join('dist', path, 'index.html'), 'utf8');
}

/**
 * The kinds of element a page's main content is made of: tag, classes and the names of its other attributes
 * (`lang`, `dir`, `role`, `aria-*`, `scope`…). Two pages of one template built from the same kinds of element are
 * laid out and named by the same code; what differs is their words.
 */
export function elementKinds(html: string): Set<string> {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  const kinds = new Set<string>();
  for (const [, tag, attributes = ''] of main.matchAll(/<([a-z][a-z0-9-]*)(\s[^>]*)?>/g)) {
    const names = [...attributes.matchAll(/\s([a-z][\w:-]*)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?/gi)].map((match) => match[1].toLowerCase());
    const classes = /\sclass="([^"]*)"/.exec(attributes)?.[1].split(/\s+/).filter(Boolean) ?? [];
    kinds.add([tag, ...classes.sort().map((name) => `.${name}`), ...names.filter((name) => name !== 'class').sort()].join(' '));
  }
  return kinds;
}

/**
 * The pages to audit in one language: every page of the templates with few pages, and, of the templates with many
 * (77 services, 20 articles), the fewest pages that between them show every kind of element their bodies use
 * (a greedy cover: the page adding the most kinds not yet audited, until none is left), and every tenth page besides.
 * The content rules a sample
 * could miss on a page of its own (heading levels, named links) are checked on every built page without a browser.
 */
/** How many of `routes` each template has. */
function templateSizes(routes: readonly Route[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const route of routes) sizes.set(route.template, (sizes.get(route.template) ?? 0) + 1);
  return sizes;
}

/** Every page of the templates with few pages, and the first page of each template with many. */
export function firstOfEachTemplate(routes: readonly Route[]): Route[] {
  const templateSize = templateSizes(routes);
  const seen = new Set<string>();
  return routes.filter((route) => {
    const first = !seen.has(route.template);
    seen.add(route.template);
    return (templateSize.get(route.template) ?? 0) <= MANY || first;
  });
}

export function auditSample(routes: readonly Route[], prefix: string): Route[] {
  const templateSize = templateSizes(routes);
  const few = routes.filter((route) => (templateSize.get(route.template) ?? 0) <= MANY);
  const covered = new Set(few.flatMap((route) => [...elementKinds(builtHtml(localizedPath(route.path, prefix)))]));
  const candidates = new Map(
    routes
      .filter((route) => (templateSize.get(route.template) ?? 0) > MANY)
      .map((route) => [route, [...elementKinds(builtHtml(localizedPath(route.path, prefix)))]] as const),
  );
  const sample: Route[] = [];
  const seenTemplates = new Set<string>();
  for (;;) {
    let best: Route | undefined;
    let gain = 0;
    for (const [route, kinds] of candidates) {
      const added = kinds.filter((kind) => !covered.has(kind)).length;
      // A template's first page is audited even when it adds no new kind: the template itself is then covered.
      const score = added + (seenTemplates.has(route.template) ? 0 : 0.5);
      if (score > gain) [best, gain] = [route, score];
    }
    if (!best) break;
    sample.push(best);
    seenTemplates.add(best.template);
    for (const kind of candidates.get(best) ?? []) covered.add(kind);
    candidates.delete(best);
  }
  // And every tenth page besides, so that a sample is not only the pages with the most varied bodies.
  const spread = routes.filter((route, index) => (templateSize.get(route.template) ?? 0) > MANY && index % 10 === 0 && !sample.includes(route));
  return [...few, ...sample, ...spread];
}

/** Problems a page's own words can cause, found in its HTML: a heading that skips a level down or says nothing, a link with no name. */
export function contentProblems(html: string): string[] {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  const text = (inner: string) =>
    inner
      .replace(/<[^>]+>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim();
  const problems: string[] = [];
  let level = 1;
  for (const [, tag, inner] of main.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)) {
    const next = Number(tag);
    if (next > level + 1) problems.push(`<h${next}> "${text(inner)}" follows <h${level}>: a level is skipped`);
    if (!text(inner)) problems.push(`an empty <h${next}>`);
    level = next;
  }
  for (const [, attributes, inner] of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)) {
    const named = /\saria-label(ledby)?="[^"]*\S/.test(attributes) || text(inner) || /<img[^>]*\salt="[^"]*\S/.test(inner);
    if (!named) problems.push(`a link with no name: <a${attributes}>`);
  }
  return problems;
}
