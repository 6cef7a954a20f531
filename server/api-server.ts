// Only the consultant API, with no built site needed: for running it on its own host and for tests that kill it.
import { buildApp } from './app.js';
import { databasePathFromEnv } from './db/database.js';

const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? 'localhost';
const app = await buildApp({ databasePath: databasePathFromEnv(), logger: { level: process.env.LOG_LEVEL ?? 'info' } });

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
console.log(`API on http://${host}:${port}/api`);
