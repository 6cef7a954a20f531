import { mkdirSync, writeFileSync } from 'node:fs';
import { pageScriptFiles } from '../../src/build/prerender/router-manifest.js';
import { WEB_MANIFEST_FILE } from '../../src/shared/paths.js';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { site, staticRoutes } from './site.js';

// Crawls the built site through the real server, reading HTML as a bot does (no JavaScript), so a
// broken link or a missing file is caught even on pages no other test opens. External sites are
// never fetched (no network in CI); their links are only checked for rel and listed in a report.

const siteOrigin = new URL(site.site.baseUrl).origin;
const LOCAL = 'http://crawler.local';
const SKIP = /^(#|mailto:|tel:|sms:|javascript:|data:)/i;
// <link> relations that do not point at something a browser or crawler loads from this site.
const IGNORED_RELS = new Set(['preconnect', 'dns-prefetch']);

interface Found {
  kind: string;
  url: string;
  rel: string;
  page: string;
}

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([^\s=/<>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    attributes[match[1].toLowerCase()] = value
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'");
  }
  return attributes;
}

function referencesIn(html: string, page: string): Found[] {
  const found: Found[] = [];
  for (const match of html.matchAll(/<(a|img|source|script|link|iframe)\b([^>]*)>/gi)) {
    const kind = match[1].toLowerCase();
    const attributes = attributesOf(match[2]);
    const rel = attributes.rel ?? '';
    if (kind === 'link' && rel.split(/\s+/).every((token) => IGNORED_RELS.has(token.toLowerCase()))) continue;
    const urls = [kind === 'a' || kind === 'link' ? attributes.href : attributes.src];
    if (attributes.srcset) urls.push(...attributes.srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]));
    for (const url of urls) if (url && !SKIP.test(url)) found.push({ kind, url, rel, page });
  }
  // The page's code is named by its page loader script rather than by tags.
  for (const url of pageScriptFiles(html)) found.push({ kind: 'script', url, rel: '', page });
  return found;
}

/** A path on this site (the local server or the production address), or null for another site. */
function internalPath(url: string, from: string): string | null {
  const resolved = new URL(url, `${LOCAL}${from}`);
  if (resolved.origin !== LOCAL && resolved.origin !== siteOrigin) return null;
  return `${resolved.pathname}${resolved.search}`;
}

async function fetchOnce(request: APIRequestContext, path: string) {
  let response = await request.get(path, { maxRedirects: 0 });
  let redirected: string | undefined;
  if (response.status() === 301) {
    const location = response.headers().location ?? '';
    const target = internalPath(location, path);
    // A redirect off the site counts as broken: the crawler never leaves the loopback server.
    if (target === null) return { status: 301, type: '', body: '', redirected: location };
    redirected = target;
    response = await request.get(target, { maxRedirects: 0 });
  }
  return { status: response.status(), type: response.headers()['content-type'] ?? '', body: await response.text(), redirected };
}

test('every internal link and asset answers 200 and every external link has rel="noopener noreferrer"', async ({ request }) => {
  test.setTimeout(180_000);
  const queue: string[] = [];
  const referrers = new Map<string, Set<string>>();
  const enqueue = (path: string, from: string) => {
    if (!referrers.has(path)) {
      referrers.set(path, new Set());
      queue.push(path);
    }
    referrers.get(path)!.add(from);
  };
  const external = new Map<string, { kind: string; rel: Set<string>; pages: Set<string> }>();
  const broken: { path: string; status: number; redirectedTo?: string; from: string[] }[] = [];
  let pages = 0;
  let redirects = 0;

  for (const route of staticRoutes) enqueue(route.path, '(site.yaml)');
  // Linked by the page loader once a page has painted, so no page's HTML names it.
  enqueue(`/${WEB_MANIFEST_FILE}`, '(page loader)');

  const visit = async (path: string) => {
    const { status, type, body, redirected } = await fetchOnce(request, path);
    if (redirected) redirects++;
    if (status !== 200) {
      broken.push({ path, status, redirectedTo: redirected, from: [...referrers.get(path)!].slice(0, 5) });
      return;
    }
    const here = redirected ?? path;
    if (type.includes('text/html')) {
      pages++;
      for (const { kind, url, rel, page } of referencesIn(body, here)) {
        const internal = internalPath(url, page);
        if (internal !== null) enqueue(internal.split('#')[0], page);
        else if (/^https?:/i.test(new URL(url, `${LOCAL}${page}`).protocol)) {
          const entry = external.get(url) ?? { kind, rel: new Set<string>(), pages: new Set<string>() };
          entry.rel.add(rel);
          entry.pages.add(page);
          external.set(url, entry);
        }
      }
    } else if (type.includes('css')) {
      for (const match of body.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) {
        const internal = SKIP.test(match[1]) ? null : internalPath(match[1], here);
        if (internal !== null) enqueue(internal, here);
      }
    } else if (path.endsWith('.webmanifest')) {
      for (const icon of (JSON.parse(body) as { icons?: { src: string }[] }).icons ?? []) enqueue(internalPath(icon.src, here) ?? icon.src, here);
    }
  };

  // A few requests at a time: the queue grows while pages are read.
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) await visit(path);
  };
  while (queue.length > 0) await Promise.all(Array.from({ length: 6 }, worker));

  const links = [...external].map(([href, { kind, rel, pages: on }]) => {
    const tokens = [...rel].map((value) => value.toLowerCase().split(/\s+/));
    const safe = kind !== 'a' || tokens.every((list) => list.includes('noopener') && list.includes('noreferrer'));
    return { href, kind, rel: [...rel], safe, pages: [...on].sort() };
  });
  const unsafe = links.filter((link) => !link.safe);
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/external-links.json',
    `${JSON.stringify({ baseUrl: site.site.baseUrl, checked: referrers.size, broken, external: links.length, unsafe: unsafe.length, links }, null, 2)}\n`,
  );
  console.log(
    `crawled ${referrers.size} internal URLs (${pages} HTML pages, ${redirects} redirect(s) followed): ${broken.length} broken; ` +
      `${links.length} external URL(s), ${links.filter((link) => link.kind === 'a').length} of them links, ${unsafe.length} without noopener noreferrer ` +
      `→ test-results/external-links.json`,
  );

  expect(pages).toBeGreaterThanOrEqual(staticRoutes.length);
  expect(broken).toEqual([]);
  expect(unsafe).toEqual([]);
});
