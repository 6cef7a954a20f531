// `npm run serve` (server/server.ts) with the editor's clock set ahead and scheduled publishes looked for often: a test
// can restart the server just before a scheduled publish's time instead of waiting for it.
//   CLOCK_AHEAD_MS  how far ahead of the real time the editor's clock runs
//   SCHEDULE_INTERVAL_MS  how often the server looks for a scheduled publish whose time has come
import { resolve } from 'node:path';
import { startServer } from '../../server/start.js';
import { EDITOR_APP_DIR } from '../../server/editors/plugin.js';
import { BUILT_SERVER_PART } from '../../src/shared/server-build.js';

const ahead = Number(process.env.CLOCK_AHEAD_MS ?? 0);
const editor = {
  siteRoot: resolve(process.env.SITE_ROOT ?? '.'),
  appDir: resolve(EDITOR_APP_DIR),
  now: () => new Date(Date.now() + ahead),
  scheduleIntervalMs: Number(process.env.SCHEDULE_INTERVAL_MS ?? 500),
};
const { config } = await startServer({ defaultPort: 3000, site: { distDir: resolve('dist'), ssrDir: resolve(BUILT_SERVER_PART), editor } });
console.log(`Site and API on http://${config.host}:${config.port}`);
