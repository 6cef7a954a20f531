import { createHash } from 'node:crypto';

import type { ContentSources } from '../../src/shared/server-build.js';

export type { ContentSources };

export const NO_EXTRA_SOURCES: ContentSources = { scriptSrc: [], connectSrc: [], frameSrc: [], imgSrc: [] };

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

/** A policy that runs only this site's scripts and the inline ones it rendered — never 'unsafe-inline' scripts. */
export function contentSecurityPolicy(html: string, sources: ContentSources): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(html), ...sources.scriptSrc],
    // React sets style attributes (carousel offsets); styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...sources.imgSrc],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...sources.connectSrc],
    'frame-src': sources.frameSrc.length > 0 ? sources.frameSrc : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}
