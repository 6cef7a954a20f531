import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { expect } from '@playwright/test';

// A static host as the tests need one: how Netlify and Cloudflare Pages read dist/_headers, and a plain file server
// that applies them, with no site server and no API behind it.

/** Netlify's and Cloudflare's reading of _headers: blocks of a path pattern and indented `Name: value` lines. */
export function parseHeaders(text: string): { pattern: string; headers: Record<string, string> }[] {
  const rules: { pattern: string; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else {
      const colon = line.indexOf(':');
      rules.at(-1)!.headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

/** Every rule whose pattern matches applies (a trailing `*` matches any rest of the path); headers merge. */
export function headersFor(rules: ReturnType<typeof parseHeaders>, path: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const { pattern, headers } of rules) {
    const matches = pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
    if (!matches) continue;
    for (const [name, value] of Object.entries(headers)) {
      // Two rules giving the same header would be joined by the host: a policy or cache rule given twice is a bug.
      expect(merged[name], `${name} for ${path} set by two rules`).toBeUndefined();
      merged[name] = value;
    }
  }
  return merged;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
};

/** The file a static host serves for a path: the file itself, or the folder's index.html; else its 404.html. */
function fileFor(dist: string, path: string): { file: string; status: number } {
  const candidate = join(dist, normalize(path));
  if (candidate.startsWith(dist) && existsSync(candidate) && statSync(candidate).isFile()) return { file: candidate, status: 200 };
  const index = join(candidate, 'index.html');
  if (candidate.startsWith(dist) && existsSync(index)) return { file: index, status: 200 };
  return { file: join(dist, '404.html'), status: 404 };
}

/** Serves dist/ on a free loopback port as a static host would, with the headers dist/_headers declares. */
export async function serveStatically(dist: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const rules = parseHeaders(readFileSync(join(dist, '_headers'), 'utf8'));
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const { file, status } = fileFor(dist, path);
    const headers = { ...headersFor(rules, status === 404 ? '/404.html' : path) };
    delete headers['strict-transport-security'];
    response.writeHead(status, { ...headers, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
