/**
 * Starting and stopping a server process, shared by `npm run serve` (site and API) and `npm run serve:api`.
 * Settings come from server/config.ts; a wrong one, a database that cannot be opened or a port in use stops the
 * process with one line on stderr and exit code 1. SIGTERM or SIGINT stops it gracefully: no new connections,
 * requests already received (an enquiry half-way to the database included) are answered, then the database closes.
 */
import { buildApp, type AppOptions } from './app.js';
import { ConfigError, readConfig } from './config.js';
import { alertSiteReader } from './alerts/site.js';

/** Longest a graceful stop may take before the process gives up waiting and exits with 1. */
const SHUTDOWN_LIMIT_MS = 10_000;

function fail(message: string): never {
  console.error(`Cannot start the server: ${message}`);
  process.exit(1);
}

function reasonOf(error: unknown, port: number): string {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') return `port ${port} is already in use. Stop the other process or set PORT to a free port.`;
  if (code === 'EACCES') return `this user may not listen on port ${port}. Use a port above 1023 or set PORT.`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return `HOST does not name an address of this machine.`;
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0];
}

export async function startServer(options: { defaultPort: number; site?: Pick<AppOptions, 'distDir' | 'ssrDir' | 'editor'> }) {
  let config;
  try {
    config = readConfig(process.env, { port: options.defaultPort });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.problems.join('\n  '));
    throw error;
  }

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    // Alert mails and pages link to the public site and speak its words: both come from site.yaml, read when first
    // needed. An API on a host of its own without site.yaml still takes enquiries; it just cannot send alert
    // confirmations, and says so when it was meant to.
    const alertSite = alertSiteReader(config.siteRoot, (problem) => {
      if (config.smtp) console.error(`Law-change alert mails are off: ${problem}`);
    });
    app = await buildApp({ ...options.site, ...config, alertSite, logger: { level: config.logLevel } });
  } catch (error) {
    fail(`${reasonOf(error, config.port)} (database: ${config.databasePath})`);
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received: finishing the requests in progress, then stopping`);
      const giveUp = setTimeout(() => {
        app.log.error(`requests still running after ${SHUTDOWN_LIMIT_MS / 1000} s; stopping anyway`);
        process.exit(1);
      }, SHUTDOWN_LIMIT_MS);
      giveUp.unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'stopping failed');
          process.exit(1);
        },
      );
    });
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    fail(reasonOf(error, config.port));
  }
  return { app, config };
}
