// `npm run dev`: Vite in middleware mode with server rendering, so dev pages are the same documents the build
// prerenders; page data comes straight from site.yaml and content/, problems show in the terminal and the overlay.
import { createServer as createHttpServer } from 'node:http';
import { join } from 'node:path';
import { createServer as createViteServer } from 'vite';
import type { ServerManifest } from '@tanstack/router-core';
import { devSite } from '../src/build/dev/site-plugin.js';

const port = Number(process.env.PORT ?? 5173);
// SITE_ROOT: where site.yaml and content/ are (the project itself unless set; the dev-server tests use a copy).
const site = devSite({ root: process.env.SITE_ROOT });
// Vite's hot-update socket shares this server's port (its default, 24678, is taken when two dev servers run: the
// editor's preview and `npm run dev`); images come from SITE_ROOT's content/public, as the build copies them.
const hmrServer = createHttpServer();
const vite = await createViteServer({
  // DEV_OVERLAY=off: the editor's preview, whose form already shows each problem at its field, keeps the last good page.
  server: { middlewareMode: true, hmr: { server: hmrServer, overlay: process.env.DEV_OVERLAY !== 'off' } },
  appType: 'custom',
  plugins: [site.plugin],
  ...(process.env.SITE_ROOT ? { publicDir: join(process.env.SITE_ROOT, 'content/public') } : {}),
});

const devManifest: ServerManifest = {
  routes: { __root__: { scripts: [{ attrs: { type: 'module', src: '/src/browser/app/entry-client.tsx' } }] } },
};

const escapeHtml = (text: string) => text.replace(/[<>&]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page with what Vite adds to every dev page (its client, React's refresh preamble), at the end of <head>. Vite
 * puts them first, each on a line of its own, and React, hydrating the whole document, met them where it expected
 * the page's own first script: a hydration error on every dev page, after which React drew the page again. So the
 * tags are learnt from an empty document and put after the page's own, without whitespace between them (they are
 * module scripts: they still run before the page's code, which comes later in the document).
 */
async function withViteTags(url: string, html: string): Promise<string> {
  const shell = await vite.transformIndexHtml(url, '<!DOCTYPE html><html><head></head><body></body></html>');
  const tags = /<head>([\s\S]*)<\/head>/.exec(shell)?.[1] ?? '';
  return html.replace('</head>', `${tags.trim().replace(/>\s+</g, '><')}</head>`);
}

const server = hmrServer.on('request', (request, response) => {
  vite.middlewares(request, response, async () => {
    const url = request.url ?? '/';
    try {
      const source = site.source(url);
      if (!source) throw new Error('site.yaml has problems and there is no earlier valid version to show: see the terminal.');
      const { render } = (await vite.ssrLoadModule('/src/browser/app/entry-server.tsx')) as typeof import('../src/browser/app/entry-server.js');
      const { status, html } = await render(`http://localhost${url}`, source, devManifest);
      const page = await withViteTags(url, html);
      response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      const message = error instanceof Error ? error.message : String(error);
      vite.config.logger.error(message);
      // A page that cannot render still loads Vite's client, so the overlay shows what is wrong.
      response
        .writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(
          await vite.transformIndexHtml(
            url,
            `<!DOCTYPE html><html lang="en"><head><title>Error</title></head><body><pre>${escapeHtml(message)}</pre></body></html>`,
          ),
        );
    }
  });
});

server.listen(port, 'localhost', () => console.log(`Dev server on http://localhost:${port}`));
