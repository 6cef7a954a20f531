// Requests a browser would never send but scanners and broken clients do, sent byte for byte over a real socket
// (an HTTP client library would tidy `//` and `\` away): each gets the site's own answer, and nothing reaches the error log.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';

const NOT_FOUND_PAGE = '<!doctype html><title>Page not found</title><h1>We could not find that page</h1>';
const dir = mkdtempSync(join(tmpdir(), 'odd-requests-'));
const logLines: { level: number; msg: string }[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let port = 0;

beforeAll(async () => {
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, '404.html'), NOT_FOUND_PAGE);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(dist, 'assets/app.js'), 'console.log(1)');
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp({
    distDir: dist,
    ssrDir: join(dir, 'no-ssr'),
    databasePath: join(dir, 'site.db'),
    rateLimit: false,
    smtp: null,
    logger: { level: 'info', stream },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Sends `METHOD target HTTP/1.1` exactly as written and reads the whole answer. */
function raw(method: string, target: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });
}

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

  it('leaves the error log empty', () => {
    expect(logLines.filter((line) => line.level >= 40)).toEqual([]);
  });
});
