// A real, listening `npm start` app over a tiny built site in a temp folder, for tests of what the server sends.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { buildApp, type AppOptions } from '../../server/app.js';
import { openDatabase } from '../../server/db/database.js';
import { addEditor } from '../../server/db/editors.js';
import { hashPassword } from '../../server/editors/passwords.js';
import { contentSecurityPolicy } from '../../src/shared/response-headers.js';
import { NO_EXTRA_SOURCES, type ServerBuild } from '../../src/shared/server-build.js';

export const NOT_FOUND_PAGE = '<!doctype html><title>Page not found</title><h1>We could not find that page</h1>';

export interface SiteServer {
  port: number;
  /** The built site it serves (a temp folder), for tests that damage it. */
  distDir: string;
  /** Every log line the server wrote, parsed. */
  log: { level: number; msg: string }[];
  close(): Promise<void>;
}

/** `withEditor`: the editor at /edit too (over this repository's site, nothing saved), with one person added. */
export async function startSiteServer(options: Partial<AppOptions> & { withEditor?: boolean } = {}): Promise<SiteServer> {
  const { withEditor, ...appOptions } = options;
  const dir = mkdtempSync(join(tmpdir(), 'site-server-'));
  const dist = join(dir, 'dist');
  const ssr = join(dir, 'ssr');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'images'), { recursive: true });
  mkdirSync(ssr);
  const html = { '404.html': NOT_FOUND_PAGE, 'index.html': '<!doctype html><title>Home</title><script>boot()</script>' };
  for (const [file, text] of Object.entries(html)) writeFileSync(join(dist, file), text);
  writeFileSync(join(dist, 'assets/app-1234.js'), 'console.log(1)');
  writeFileSync(join(dist, 'images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    join(ssr, 'server-build.json'),
    JSON.stringify({
      pages: [{ path: '/', htmlFile: 'index.html' }],
      locales: [],
      manifests: {},
      contentSources: NO_EXTRA_SOURCES,
      // As the build hashes them (src/build/pipeline/build-site.ts).
      policies: Object.fromEntries(Object.entries(html).map(([file, text]) => [file, contentSecurityPolicy(text, NO_EXTRA_SOURCES)])),
    } satisfies ServerBuild),
  );
  const log: SiteServer['log'] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) log.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp({
    distDir: dist,
    ssrDir: ssr,
    databasePath: join(dir, 'site.db'),
    rateLimit: false,
    smtp: null,
    logger: { level: 'info', stream },
    ...(withEditor ? { editor: { siteRoot: process.cwd(), appDir: editorAppIn(dir) } } : {}),
    ...appOptions,
  });
  if (withEditor) {
    const db = openDatabase(join(dir, 'site.db'));
    addEditor(db, { name: 'Test Person', role: 'editor', passwordHash: await hashPassword('test-password-1') });
    db.close();
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    port: (app.server.address() as { port: number }).port,
    distDir: dist,
    log,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function editorAppIn(dir: string): string {
  const appDir = join(dir, 'editor-app');
  mkdirSync(join(appDir, 'assets'), { recursive: true });
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>Site editor</title>');
  return appDir;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `METHOD target HTTP/1.1` exactly as written (no client tidies the target) and reads the whole answer. */
export function rawRequest(port: number, method: string, target: string, extraHeaders: Record<string, string> = {}, body = ''): Promise<RawResponse> {
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
    const lines = [
      `${method} ${target} HTTP/1.1`,
      'Host: localhost',
      'Connection: close',
      ...Object.entries(extraHeaders).map(([name, value]) => `${name}: ${value}`),
    ];
    if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  });
}
