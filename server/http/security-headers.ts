import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { filePolicy, HSTS, SECURITY_HEADERS } from '../../src/shared/response-headers.js';

/** Text types are sent compressed when the client accepts it, so caches must key them by Accept-Encoding. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/**
 * The one place response headers for security and caching correctness are set. Registered on the root app before
 * the API and the site, so every reply passes through it, including errors raised before routing.
 */
export function securityHeaders(app: FastifyInstance, options: { forceHttps: boolean }): void {
  if (options.forceHttps) {
    // Behind a proxy, `request.protocol` reads X-Forwarded-Proto only when TRUST_PROXY says the proxy is trusted.
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.protocol === 'https') return;
      return reply.redirect(`https://${request.host}${request.url}`, 301);
    });
  }
  app.addHook('onSend', async (request, reply, payload) => {
    applySecurityHeaders(request, reply);
    return payload;
  });
}

/**
 * Sets the headers on one reply. The onSend hook calls it for every routed reply; replies made before routing
 * (Fastify's frameworkErrors) skip hooks and must call it themselves, after setting their content type.
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  // A reply without a content type (a redirect, a 204) matches neither COMPRESSIBLE nor image/svg+xml.
  // Stryker disable next-line StringLiteral: equivalent — with no content type, '' and any other text naming no type are treated alike
  const type = String(reply.getHeader('content-type') ?? '');
  if (!reply.hasHeader('content-security-policy')) reply.header('Content-Security-Policy', filePolicy(request.url, type));
  if (COMPRESSIBLE.test(type)) {
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
}
