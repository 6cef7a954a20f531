import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadManifest } from '../../build/validate/load.js';
import { publishedDirOf } from '../../shared/releases.js';
import { actorOf } from './actor.js';
import { may } from '../shared/roles.js';
import { currentBranch, isRepository, liveFile, unpublishedFiles } from './publish/git.js';
import { buildReview } from './publish/review.js';
import { registerScheduleRoutes } from './publish/schedule-routes.js';
import { readHistory } from './publish/history.js';
import { publishSite, type PublishResult } from './publish/publish.js';
import type { PublishSettings } from './publish/settings.js';
import { pictureType, sendPicture } from './picture-reply.js';

type Audit = (request: FastifyRequest, action: string, detail: string) => void;

export interface PublishRouteOptions {
  /** The project (code, caches). */
  root: string;
  /** Where site.yaml and content/ are. */
  siteRoot: string;
  settings: PublishSettings;
  /** The clock scheduling compares with (tests set it). */
  now?: () => Date;
}

/** Only a publisher puts changes live: everyone else is told so, in plain words. */
function refuseUnlessPublisher(request: FastifyRequest, reply: FastifyReply): boolean {
  if (may(actorOf(request), 'publish')) return false;
  reply.code(403).send({ message: 'Only a publisher can publish or undo a publish. Your saved changes wait for a publisher.' });
  return true;
}

const STATUS: Record<Exclude<PublishResult, { ok: true }>['reason'], number> = { invalid: 422, busy: 409, nothing: 409, refused: 409, changed: 409 };

const readIfPresent = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);

/**
 * The editor's Publish: what is live (the history, newest first, each publish with whether it was undone), what is
 * saved and not yet live, the `--release` checklist before the first publish; publishing and undoing a publish.
 */
export function registerPublishRoutes(app: FastifyInstance, options: PublishRouteOptions, audit?: Audit): void {
  const { siteRoot } = options;
  const publishedDir = publishedDirOf(siteRoot);
  registerScheduleRoutes(app, siteRoot, audit, options.now);

  app.get('/api/publish', async (request, reply) => {
    if (!may(actorOf(request), 'readPublishHistory')) return reply.code(403).send({ message: 'Your account does not show what was published.' });
    const history = readHistory(publishedDir);
    const repository = isRepository(siteRoot);
    // Before the first publish, the checks `npm run validate -- --release` makes: what the firm must still supply.
    const launch =
      history.length === 0 ? loadManifest(join(siteRoot, 'site.yaml'), { cwd: siteRoot, contentDir: join(siteRoot, 'content'), release: true }) : undefined;
    return {
      actor: actorOf(request),
      mayPublish: may(actorOf(request), 'publish'),
      history: history.map((record) => ({
        ...record,
        undone: history.some((other) => other.undoes === record.id),
        undoable: repository && record.commit !== undefined,
      })),
      repository,
      unpublished: repository ? unpublishedFiles(siteRoot) : undefined,
      remote: options.settings.remote
        ? { name: options.settings.remote, branch: options.settings.branch ?? (repository ? currentBranch(siteRoot) : undefined) }
        : undefined,
      command: options.settings.command !== undefined,
      checklist: launch ? [...launch.placeholders, ...launch.translationGaps] : undefined,
    };
  });

  // Each publish and undo goes to the server's audit log (who, when, which pages) as well as the publish history.
  const answer = (request: FastifyRequest, reply: FastifyReply, result: PublishResult) => {
    if (!result.ok) return reply.code(STATUS[result.reason]).send(result);
    const { record } = result;
    const what = record.changes?.length ? record.changes.join('; ') : record.whole ? 'the whole site' : record.pages.join(', ');
    audit?.(request, record.undoes ? 'undo publish' : 'publish', `${record.id}: ${what}`);
    return result;
  };

  // Everything the next publish would change, for the publisher to review (and editors to see what waits).
  app.get('/api/publish/review', async (request, reply) => {
    if (!may(actorOf(request), 'readPublishHistory')) return reply.code(403).send({ message: 'Your account does not show what was published.' });
    return buildReview(siteRoot, publishedDir);
  });

  // A picture the review lists, as saved or as live, for its thumbnail.
  app.get('/api/publish/file', async (request, reply) => {
    if (!may(actorOf(request), 'readPublishHistory')) return reply.code(403).send({ message: 'Your account does not show what was published.' });
    const { file, side } = request.query as { file?: string; side?: string };
    const type = typeof file === 'string' ? pictureType(file) : undefined;
    if (!file || !type || !file.startsWith('content/') || file.includes('..') || (side !== 'live' && side !== 'saved')) {
      return reply
        .code(400)
        .send({ message: 'Name a picture under content/ and which version: live or saved.', errors: [{ field: 'file', message: 'invalid' }] });
    }
    const bytes = side === 'live' ? liveFile(siteRoot, file) : readIfPresent(join(siteRoot, file));
    if (!bytes) return reply.code(404).send({ message: `There is no ${side} version of ${file}.` });
    return sendPicture(reply, file, bytes);
  });

  app.post('/api/publish', async (request, reply) => {
    if (refuseUnlessPublisher(request, reply)) return reply;
    const reviewed = (request.body as { reviewed?: unknown } | undefined)?.reviewed;
    if (typeof reviewed !== 'string' || reviewed === '') {
      return reply.code(400).send({
        message: 'Open the list of changes before publishing: a publish puts live what you reviewed.',
        errors: [{ field: 'reviewed', message: 'required' }],
      });
    }
    return answer(request, reply, await publishSite({ ...options, actor: actorOf(request), reviewed }));
  });

  app.post('/api/publish/undo', async (request, reply) => {
    if (refuseUnlessPublisher(request, reply)) return reply;
    const id = (request.body as { id?: unknown } | undefined)?.id;
    if (typeof id !== 'string' || id === '')
      return reply.code(400).send({ message: 'Say which publish to undo.', errors: [{ field: 'id', message: 'required' }] });
    return answer(request, reply, await publishSite({ ...options, actor: actorOf(request), undo: id }));
  });
}
