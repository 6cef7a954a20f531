import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../../src/editor/server/token.js';

/**
 * The session cookie of the editor on the server. HttpOnly (no script reads it), Secure (sent over HTTPS only;
 * browsers make an exception for http://localhost and 127.0.0.1, which the tests use), SameSite=Strict (never sent
 * with a request another site starts), and only under /edit (the public pages never see it).
 */
export const SESSION_COOKIE = 'site_editor_session';
const COOKIE_ATTRIBUTES = 'Path=/edit; HttpOnly; Secure; SameSite=Strict';

export function sessionCookieOf(request: FastifyRequest): string | undefined {
  return readCookie(request.headers.cookie, SESSION_COOKIE);
}

export function setSessionCookie(reply: FastifyReply, id: string): void {
  reply.header('Set-Cookie', `${SESSION_COOKIE}=${id}; ${COOKIE_ATTRIBUTES}`);
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.header('Set-Cookie', `${SESSION_COOKIE}=; ${COOKIE_ATTRIBUTES}; Max-Age=0`);
}

/**
 * The CSRF token of a session: derived from its id, so it needs no storage and changes with every sign-in. The page
 * carries it in a meta tag and the browser app sends it in `X-CSRF-Token` with every write; another site's page
 * can neither read the page nor the cookie, so it cannot send the token.
 */
export function csrfTokenFor(sessionId: string): string {
  return createHash('sha256').update(`csrf\0${sessionId}`).digest('base64url');
}

export const CSRF_HEADER = 'x-csrf-token';

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Whether a request that changes something came from this site's own page: the Origin (which browsers send with
 * every POST, PUT and DELETE) names this host, and Sec-Fetch-Site, where sent, says same-origin.
 */
export function fromOwnPage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return site === 'same-origin';
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/** Why a write is refused, or undefined when its CSRF token and origin are right. */
export function csrfProblem(request: FastifyRequest, sessionId: string): string | undefined {
  if (!fromOwnPage(request)) return 'This change did not come from the editor’s own page, so it was refused.';
  const token = request.headers[CSRF_HEADER];
  if (typeof token !== 'string' || !equal(token, csrfTokenFor(sessionId))) {
    return 'This change came without the editor’s security token, so it was refused. Reload the editor and try again.';
  }
  return undefined;
}
