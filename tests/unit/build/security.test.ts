import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from '../../../src/shared/response-headers.js';
import { contentSources } from '../../../src/build/prerender/content-sources.js';
import { loadManifest } from '../../../src/build/validate/load.js';

const { manifest } = loadManifest(join(resolve('.'), 'site.yaml'));

function sha(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** A policy's directives by name: `{ 'form-action': "'self'" }`. */
function directives(policy: string): Record<string, string> {
  return Object.fromEntries(policy.split('; ').map((directive) => [directive.slice(0, directive.indexOf(' ')), directive.slice(directive.indexOf(' ') + 1)]));
}

describe('content security policy', () => {
  it('allows the page’s own inline scripts by hash, ignores JSON-LD and external scripts', () => {
    const html =
      '<script>one()</script><script type="module" src="/a.js"></script><script type="application/ld+json">{"a":1}</script><script data-x="">two()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('one()'), sha('two()')]);
  });

  it('never allows inline scripts wholesale or eval (only WebAssembly, for site search), and forbids framing', () => {
    const policy = contentSecurityPolicy('<script>x()</script>', { scriptSrc: [], connectSrc: [], frameSrc: [], imgSrc: [] });
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'))!;
    expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' ${sha('x()')}`);
    expect(scriptSrc).not.toMatch(/'unsafe-(inline|eval)'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("frame-src 'none'");
  });

  it('without analytics ids, allows no third-party script host', () => {
    const sources = contentSources({ ...manifest!, analytics: undefined }, '/api');
    expect(sources.scriptSrc).toEqual([]);
    expect(sources.connectSrc).toEqual([]);
    expect(directives(contentSecurityPolicy('', sources))['form-action']).toBe("'self'");
    expect(sources.frameSrc).toEqual([new URL(manifest!.site.map.embedUrl).origin]);
  });

  it('with analytics ids, allows exactly the tag manager and analytics hosts; an API elsewhere is allowed to connect', () => {
    const sources = contentSources({ ...manifest!, analytics: { tagManagerId: 'GTM-ABC123', analyticsId: 'G-ABC123' } }, 'https://api.example.org/v1');
    expect(sources.scriptSrc).toEqual(['https://www.googletagmanager.com']);
    expect(sources.connectSrc).toContain('https://api.example.org');
    expect(sources.connectSrc).toContain('https://www.google-analytics.com');
    // The footer's alerts form posts there without script: the policy must let the browser send it.
    expect(directives(contentSecurityPolicy('', sources))['form-action']).toBe("'self' https://api.example.org");
  });
});
