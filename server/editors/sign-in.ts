import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { recordAudit } from '../db/audit.js';
import { findEditor } from '../db/editors.js';
import { createSession, endSession, findSession, purgeEndedSessions } from '../db/editor-sessions.js';
import { verifyAgainstDecoy, verifyPassword } from './passwords.js';
import { clearSessionCookie, csrfProblem, fromOwnPage, sessionCookieOf, setSessionCookie } from './session-guard.js';
import { SIGN_IN_POLICY, signInPage } from './sign-in-page.js';
import { signInThrottle, type SignInLimits } from './sign-in-throttle.js';

export { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './sign-in-throttle.js';

const WRONG = 'The name or the password is wrong. Check both and try again.';

/** GET and POST /edit/sign-in, POST /edit/sign-out (registered inside the /edit context). */
export function signInRoutes(app: FastifyInstance, db: Database, limits: SignInLimits): void {
  const throttle = signInThrottle(limits);
  const page = (reply: FastifyReply, status: number, options: Parameters<typeof signInPage>[0] = {}) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', SIGN_IN_POLICY)
      .send(signInPage(options));
  // Over plain http the password would cross the network readable, and the browser would drop the Secure session
  // cookie anyway: the page offers no form there, and a password posted regardless is not even looked at.
  const insecurePage = (reply: FastifyReply) => page(reply, 403, { insecureHost: reply.request.host });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get('/sign-in', async (request, reply) => (insecureAddress(request) ? insecurePage(reply) : page(reply, 200)));

  app.post('/sign-in', async (request: FastifyRequest, reply) => {
    const form = (request.body ?? {}) as { name?: unknown; password?: unknown };
    const name = typeof form.name === 'string' ? form.name.trim().slice(0, 60) : '';
    const password = typeof form.password === 'string' ? form.password : '';
    // Signing someone in to an account of the attacker's choosing is an attack too: only this page's own form counts.
    if (!fromOwnPage(request)) return page(reply, 403, { name, problem: 'Sign in from the editor’s own sign-in page.' });
    if (insecureAddress(request)) return insecurePage(reply);
    if (!throttle.admit(request.ip)) {
      return page(reply.header('Retry-After', String(Math.ceil(limits.addressWindowMs / 1000))), 429, {
        name,
        problem: 'Too many sign-in attempts from this connection. Wait a minute, then try again.',
      });
    }
    // The same wait, check and answer whether or not the name exists: the time taken tells nothing either.
    await sleep(throttle.delayFor(name, request.ip));
    const editor = name ? findEditor(db, name) : undefined;
    const right = editor ? await verifyPassword(password, editor.passwordHash) : await verifyAgainstDecoy(password);
    if (!editor || !right) {
      throttle.failed(name, request.ip);
      // Logged for every name, known or not: the same work either way, and guessing shows in the Activity log.
      recordAudit(db, name || '(no name)', 'sign-in refused', `wrong name or password, from ${request.ip}`);
      return page(reply, 401, { name, problem: WRONG });
    }
    throttle.succeeded(name);
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

/** Plain http at a host name other than the machine itself (where browsers keep Secure cookies and nothing crosses a network). */
function insecureAddress(request: FastifyRequest): boolean {
  return request.protocol !== 'https' && !/^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(request.host);
}
