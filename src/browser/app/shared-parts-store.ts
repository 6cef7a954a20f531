import type { SiteLayout } from '../../shared/site-data.js';
import { SHARED_PART_ATTRIBUTE, type SharedParts } from './shared-parts.js';

/** One part's markup as rendered for an edition, and the pages it links to. */
interface Remembered {
  inner: string;
  /** Lower-cased paths of the part's links: on those pages a link is marked as the current page, so it is rendered. */
  linkedPaths: Set<string>;
}

/**
 * The parts rendered so far, per edition. Keyed by the layout object itself: a prerender thread is given each
 * edition's layout once for the whole build, so a layout that changes (a new build) is a new key.
 */
const byLayout = new WeakMap<SiteLayout, Map<string, Remembered>>();

/** One page's render: the parts it can reuse, and what it renders that later pages can. */
export interface SharedPartsRender extends SharedParts {
  /** Takes the markup of the parts this page rendered from its HTML. */
  remember(html: string): void;
}

export function sharedPartsFor(layout: SiteLayout, pathname: string): SharedPartsRender {
  let parts = byLayout.get(layout);
  if (!parts) byLayout.set(layout, (parts = new Map()));
  const remembered = parts;
  const page = comparablePath(pathname);
  const rendered = new Set<string>();
  return {
    inner(name) {
      const part = remembered.get(name);
      if (part && !part.linkedPaths.has(page)) return part.inner;
      rendered.add(name);
      return undefined;
    },
    remember(html) {
      for (const name of rendered) {
        if (remembered.has(name)) continue;
        const inner = innerMarkup(html, name);
        // A part with the current page marked is this page's alone; the next page without such a link keeps it.
        if (inner !== undefined && !inner.includes('aria-current=')) remembered.set(name, { inner, linkedPaths: linkedPaths(inner) });
      }
    },
  };
}

/**
 * The markup inside the element marked as part `name`: from the end of its start tag to its matching end tag. React
 * escapes `<` and `>` in text and attribute values, so every `<` in its output starts a tag.
 */
export function innerMarkup(html: string, name: string): string | undefined {
  const marker = html.indexOf(` ${SHARED_PART_ATTRIBUTE}="${name}"`);
  if (marker === -1) return undefined;
  const start = html.lastIndexOf('<', marker);
  const tag = /^<([a-z]+)/.exec(html.slice(start, marker))?.[1];
  const openEnd = html.indexOf('>', marker);
  if (!tag || openEnd === -1) return undefined;
  const tags = new RegExp(`<(/?)${tag}[\\s>]`, 'g');
  tags.lastIndex = openEnd + 1;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(openEnd + 1, match.index);
  }
  return undefined;
}

function linkedPaths(inner: string): Set<string> {
  const paths = new Set<string>();
  for (const [, href] of inner.matchAll(/\shref="([^"]*)"/g)) paths.add(comparablePath(href.replaceAll('&amp;', '&').split(/[?#]/, 1)[0]));
  return paths;
}

/** As the router compares a link with the current page: any letter case, with or without encoding or a final slash. */
function comparablePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape: compared as written.
  }
  return decoded.toLowerCase().replace(/(.)\/$/, '$1');
}
