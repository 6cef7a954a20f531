import { resolve } from 'node:path';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { databasePathFromEnv } from './db/database.js';
import { safeErrorHandler } from './api/errors.js';
import { smtpSettingsFromEnv, type SmtpSettings } from './api/notify.js';
import { apiPlugin } from './api/plugin.js';
import { rateLimitFromEnv, type RateLimitSettings } from './api/settings.js';
import { applySecurityHeaders, securityHeaders } from './http/security-headers.js';
import { sitePlugin, type SiteFallbacks } from './site/plugin.js';

export interface AppOptions {
  /** The built site; without it only the API is served (API-only tests and processes). */
  distDir?: string;
  ssrDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** SQLite file; defaults to DATABASE_PATH, else data/site.db. */
  databasePath?: string;
  /** Enquiries per IP; defaults to ENQUIRY_RATE_LIMIT, else 10 a minute. false turns it off. */
  rateLimit?: RateLimitSettings | false;
  /** Enquiry e-mails; defaults to the SMTP_* settings, off when SMTP_HOST is unset. null turns them off. */
  smtp?: SmtpSettings | null;
  /** Redirect http to https (FORCE_HTTPS=1); behind a proxy, set TRUST_PROXY so its X-Forwarded-Proto counts. */
  forceHttps?: boolean;
}

/**
 * Client addresses (rate limit, HTTPS detection) come from X-Forwarded-* only when the deployment
 * says a proxy sets them: TRUST_PROXY=<hops> or a proxy address. Trusting them blindly would let
 * anyone bypass the enquiry rate limit with a made-up header.
 */
function trustProxyFromEnv(): boolean | string | ((address: string, hop: number) => boolean) {
  const value = process.env.TRUST_PROXY?.trim();
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/**
 * A malformed %-escape (`/%zz`) fails before routing: answer as the site or the API would, never with Fastify's own
 * error (which names its internals and echoes the address).
 */
function answerMalformedTarget(error: FastifyError, request: FastifyRequest, reply: FastifyReply, fallbacks: SiteFallbacks) {
  request.log.info({ code: error.code }, 'malformed request target');
  const api = /^\/api(?:[/?]|$)/.test(request.url);
  if (!api && fallbacks.notFoundPage && (request.method === 'GET' || request.method === 'HEAD')) {
    return fallbacks.notFoundPage(reply, () => applySecurityHeaders(request, reply));
  }
  reply.code(api ? 400 : 404).type('application/json; charset=utf-8');
  applySecurityHeaders(request, reply);
  return reply.send({ message: api ? 'The address is not valid: it contains a malformed %-escape.' : 'Not found' });
}

/** The whole service as one Fastify app, built without listening so tests can use inject(). */
export async function buildApp(options: AppOptions = {}) {
  const fallbacks: SiteFallbacks = {};
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxyFromEnv(),
    frameworkErrors: (error, request, reply) => answerMalformedTarget(error, request as FastifyRequest, reply as unknown as FastifyReply, fallbacks),
  });
  securityHeaders(app, { forceHttps: options.forceHttps ?? process.env.FORCE_HTTPS === '1' });
  // Set before any plugin so every route inherits it: no stack trace or internal message reaches a client.
  app.setErrorHandler(safeErrorHandler);
  await app.register(apiPlugin, {
    prefix: '/api',
    databasePath: options.databasePath ?? databasePathFromEnv(),
    rateLimit: options.rateLimit ?? rateLimitFromEnv(),
    smtp: options.smtp === undefined ? smtpSettingsFromEnv() : options.smtp,
  });
  if (options.distDir) {
    await app.register(sitePlugin, { distDir: options.distDir, ssrDir: options.ssrDir ?? resolve('node_modules/.cache/site-ssr'), fallbacks });
  }
  return app;
}
