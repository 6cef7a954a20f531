// `npm run serve` (and `npm start`, which builds first): the built site and the API in one process.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startServer } from './start.js';
import { liveRelease, publishedDirOf } from '../src/shared/releases.js';
import { BUILT_SERVER_PART } from '../src/shared/server-build.js';
import { EDITOR_APP_DIR } from './editors/plugin.js';

const distDir = resolve('dist');
// A published release (npm run publish, or Publish in the editor) is served instead of dist/ once there is one.
if (!existsSync(resolve(distDir, 'index.html')) && !liveRelease(publishedDirOf(resolve(process.env.SITE_ROOT?.trim() || '.')))) {
  console.error('dist/ has no built site. Run `npm run build` first (`npm start` does this for you).');
  process.exit(1);
}

// The editor at /edit edits the site in SITE_ROOT (this folder unless set); it answers once someone is added (`npm run editors`).
const editor = { siteRoot: resolve(process.env.SITE_ROOT ?? '.'), appDir: resolve(EDITOR_APP_DIR) };
const { config } = await startServer({ defaultPort: 3000, site: { distDir, ssrDir: resolve(BUILT_SERVER_PART), editor } });
console.log(`Site and API on http://${config.host}:${config.port}`);
