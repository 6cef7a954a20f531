import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publishedDirOf } from '../../../shared/releases.js';
import { summarizeReview } from '../../shared/review.js';
import { may } from '../../shared/roles.js';
import { actorOf } from '../actor.js';
import { buildReview } from './review.js';
import { addScheduled, readSchedule, settleScheduled } from './schedule.js';

type Audit = (request: FastifyRequest, action: string, detail: string) => void;

const refuse = (reply: FastifyReply, message: string, field: string, reason: string) => reply.code(400).send({ message, errors: [{ field, message: reason }] });

/**
 * Scheduling a reviewed publish: the list (newest last), scheduling one at a time given with its offset (the
 * editor sends Dubai time, +04:00), and cancelling one that has not run. Publishers only.
 */
export function registerScheduleRoutes(app: FastifyInstance, siteRoot: string, audit?: Audit, now: () => Date = () => new Date()): void {
  const publishedDir = publishedDirOf(siteRoot);
  const onlyPublishers = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!may(actorOf(request), 'publish')) return reply.code(403).send({ message: 'Only a publisher can schedule a publish.' });
    return undefined;
  };

  app.get('/api/publish/schedule', async (request, reply) => {
    if (!may(actorOf(request), 'readPublishHistory')) return reply.code(403).send({ message: 'Your account does not show what was published.' });
    return { scheduled: readSchedule(publishedDir) };
  });

  app.post('/api/publish/schedule', { preHandler: onlyPublishers }, async (request, reply) => {
    const { reviewed, at } = (request.body ?? {}) as { reviewed?: unknown; at?: unknown };
    if (typeof reviewed !== 'string' || reviewed === '') return refuse(reply, 'Open the list of changes before scheduling it.', 'reviewed', 'required');
    const time = typeof at === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(at) ? Date.parse(at) : NaN;
    if (Number.isNaN(time)) return refuse(reply, 'Give the day and time to publish at.', 'at', 'a date and time with its offset, e.g. 2027-01-01T00:00+04:00');
    if (time <= now().getTime()) return refuse(reply, 'That time has passed: choose a later one, or publish now.', 'at', 'in the past');
    const review = buildReview(siteRoot, publishedDir);
    if (review.version !== reviewed) {
      return reply
        .code(409)
        .send({ reason: 'changed', message: 'The saved site changed after you opened the review. Check the list again, then schedule.', review });
    }
    const entry = addScheduled(
      publishedDir,
      { at: new Date(time).toISOString(), reviewed, by: actorOf(request).name, changes: summarizeReview(review.items) },
      now(),
    );
    audit?.(request, 'schedule publish', `${entry.at}: ${entry.changes.join('; ')}`);
    return reply.code(201).send(entry);
  });

  app.delete('/api/publish/schedule/:id', { preHandler: onlyPublishers }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const entry = readSchedule(publishedDir).find((each) => each.id === id);
    if (!entry) return reply.code(404).send({ message: 'That scheduled publish is not in the list any more.' });
    if (entry.status !== 'waiting')
      return reply.code(409).send({ message: `That publish has ${entry.status === 'cancelled' ? 'been cancelled' : 'run'} already.` });
    settleScheduled(publishedDir, id, 'cancelled', `Cancelled by ${actorOf(request).name}`);
    audit?.(request, 'cancel scheduled publish', entry.at);
    return { cancelled: true };
  });
}
