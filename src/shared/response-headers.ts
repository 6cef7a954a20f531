/**
 * What every response of the site carries, written once: the Node server (server/http/security-headers.ts and
 * server/site/plugin.ts) sends it, and the build writes the same rules into dist/_headers for static hosts
 * (src/build/prerender/static-host-files.ts), so the site is served alike wherever it is deployed. Node-only.
 */
import { createHash } from 'node:crypto';
import type { ContentSources } from './server-build.js';
import { SEARCH_INDEX_DIR } from './search.js';

/** Sent with every response: pages, assets, API answers and errors alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** Sent over HTTPS only (a static host always serves HTTPS). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Anything that is not a page gets a policy that lets it do nothing if opened on its own; SVG may style itself. */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** Site search runs in a worker, whose own response sets its policy: it compiles WebAssembly and fetches the index. */
export const SEARCH_POLICY = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; frame-ancestors 'none'";
/** The search engine and its index. */
export const SEARCH_FILES = new RegExp(`^/${SEARCH_INDEX_DIR}/`);

/** The policy of anything that is not a page, by its address and content type. */
export function filePolicy(pathname: string, contentType: string): string {
  if (SEARCH_FILES.test(pathname)) return SEARCH_POLICY;
  return contentType.startsWith('image/svg+xml') ? SVG_POLICY : RESOURCE_POLICY;
}

export const CACHE_CONTROL = {
  /** Pages and page data change with every content deploy and must match the code they go with: revalidate. */
  revalidate: 'no-cache',
  /** Bundler output has the content's hash in its name: it never changes. */
  immutable: 'public, max-age=31536000, immutable',
  /** Images, feeds, robots.txt: may change with a deploy, rarely. */
  short: 'public, max-age=3600',
} as const;

export const HASHED_ASSET = /^\/assets\//;
export const PAGE_DATA = /^\/_data\//;

/** Cache-Control for a file of dist/ other than a page. */
export function fileCacheControl(pathname: string): string {
  if (HASHED_ASSET.test(pathname)) return CACHE_CONTROL.immutable;
  if (PAGE_DATA.test(pathname)) return CACHE_CONTROL.revalidate;
  return CACHE_CONTROL.short;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Hashes of the page's executable inline scripts (the router's hydration data and scroll restoration). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/.test(attributes) || /type\s*=\s*["']application\/ld\+json["']/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** A page's policy: only this site's scripts and the inline ones it rendered run, never 'unsafe-inline' scripts. */
export function contentSecurityPolicy(html: string, sources: ContentSources): string {
  return policyForScripts(inlineScriptHashes(html), sources);
}

/** The policy of a page whose inline scripts have these hashes (`inlineScriptHashes`, worked out where the page was rendered). */
export function policyForScripts(scriptHashes: string[], sources: ContentSources): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets site search compile its WebAssembly (Pagefind); it allows no JavaScript eval.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...scriptHashes, ...sources.scriptSrc],
    // React sets style attributes (carousel offsets); styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...sources.imgSrc],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...sources.connectSrc],
    'frame-src': sources.frameSrc.length > 0 ? sources.frameSrc : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...(sources.formAction ?? [])],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}
