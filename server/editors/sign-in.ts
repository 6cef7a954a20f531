import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { recordAudit } from '../db/audit.js';
import { findEditor, recordFailedSignIn, recordSuccessfulSignIn } from '../db/editors.js';
import { createSession, endSession, findSession, purgeEndedSessions } from '../db/editor-sessions.js';
import { verifyAgainstDecoy, verifyPassword } from './passwords.js';
import { clearSessionCookie, csrfProblem, fromOwnPage, sessionCookieOf, setSessionCookie } from './session-guard.js';
import { SIGN_IN_POLICY, signInPage } from './sign-in-page.js';

export interface SignInLimits {
  /** Wrong passwords in a row before an account locks. */
  failuresBeforeLock: number;
  lockMs: number;
  /** Sign-in attempts one address may make per window, right or wrong. */
  attemptsPerAddress: number;
  addressWindowMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { failuresBeforeLock: 5, lockMs: 15 * 60_000, attemptsPerAddress: 10, addressWindowMs: 60_000 };

const WRONG = 'The name or the password is wrong. Check both and try again.';

const timeOf = (iso: string) => `${iso.slice(11, 16)} UTC`;

/** Attempts per client address in the current window (in memory: a restart forgets them, the account locks stay). */
function addressLimiter(limits: SignInLimits) {
  const attempts = new Map<string, { count: number; since: number }>();
  return (address: string, now = Date.now()): boolean => {
    if (attempts.size > 10_000) for (const [key, entry] of attempts) if (now - entry.since > limits.addressWindowMs) attempts.delete(key);
    const entry = attempts.get(address);
    if (!entry || now - entry.since > limits.addressWindowMs) {
      attempts.set(address, { count: 1, since: now });
      return true;
    }
    entry.count += 1;
    return entry.count <= limits.attemptsPerAddress;
  };
}

/** GET and POST /edit/sign-in, POST /edit/sign-out (registered inside the /edit context). */
export function signInRoutes(app: FastifyInstance, db: Database, limits: SignInLimits): void {
  const allow = addressLimiter(limits);
  const page = (reply: FastifyReply, status: number, options: Parameters<typeof signInPage>[0] = {}) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', SIGN_IN_POLICY)
      .send(signInPage({ ...options, insecure: insecureAddress(reply.request) }));

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get('/sign-in', async (_request, reply) => page(reply, 200));

  app.post('/sign-in', async (request: FastifyRequest, reply) => {
    const form = (request.body ?? {}) as { name?: unknown; password?: unknown };
    const name = typeof form.name === 'string' ? form.name.trim().slice(0, 60) : '';
    const password = typeof form.password === 'string' ? form.password : '';
    // Signing someone in to an account of the attacker's choosing is an attack too: only this page's own form counts.
    if (!fromOwnPage(request)) return page(reply, 403, { name, problem: 'Sign in from the editor’s own sign-in page.' });
    if (!allow(request.ip)) {
      return page(reply.header('Retry-After', String(Math.ceil(limits.addressWindowMs / 1000))), 429, {
        name,
        problem: 'Too many sign-in attempts from this connection. Wait a minute, then try again.',
      });
    }
    const editor = name ? findEditor(db, name) : undefined;
    if (!editor) {
      await verifyAgainstDecoy(password);
      return page(reply, 401, { name, problem: WRONG });
    }
    if (editor.lockedUntil && editor.lockedUntil > new Date().toISOString()) {
      return page(reply, 423, { name, problem: lockedMessage(editor.lockedUntil) });
    }
    if (!(await verifyPassword(password, editor.passwordHash))) {
      const lockedUntil = recordFailedSignIn(db, editor.name, limits.failuresBeforeLock, limits.lockMs);
      if (lockedUntil) {
        recordAudit(db, editor.name, 'account locked', `${limits.failuresBeforeLock} wrong passwords in a row`);
        return page(reply, 423, { name, problem: lockedMessage(lockedUntil) });
      }
      return page(reply, 401, { name, problem: WRONG });
    }
    recordSuccessfulSignIn(db, editor.name);
    purgeEndedSessions(db);
    // A new id at every sign-in: a session id planted before cannot be carried into the signed-in session.
    endSession(db, sessionCookieOf(request));
    setSessionCookie(reply, createSession(db, editor.name));
    recordAudit(db, editor.name, 'sign in');
    return reply.redirect('/edit/', 303);
  });

  app.post('/sign-out', async (request, reply) => {
    const id = sessionCookieOf(request);
    if (id) {
      const problem = csrfProblem(request, id);
      if (problem) return reply.code(403).send({ message: problem });
      const session = findSession(db, id);
      endSession(db, id);
      if (session) recordAudit(db, session.name, 'sign out');
    }
    clearSessionCookie(reply);
    return { signedOut: true };
  });
}

/**
 * The session cookie is Secure: over plain http browsers drop it, except on the machine itself (localhost), so
 * signing in would silently lead back here. The page says so instead.
 */
function insecureAddress(request: FastifyRequest): boolean {
  return request.protocol !== 'https' && !/^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(request.host);
}

function lockedMessage(until: string): string {
  return `Too many wrong passwords: this account is locked until ${timeOf(until)}. Try again after that, or ask the person who manages the site’s accounts to set a new password, which unlocks it at once.`;
}
