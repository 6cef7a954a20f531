// Every kind of response the server sends carries the security headers; compressed types vary by Accept-Encoding;
// HSTS only over HTTPS (directly or through a trusted proxy); FORCE_HTTPS redirects plain http.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS, SECURITY_HEADERS } from '../../../src/shared/response-headers.js';
import { readConfig } from '../../../server/config.js';
import { rawRequest, startSiteServer, type SiteServer } from '../../support/site-server.js';

let server: SiteServer;
beforeAll(async () => {
  server = await startSiteServer({ withEditor: true });
}, 30_000);
afterAll(() => server.close());

const RESPONSES: [what: string, method: string, target: string, status: number, body?: string][] = [
  ['a page', 'GET', '/', 200],
  ['a hashed asset', 'GET', '/assets/app-1234.js', 200],
  ['an SVG image', 'GET', '/images/logo.svg', 200],
  ['the 404 page', 'GET', '/no-such-page', 404],
  ['a malformed address', 'GET', '/%zz', 404],
  ['a redirect', 'GET', '//', 301],
  ['a wrong method on a page', 'PUT', '/', 405],
  ['API health', 'GET', '/api/health', 200],
  ['API careers', 'GET', '/api/getAllCareers', 200],
  ['API enquiry refused', 'POST', '/api/addCustomerContacts', 400, '{}'],
  ['API wrong method', 'DELETE', '/api/getAllCareers', 405],
  ['API unknown call', 'GET', '/api/nope', 404],
  ['API malformed address', 'GET', '/api/%zz', 400],
  ['the editor’s sign-in page', 'GET', '/edit/sign-in', 200],
  ['the editor, signed out', 'GET', '/edit/', 303],
  ['the editor’s API, signed out', 'GET', '/edit/api/state', 401],
  ['an editor write, signed out', 'POST', '/edit/api/save', 401, '{}'],
  ['a sign-in from no page', 'POST', '/edit/sign-in', 403, '{}'],
];

describe('response headers', () => {
  for (const [what, method, target, status, body] of RESPONSES) {
    it(`${what} (${method} ${target}) carries every security header and a frame-ancestors policy`, async () => {
      const response = await rawRequest(server.port, method, target, body ? { 'Content-Type': 'application/json' } : {}, body);
      expect(response.status).toBe(status);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name.toLowerCase()], name).toBe(value);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['strict-transport-security']).toBeUndefined();
      if (/^(text\/|application\/(javascript|json)|image\/svg)/.test(response.headers['content-type'] ?? '')) {
        expect(response.headers.vary ?? '').toMatch(/accept-encoding/i);
      }
    });
  }

  it('gives SVG a policy of its own that runs no script', async () => {
    const response = await rawRequest(server.port, 'GET', '/images/logo.svg');
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  });

  it('keeps the page’s own policy with its script hashes', async () => {
    const response = await rawRequest(server.port, 'GET', '/');
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  });
});

describe('HTTPS', () => {
  let proxied: SiteServer;
  beforeAll(async () => {
    // As TRUST_PROXY=1 and FORCE_HTTPS=1 configure it (server/config.ts).
    proxied = await startSiteServer({ forceHttps: true, trustProxy: readConfig({ TRUST_PROXY: '1' }).trustProxy });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it('FORCE_HTTPS redirects plain http to the same address on https', async () => {
    const response = await rawRequest(proxied.port, 'GET', '/Services?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(`https://localhost/Services?x=1`);
  });

  it('behind a trusted proxy that terminated TLS, serves the page with HSTS', async () => {
    const response = await rawRequest(proxied.port, 'GET', '/', { 'X-Forwarded-Proto': 'https' });
    expect(response.status).toBe(200);
    expect(response.headers['strict-transport-security']).toBe(HSTS);
  });

  it('does not believe X-Forwarded-Proto from an untrusted client', async () => {
    const response = await rawRequest(server.port, 'GET', '/', { 'X-Forwarded-Proto': 'https' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
