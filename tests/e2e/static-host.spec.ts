import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { HSTS } from '../../src/shared/response-headers.js';
import { headersFor, parseHeaders } from './static-host.js';

// dist/_headers and dist/_redirects are what a static host (Netlify, Cloudflare Pages) applies. Read here as such a
// host reads them, they must give every path the headers and redirects `npm start` gives it.

const dist = join(process.cwd(), 'dist');

const rules = parseHeaders(readFileSync(join(dist, '_headers'), 'utf8'));
const redirects = readFileSync(join(dist, '_redirects'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.split(/\s+/));

/** Every page rule, the 404 page, every other file rule, and a few real files under each `/*` prefix. */
function pathsToCompare(): string[] {
  const exact = rules.map((rule) => rule.pattern).filter((pattern) => !pattern.endsWith('*'));
  const underPrefixes = ['assets', '_data', 'pagefind'].flatMap((folder) =>
    readdirSync(join(dist, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(js|css|json)$/.test(file))
      .slice(0, 3)
      .map((file) => `/${folder}/${file}`),
  );
  return [...exact, ...underPrefixes];
}

test('dist/_headers gives every path the headers npm start sends', async ({ request }) => {
  const paths = pathsToCompare();
  expect(paths.length).toBeGreaterThan(100);
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const sent = response.headers();
    const declared = headersFor(rules, path);
    for (const [name, value] of Object.entries(declared)) {
      // The test server is plain http, where HSTS must not be sent; static hosts serve only https.
      if (name === 'strict-transport-security') {
        expect(value).toBe(HSTS);
        continue;
      }
      expect(sent[name], `${name} of ${path}`).toBe(value);
    }
    for (const name of [
      'content-security-policy',
      'cache-control',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
    ]) {
      expect(declared[name], `${name} of ${path} is missing from _headers`).toBeDefined();
    }
  }
});

test('dist/_redirects sends lower-case spellings where npm start sends them', async ({ request }) => {
  const moved = redirects.filter(([, , status]) => status !== '404');
  expect(moved.length).toBeGreaterThan(10);
  for (const [from, to, status] of moved) {
    expect(status).toBe('301');
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});

test('dist/_redirects answers a missing Arabic address with the Arabic not-found page, as npm start does', async ({ request }) => {
  const notFound = redirects.filter(([, , status]) => status === '404');
  expect(notFound).toEqual([['/ar/*', '/ar/404.html', '404']]);
  // The rules come after every redirect: a host applies the first that matches.
  expect(redirects.at(-1)).toEqual(notFound[0]);
  const response = await request.get('/ar/no-such-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toBe(readFileSync(join(dist, 'ar/404.html'), 'utf8'));
});

test('the host instructions are not served as pages of the site', async ({ request }) => {
  for (const file of ['/_headers', '/_redirects']) expect((await request.get(file)).status(), file).toBe(404);
});
