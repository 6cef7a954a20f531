import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The editor's browser app as `npm run build:editor` built it (scripts/build-editor.ts), served only to signed-in
 * people: its code never reaches the public site. The page carries the session's CSRF token for the app to send back.
 */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/**
 * The editor page's policy. 'unsafe-eval': the form library checks which branch of the schema a value takes with
 * Ajv, which compiles its checks to functions at run time; only this page, for signed-in people, allows it.
 */
export const EDITOR_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

const NOT_BUILT = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Site editor</title></head><body><main>
<h1>The editor is not ready yet</h1><p>Its pages have not been prepared on this server. Whoever runs the server should run
<code>npm run build:editor</code> (<code>npm start</code> does it) and start the server again.</p></main></body></html>`;

export function appFileRoutes(app: FastifyInstance, appDir: string, csrfTokenOf: (request: FastifyRequest) => string): void {
  app.get('/', async (request, reply) => {
    reply.header('Cache-Control', 'no-store').header('Content-Security-Policy', EDITOR_POLICY).type('text/html; charset=utf-8');
    const indexFile = join(appDir, 'index.html');
    if (!existsSync(indexFile)) return reply.code(503).send(NOT_BUILT);
    const meta = `<meta name="editor-csrf" content="${csrfTokenOf(request)}">`;
    return readFileSync(indexFile, 'utf8').replace('</head>', `${meta}\n</head>`);
  });

  app.get('/assets/*', async (request, reply) => {
    const file = normalize((request.params as { '*': string })['*']).replace(/^(\.\.[/\\])+/, '');
    const full = join(appDir, 'assets', file);
    const type = TYPES[extname(file)];
    if (!type || !full.startsWith(join(appDir, 'assets')) || !existsSync(full)) return reply.code(404).send({ message: 'Not found' });
    // Names carry the content's hash; `private`: a shared cache must not keep what only signed-in people may fetch.
    return reply.header('Cache-Control', 'private, max-age=31536000, immutable').type(type).send(readFileSync(full));
  });
}
