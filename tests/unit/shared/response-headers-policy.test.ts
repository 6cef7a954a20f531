// Every directive of the content security policy, the policy of files that are not pages, and their caching, written
// out in full: mutation testing (npm run mutate -- --module headers) found tests that asserted a few directives
// only, so a directive dropped or loosened elsewhere passed.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  fileCacheControl,
  filePolicy,
  inlineScriptHashes,
  policyForScripts,
  RESOURCE_POLICY,
  SEARCH_POLICY,
  SVG_POLICY,
} from '../../../src/shared/response-headers.js';
import { NO_EXTRA_SOURCES } from '../../../src/shared/server-build.js';

const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('a page’s content security policy', () => {
  it('has every directive, each as strict as the site allows, with no extra sources', () => {
    expect(directives(policyForScripts([], NO_EXTRA_SOURCES))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", "'wasm-unsafe-eval'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('adds the sources the site declares (a map, analytics), each once, and the hashes of its inline scripts', () => {
    const sources = {
      scriptSrc: ['https://www.googletagmanager.com', 'https://www.googletagmanager.com'],
      connectSrc: ['https://www.google-analytics.com'],
      frameSrc: ['https://www.google.com'],
      imgSrc: ['https://www.google-analytics.com'],
    };
    const policy = directives(policyForScripts(["'sha256-abc'"], sources));
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-abc'", 'https://www.googletagmanager.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://www.google-analytics.com']);
    expect(policy['frame-src']).toEqual(['https://www.google.com']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://www.google-analytics.com']);
  });

  it('allows the page’s own inline scripts by hash, but not scripts loaded by address or JSON-LD data', () => {
    const html =
      '<script>window.a=1</script><SCRIPT type="module">boot()</SCRIPT><script src="/assets/app.js"></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script><script type=\'APPLICATION/LD+JSON\'>{}</script><script>window.a=1</script>';
    const hashes = inlineScriptHashes(html);
    // The same script twice is one hash; a module script counts; the tag's case does not matter.
    expect(hashes).toEqual([sha256('window.a=1'), sha256('boot()')]);
    expect(contentSecurityPolicy(html, NO_EXTRA_SOURCES)).toBe(policyForScripts(hashes, NO_EXTRA_SOURCES));
  });
});

describe('files that are not pages', () => {
  it('search files may compile WebAssembly and fetch the index; SVG may style itself; anything else may do nothing', () => {
    expect(filePolicy('/pagefind/pagefind.js', 'text/javascript')).toBe(SEARCH_POLICY);
    expect(filePolicy('/images/logo.svg', 'image/svg+xml; charset=utf-8')).toBe(SVG_POLICY);
    expect(filePolicy('/feed.xml', 'application/rss+xml')).toBe(RESOURCE_POLICY);
    expect(filePolicy('/images/pagefind/x.svg', 'image/svg+xml')).toBe(SVG_POLICY);
  });

  it('hashed bundles are kept forever, page data is revalidated, the rest for an hour', () => {
    expect(fileCacheControl('/assets/app-1234.js')).toBe('public, max-age=31536000, immutable');
    expect(fileCacheControl('/_data/services.json')).toBe('no-cache');
    expect(fileCacheControl('/images/logo.svg')).toBe('public, max-age=3600');
    expect(fileCacheControl('/blog/assets/x.png')).toBe('public, max-age=3600');
  });
});
