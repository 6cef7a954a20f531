import { resolve } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { safeErrorHandler } from './api/errors.js';
import { apiPlugin } from './api/plugin.js';
import { allowOrigin } from './api/cross-origin.js';
import { DEFAULT_ENQUIRY_RATE_LIMIT, type RateLimitSettings, type SmtpSettings, type TrustProxy } from './config.js';
import { applySecurityHeaders, securityHeaders } from './http/security-headers.js';
import { sitePlugin, type SiteFallbacks } from './site/plugin.js';
import { openDatabase } from './db/database.js';
import { careerItem, findOpenCareer } from './db/careers.js';
import { editorPlugin, type EditorPluginOptions } from './editors/plugin.js';
import type { AlertSite } from './alerts/site.js';
import { liveSiteRenderer } from '../src/editor/server/preview/site-renderer.js';
import { BUILT_SERVER_PART } from '../src/shared/server-build.js';

/** What the app serves and how; the entry points fill it from server/config.ts, tests directly. Nothing here reads the environment. */
export interface AppOptions {
  /** The built site; without it only the API is served (API-only tests and processes). */
  distDir?: string;
  ssrDir?: string;
  /** The publish folder (published/ in SITE_ROOT): its live release, once there is one, is served instead of distDir. */
  publishedDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** The SQLite file, created on first start. */
  databasePath: string;
  /** Enquiries per IP; 10 a minute unless given. false turns the limit off. */
  rateLimit?: RateLimitSettings | false;
  /** Where to e-mail each new enquiry; none unless given. */
  smtp?: SmtpSettings | null;
  /** The site's addresses for law-change alert mails (server/alerts/site.ts reads them from site.yaml); none unless given. */
  alertSite?: AlertSite | (() => AlertSite | null) | null;
  /** Redirect http to https; behind a proxy, trustProxy must be set so its X-Forwarded-Proto counts. */
  forceHttps?: boolean;
  /** Origins whose pages may call the API from the browser (CORS_ORIGINS). */
  corsOrigins?: readonly string[];
  /** Which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy); none unless given. */
  trustProxy?: TrustProxy;
  /** The editor at /edit, for people added with `npm run editors`; off unless given (API-only processes, most tests). */
  editor?: Pick<EditorPluginOptions, 'siteRoot' | 'appDir' | 'signInLimits' | 'siteRenderer' | 'now' | 'scheduleIntervalMs'>;
}

/**
 * A malformed %-escape (`/%zz`) fails before routing: answer as the site or the API would, never with Fastify's own
 * error (which names its internals and echoes the address).
 */
function answerMalformedTarget(error: FastifyError, request: FastifyRequest, reply: FastifyReply, fallbacks: SiteFallbacks, corsOrigins: ReadonlySet<string>) {
  request.log.info({ code: error.code }, 'malformed request target');
  const api = /^\/api(?:[/?]|$)/.test(request.url);
  // Hooks do not run here: a page on a listed origin must still be able to read why its call failed.
  if (api) allowOrigin(request, reply, corsOrigins);
  if (!api && fallbacks.notFoundPage && (request.method === 'GET' || request.method === 'HEAD')) {
    return fallbacks.notFoundPage(reply, () => applySecurityHeaders(request, reply));
  }
  reply.code(api ? 400 : 404).type('application/json; charset=utf-8');
  applySecurityHeaders(request, reply);
  return reply.send({ message: api ? 'The address is not valid: it contains a malformed %-escape.' : 'Not found' });
}

/**
 * Once close() has begun, answers still being written go out with `Connection: close`: otherwise a keep-alive
 * connection that was busy when the stop began would sit idle afterwards and hold the process open until its
 * timeout. Requests arriving after that moment get Fastify's 503 (return503OnClosing).
 */
function finishConnectionsOnClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
}

/** The whole service as one Fastify app, built without listening so tests can use inject(). */
export async function buildApp(options: AppOptions) {
  const fallbacks: SiteFallbacks = {};
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    frameworkErrors: (error, request, reply) =>
      answerMalformedTarget(error, request as FastifyRequest, reply as unknown as FastifyReply, fallbacks, new Set(options.corsOrigins ?? [])),
  });
  securityHeaders(app, { forceHttps: options.forceHttps ?? false });
  finishConnectionsOnClose(app);
  // Set before any plugin so every route inherits it: no stack trace or internal message reaches a client.
  app.setErrorHandler(safeErrorHandler);
  // One connection for the app's life: the API writes enquiries, the job pages read openings.
  const db = openDatabase(options.databasePath);
  app.addHook('onClose', async () => {
    db.close();
  });
  await app.register(apiPlugin, {
    prefix: '/api',
    db,
    rateLimit: options.rateLimit ?? DEFAULT_ENQUIRY_RATE_LIMIT,
    smtp: options.smtp ?? null,
    alertSite: options.alertSite ?? null,
    corsOrigins: options.corsOrigins ?? [],
  });
  if (options.distDir) {
    const findOpening = (id: string) => {
      const stored = findOpenCareer(db, id);
      return stored && { ...careerItem(stored), datePosted: stored.createdAt };
    };
    await app.register(sitePlugin, {
      distDir: options.distDir,
      ssrDir: options.ssrDir ?? resolve(BUILT_SERVER_PART),
      publishedDir: options.publishedDir,
      fallbacks,
      findOpening,
    });
  }
  if (options.editor) {
    // Previews render with the templates of the build being served, so their pages use the live site's stylesheets.
    const siteRenderer = options.distDir
      ? liveSiteRenderer({ ssrDir: options.ssrDir ?? resolve(BUILT_SERVER_PART), publishedDir: options.publishedDir })
      : undefined;
    await app.register(editorPlugin, { prefix: '/edit', db, fallbacks, siteRenderer, ...options.editor });
  }
  return app;
}
