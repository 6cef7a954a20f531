// `npm run dev`: Vite in middleware mode with server rendering, so dev pages are the same
// documents the build prerenders; site.yaml problems show in the terminal and the browser overlay.
import { createServer as createHttpServer } from 'node:http';
import { createServer as createViteServer } from 'vite';
import type { ServerManifest } from '@tanstack/router-core';

const port = Number(process.env.PORT ?? 5173);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });

const devManifest: ServerManifest = {
  routes: { __root__: { scripts: [{ attrs: { type: 'module', src: '/src/app/entry-client.tsx' } }] } },
};

const server = createHttpServer((request, response) => {
  vite.middlewares(request, response, async () => {
    const url = request.url ?? '/';
    try {
      const { render } = (await vite.ssrLoadModule('/src/app/entry-server.tsx')) as typeof import('../src/app/entry-server.js');
      const { status, html } = await render(`http://localhost${url}`, devManifest);
      const page = await vite.transformIndexHtml(url, `<!DOCTYPE html>${html}`);
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
            `<!DOCTYPE html><html lang="en"><head><title>Error</title></head><body><pre>${message.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`)}</pre></body></html>`,
          ),
        );
    }
  });
});

server.listen(port, 'localhost', () => console.log(`Dev server on http://localhost:${port}`));
