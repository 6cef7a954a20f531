import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { recordAudit } from '../db/audit.js';
import { listSubscribers, removeSubscriber } from '../db/alert-subscribers.js';
import { actorOf } from '../../src/editor/server/actor.js';
import { may } from '../../src/editor/shared/roles.js';

/**
 * The people who asked for the law-change alerts, for those who answer the firm's correspondence: the list (each
 * reading on record, as addresses are personal data) and removing an address someone asked to have erased.
 */
export function subscriberRoutes(app: FastifyInstance, db: Database): void {
  const allowed = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!may(actorOf(request), 'readSubscribers'))
      return reply.code(403).send({ message: 'Your account may not do this. Ask whoever manages the site’s accounts if you need to.' });
  };
  const audit = (request: FastifyRequest, action: string, detail?: string) => recordAudit(db, actorOf(request).name, action, detail);

  app.get('/api/subscribers', { preHandler: allowed }, async (request) => {
    const subscribers = listSubscribers(db).reverse();
    audit(request, 'view alert subscribers', `${subscribers.length} shown`);
    return { subscribers };
  });
  app.delete('/api/subscribers', { preHandler: allowed }, async (request, reply) => {
    const email = (request.query as { email?: unknown }).email;
    if (typeof email !== 'string' || email.trim() === '')
      return reply.code(400).send({ message: 'Say which address to remove.', errors: [{ field: 'email', message: 'required' }] });
    if (!removeSubscriber(db, email.trim().toLowerCase())) return reply.code(404).send({ message: 'That address is not on the list.' });
    audit(request, 'remove alert subscriber', email.trim());
    return { removed: email.trim() };
  });
}
