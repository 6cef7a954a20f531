// `npm start` (after the build): listens, and shuts down cleanly on SIGTERM/SIGINT.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './app.js';
import { databasePathFromEnv } from './db/database.js';

const distDir = resolve('dist');
if (!existsSync(resolve(distDir, 'index.html'))) {
  console.error('dist/ has no built site. Run `npm run build` first (`npm start` does this for you).');
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';
const app = await buildApp({
  distDir,
  ssrDir: resolve('node_modules/.cache/site-ssr'),
  databasePath: databasePathFromEnv(),
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port, host });
console.log(`Site and API on http://localhost:${port}`);
