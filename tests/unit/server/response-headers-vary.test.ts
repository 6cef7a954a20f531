// Caches must key a compressible answer by Accept-Encoding, and keep any other key the answer already has (an API
// answer to a page on a static host varies by Origin). Mutation testing (npm run mutate -- --module headers) found
// that the tests only looked for "accept-encoding" somewhere in Vary: a lost Origin, a repeated Accept-Encoding
// or a Vary on an image that is never compressed all passed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../server/http/security-headers.js';
import { rawRequest, startSiteServer, type SiteServer } from '../../support/site-server.js';

const STATIC_HOST = 'https://static.example.com';
let server: SiteServer;
beforeAll(async () => {
  server = await startSiteServer({ corsOrigins: [STATIC_HOST] });
  // Eight bytes of PNG signature: enough for the server to send it as image/png.
  writeFileSync(join(server.distDir, 'images/photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}, 30_000);
afterAll(() => server.close());

describe('Vary', () => {
  it('a page varies by Accept-Encoding alone', async () => {
    const response = await rawRequest(server.port, 'GET', '/');
    expect(response.status).toBe(200);
    expect(response.headers.vary).toBe('Accept-Encoding');
  });

  it('an API answer to a page on a listed static host varies by Origin and by Accept-Encoding, each named once', async () => {
    const response = await rawRequest(server.port, 'GET', '/api/health', { Origin: STATIC_HOST });
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(STATIC_HOST);
    expect(response.headers.vary).toBe('Origin, Accept-Encoding');
  });

  it('a PNG image, which is never compressed, does not vary by Accept-Encoding', async () => {
    const response = await rawRequest(server.port, 'GET', '/images/photo.png');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers.vary).toBeUndefined();
  });

  it('a route that compresses its answer itself and says so is not given Accept-Encoding a second time', async () => {
    const app = Fastify();
    securityHeaders(app, { forceHttps: false });
    app.get('/report', async (_request, reply) => reply.header('Vary', 'accept-encoding').type('text/csv').send('a,b\n'));
    const response = await app.inject({ method: 'GET', url: '/report' });
    await app.close();
    expect(response.headers.vary).toBe('accept-encoding');
  });
});
