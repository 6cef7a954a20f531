import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { recordAudit } from '../db/audit.js';
import { findEditor } from '../db/editors.js';
import { actorOf } from '../../src/editor/server/actor.js';
import { verifyPassword } from './passwords.js';
import { DEFAULT_SIGN_IN_LIMITS, signInThrottle } from './sign-in-throttle.js';

/** How long a typed password counts for guarded changes: long enough for one task, short enough for an unattended screen. */
export const CONFIRMATION_MS = 10 * 60_000;

/**
 * Typing one's password again before a change that decides where visitors' data goes (guarded-settings.ts): a
 * session left open on a desk, or one stolen, is not enough for it. Wrong tries slow down as at sign-in.
 */
export function passwordConfirmation(db: Database, sessionOf: (request: FastifyRequest) => string, now: () => number = Date.now) {
  const confirmedUntil = new Map<string, number>();
  const throttle = signInThrottle(DEFAULT_SIGN_IN_LIMITS, now);
  return {
    confirmed(request: FastifyRequest): boolean {
      return (confirmedUntil.get(sessionOf(request)) ?? 0) > now();
    },
    routes(app: FastifyInstance): void {
      app.post('/api/confirm-password', async (request, reply) => {
        const password = (request.body as { password?: unknown } | undefined)?.password;
        if (typeof password !== 'string' || password === '') {
          return reply.code(400).send({ message: 'Type your password.', errors: [{ field: 'password', message: 'required' }] });
        }
        const { name } = actorOf(request);
        await sleep(throttle.delayFor(name, request.ip));
        const editor = findEditor(db, name);
        if (!editor || !(await verifyPassword(password, editor.passwordHash))) {
          throttle.failed(name, request.ip);
          recordAudit(db, name, 'wrong password', 'typed again to change a guarded setting');
          return reply.code(400).send({ message: 'That is not your password. Try again.', errors: [{ field: 'password', message: 'wrong' }] });
        }
        throttle.succeeded(name);
        confirmedUntil.set(sessionOf(request), now() + CONFIRMATION_MS);
        recordAudit(db, name, 'password confirmed', 'for a guarded setting');
        return { confirmed: true, minutes: CONFIRMATION_MS / 60_000 };
      });
    },
  };
}
