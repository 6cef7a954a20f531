import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimitPlugin from '@fastify/rate-limit';
import type { Database } from '../db/database.js';
import { safeErrorHandler } from './errors.js';
import { createMailTransport } from './mail-transport.js';
import { createNotifier } from './notify.js';
import type { AlertSite } from '../alerts/site.js';
import { alertRoutes } from './routes/alerts.js';
import { careerRoutes } from './routes/careers.js';
import { enquiryRoutes } from './routes/enquiries.js';
import { healthRoutes } from './routes/health.js';
import type { RateLimitSettings, SmtpSettings } from '../config.js';
import { crossOrigin, methodList } from './cross-origin.js';
import { strictJsonBodies } from './strict-json.js';
import { createValidatorCompiler } from './validator.js';

export interface ApiPluginOptions {
  /** The app's database (opened and closed by the app: the job pages read it too). */
  db: Database;
  /** Per-IP limit on enquiries; false turns it off. */
  rateLimit: RateLimitSettings | false;
  /** Where to e-mail each new enquiry; null for no e-mail. */
  smtp: SmtpSettings | null;
  /** The site's addresses for law-change alert mails (read from site.yaml); no confirmation mails without it. */
  /** The site for alert mails and pages, or how to read it when first needed. */
  alertSite?: AlertSite | (() => AlertSite | null) | null;
  /** Origins whose pages may call the API from the browser (pages on a static host); none unless given. */
  corsOrigins?: readonly string[];
}

/** A known path asked with another method gets 405 and `Allow`; anything else, 404. */
function notFoundOrWrongMethod(methodsOf: (path: string) => Set<string> | undefined) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const allowed = methodsOf(path);
    if (allowed && !allowed.has(request.method)) {
      const list = methodList(allowed);
      return reply
        .code(405)
        .header('Allow', list)
        .send({ message: `Method not allowed: ${path} answers ${list}.` });
    }
    return reply.code(404).send({ message: 'Not found' });
  };
}

/** The consultant API (register with prefix /api). */
export async function apiPlugin(app: FastifyInstance, options: ApiPluginOptions): Promise<void> {
  const { db } = options;

  app.setValidatorCompiler(createValidatorCompiler());
  app.setErrorHandler(safeErrorHandler);
  // JSON only: without this Fastify would accept text/plain and fail later with a confusing schema error.
  app.removeContentTypeParser('text/plain');
  strictJsonBodies(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  if (options.rateLimit) await app.register(rateLimitPlugin, { global: false });

  const methodsByPath = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const methods = methodsByPath.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    if (methods.has('GET')) methods.add('HEAD');
    methodsByPath.set(route.url, methods);
  });
  // Methods each API path answers, collected as routes are added: for 405's Allow and for CORS preflights.
  const methodsOf = (path: string) => methodsByPath.get(path);
  const notFound = notFoundOrWrongMethod(methodsOf);
  // Stryker disable next-line ArrayDeclaration: equivalent — buildApp always passes corsOrigins (an empty list when none), so the fallback is never taken
  crossOrigin(app, options.corsOrigins ?? [], methodsOf);

  await app.register(healthRoutes, { db });
  await app.register(careerRoutes, { db });
  const transport = options.smtp ? createMailTransport(options.smtp) : null;
  await app.register(enquiryRoutes, { db, rateLimit: options.rateLimit, notify: options.smtp && transport ? createNotifier(options.smtp, transport) : null });
  await app.register(alertRoutes, {
    db,
    rateLimit: options.rateLimit,
    site: lazySite(options.alertSite),
    transport,
    from: options.smtp?.from ?? '',
  });

  // The site answers GET /* with its HTML 404 page; API clients get JSON instead.
  app.all('/', notFound);
  app.all('/*', notFound);
  app.setNotFoundHandler(notFound);
}

/** The alert site as the routes ask for it: a reader as it is, a site already read as a reader of itself. */
function lazySite(site: AlertSite | (() => AlertSite | null) | null | undefined): (() => AlertSite | null) | null {
  if (!site) return null;
  return typeof site === 'function' ? site : () => site;
}
