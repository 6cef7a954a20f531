// Requests a browser would never send but scanners and broken clients do, sent byte for byte over a real socket
// (an HTTP client library would tidy `//` and `\` away): each gets the site's own answer, and nothing reaches the error log.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startSiteServer, type SiteServer } from '../../support/site-server.js';

let server: SiteServer;
beforeAll(async () => {
  server = await startSiteServer({ withEditor: true });
}, 30_000);
afterAll(() => server.close());
const raw = (method: string, target: string) => rawRequest(server.port, method, target);

type Expectation = { status: number; type?: 'html' | 'json'; location?: string; allow?: string };

const TABLE: [method: string, target: string, expected: Expectation][] = [
  ['GET', '//', { status: 301, location: '/' }],
  ['GET', '///', { status: 301, location: '/' }],
  ['GET', '/\\', { status: 301, location: '/' }],
  ['GET', '/\\\\', { status: 301, location: '/' }],
  ['GET', '//evil.example/', { status: 301, location: '/evil.example/' }],
  ['GET', '/%2F%2Fevil.example/', { status: 301, location: '/evil.example/' }],
  ['GET', '/services\\vat?x=1', { status: 301, location: '/services/vat?x=1' }],
  ['GET', '/Services//', { status: 301, location: '/Services/' }],
  ['GET', '/%', { status: 404, type: 'html' }],
  ['GET', '/%zz', { status: 404, type: 'html' }],
  ['GET', '/services/%ff', { status: 404, type: 'html' }],
  ['HEAD', '/%zz', { status: 404, type: 'html' }],
  ['GET', '/no-such-page', { status: 404, type: 'html' }],
  ['GET', '/api/%zz', { status: 400, type: 'json' }],
  ['GET', '/api/no-such-call', { status: 404, type: 'json' }],
  ['PUT', '/', { status: 405, type: 'json', allow: 'GET, HEAD' }],
  ['POST', '/Services', { status: 405, type: 'json', allow: 'GET, HEAD' }],
  ['OPTIONS', '/Contact-Us', { status: 405, type: 'json', allow: 'GET, HEAD' }],
  ['DELETE', '/api/getAllCareers', { status: 405, type: 'json', allow: 'GET, HEAD' }],
  ['GET', '/api/addCustomerContacts', { status: 405, type: 'json', allow: 'POST' }],
  // The editor at /edit: the same answers, and nothing of it without a session.
  ['GET', '//edit/', { status: 301, location: '/edit/' }],
  ['GET', '/edit\\api\\state', { status: 301, location: '/edit/api/state' }],
  ['GET', '/edit/%zz', { status: 404, type: 'html' }],
  ['GET', '/edit/no-such-page', { status: 404, type: 'html' }],
  ['GET', '/edit/api/state', { status: 401, type: 'json' }],
  ['GET', '/edit/assets/../../site.yaml', { status: 401, type: 'json' }],
];

describe('odd requests', () => {
  for (const [method, target, expected] of TABLE) {
    it(`${method} ${target} → ${expected.status}`, async () => {
      const response = await raw(method, target);
      expect(response.status).toBe(expected.status);
      if (expected.location !== undefined) expect(response.headers.location).toBe(expected.location);
      if (expected.allow !== undefined) expect(response.headers.allow).toBe(expected.allow);
      if (expected.type === 'html') {
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        if (method !== 'HEAD') expect(response.body).toContain('We could not find that page');
      }
      if (expected.type === 'json') {
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        const body = JSON.parse(response.body) as { message: string };
        expect(body.message).not.toMatch(/FST_|Error|%zz/);
      }
    });
  }

  it('leaves the error log empty', async () => {
    // First, that the log does receive errors: a site whose 404 page went missing fails a request and says so.
    const broken = await startSiteServer();
    try {
      rmSync(join(broken.distDir, '404.html'));
      expect((await rawRequest(broken.port, 'GET', '/no-such-page')).status).toBe(500);
      expect(broken.log.filter((line) => line.level >= 40).map((line) => line.msg)).toContain('request failed');
    } finally {
      await broken.close();
    }
    // Every odd request sent by this test itself, so that it stands alone (`vitest -t`) rather than on the tests above.
    const before = server.log.length;
    for (const [method, target, expected] of TABLE) expect((await raw(method, target)).status).toBe(expected.status);
    // The server did write about them (to this log), only nothing at warning level or above.
    expect(server.log.slice(before).some((line) => line.msg === 'request completed')).toBe(true);
    expect(server.log.filter((line) => line.level >= 40)).toEqual([]);
  });
});
