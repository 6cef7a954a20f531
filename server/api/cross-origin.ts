import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Methods as `Allow` and `Access-Control-Allow-Methods` list them. */
export function methodList(methods: Set<string>): string {
  // Stryker disable next-line MethodExpression: equivalent — every API path answers POST alone or GET then HEAD (added in that order by plugin.ts), already sorted
  return [...methods].sort().join(', ');
}

/**
 * Names a listed origin in the answer (and that answers vary by origin), so its browser lets the page read it; true
 * if the request came from one. Also called where Fastify answers without running hooks (a malformed address).
 */
export function allowOrigin(request: FastifyRequest, reply: FastifyReply, allowed: ReadonlySet<string>): boolean {
  if (allowed.size === 0) return false;
  const origin = request.headers.origin;
  reply.header('Vary', 'Origin');
  if (!origin || !allowed.has(origin)) return false;
  // The form reads Retry-After to say when to try again; browsers hide it from other origins unless exposed.
  reply.header('Access-Control-Allow-Origin', origin).header('Access-Control-Expose-Headers', 'Retry-After');
  return true;
}

/**
 * Lets pages published on other origins (a static host, option B of docs/operations.md, "Deploying") call the API from
 * the browser: the origins listed in CORS_ORIGINS, and no others. Preflights are answered here, before routing, with
 * the methods the path answers; every answer to a listed origin names it. Unlisted origins get no CORS headers, so
 * their browsers refuse to read the answer.
 */
export function crossOrigin(app: FastifyInstance, allowedOrigins: readonly string[], methodsOf: (path: string) => Set<string> | undefined): void {
  if (allowedOrigins.length === 0) return;
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (!allowOrigin(request, reply, allowed)) return;
    const wanted = request.headers['access-control-request-method'];
    if (request.method !== 'OPTIONS' || typeof wanted !== 'string') return;
    const path = request.url.split('?')[0];
    const methods = methodsOf(path);
    if (!methods) return reply.code(404).send({ message: 'Not found' });
    return reply
      .code(204)
      .header('Access-Control-Allow-Methods', methodList(methods))
      .header('Access-Control-Allow-Headers', 'Content-Type, Idempotency-Key')
      .header('Access-Control-Max-Age', '600')
      .send();
  });
}
