// `npm run edit`: the form editor for site.yaml and content/, on http://127.0.0.1 with a one-time link. The browser app
// (src/editor/app/) is served by Vite in middleware mode, so nothing is built and dist/ is never touched.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer as createViteServer } from 'vite';
import { buildEditorApp } from '../src/editor/server/app.js';
import { startPreview } from '../src/editor/server/preview.js';
import { DraftStore } from '../src/editor/server/drafts.js';
import { createGate, isLocalRequest } from '../src/editor/server/token.js';
import { publishSettingsFrom } from '../src/editor/server/publish/settings.js';
import { freePort } from './support/free-port.js';

const root = resolve(process.env.SITE_ROOT ?? '.');
const port = Number(process.env.EDIT_PORT ?? 4400);
// Each tab edits a draft of its own (see drafts.ts); the preview shows the draft edited last.
const store = new DraftStore(root);
const gate = createGate();
const preview = startPreview(store.previewRoot, Number(process.env.EDIT_PREVIEW_PORT ?? (await freePort())));

const vite = await createViteServer({
  configFile: false,
  root: resolve('src/editor/app'),
  cacheDir: resolve('node_modules/.vite-editor'),
  plugins: [react()],
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false },
  optimizeDeps: { include: ['react', 'react-dom/client', '@rjsf/core', '@rjsf/utils', '@rjsf/validator-ajv8', 'ajv/dist/2020'] },
});

const indexHtml = async (url: string) => {
  const { readFile } = await import('node:fs/promises');
  return vite.transformIndexHtml(url, await readFile(resolve('src/editor/app/index.html'), 'utf8'));
};

// The browser shows the preview once its server answers (an iframe opened earlier would stay on an error).
let previewReady = false;
preview.ready.then(
  () => (previewReady = true),
  () => {},
);
const app = buildEditorApp({
  store,
  gate,
  port,
  previewOrigin: () => (previewReady ? preview.origin : undefined),
  indexHtml,
  publish: { root: resolve('.'), siteRoot: root, settings: publishSettingsFrom() },
  serverFactory: (handler) => {
    return createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0];
      if (path === '/' || path.startsWith('/api/')) return handler(request, response);
      if (!isLocalRequest({ host: request.headers.host, origin: request.headers.origin }, port)) {
        return response.writeHead(403, { 'Content-Type': 'text/plain' }).end('This editor only answers pages it served itself, on 127.0.0.1.');
      }
      // The app's code too is for the signed-in browser only.
      if (!gate.admits(request.headers.cookie)) return response.writeHead(401, { 'Content-Type': 'text/plain' }).end('Open the link printed by npm run edit.');
      vite.middlewares(request, response, () => handler(request, response));
    });
  },
});

const shutdown = async () => {
  preview.stop();
  await app.close();
  await vite.close();
  store.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
// However the editor ends, its preview server ends with it.
process.once('exit', () => preview.stop());
process.once('SIGTERM', shutdown);

await app.listen({ port, host: '127.0.0.1' });
console.log(`Site editor for ${root}`);
console.log(`Open http://127.0.0.1:${port}/?token=${gate.token}`);
console.log('The link works once, in one browser. Press Ctrl+C to stop the editor (unsaved edits are lost).');
preview.ready.then(
  () => console.log(`Preview of unsaved edits on ${preview.origin}`),
  (error: Error) => console.error(`The preview could not start; editing still works.\n${error.message}`),
);
