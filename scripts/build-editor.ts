// `npm run build:editor`: the editor's browser app (src/editor/app/) built for `npm start`, which serves it at /edit to
// signed-in people. Kept out of `npm run build` (the site's build, timed and deployed to static hosts) and out of dist/.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { EDITOR_APP_DIR } from '../server/editors/plugin.js';

await build({
  configFile: false,
  root: resolve('src/editor/app'),
  base: '/edit/',
  plugins: [react()],
  logLevel: 'warn',
  // One bundle (the form library and the schema are most of it), fetched once per version by signed-in people only.
  build: { outDir: resolve(EDITOR_APP_DIR), emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 4096 },
});
console.log(`Editor app built into ${EDITOR_APP_DIR}`);
