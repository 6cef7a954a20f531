import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publishedDirOf } from '../../shared/releases.js';
import { may } from '../shared/roles.js';
import { actorOf } from './actor.js';
import type { Draft } from './draft.js';
import { DraftError, type DraftStore } from './drafts.js';
import { contentPath } from './files.js';
import { listPictures, pictureFile, pictureUses, type PictureUse } from './media-library.js';
import { sendPicture } from './picture-reply.js';
import { noteAuthors } from './publish/authors.js';

interface MediaRouteOptions {
  store: DraftStore;
  audit?: (request: FastifyRequest, action: string, detail: string) => void;
}

/** A thumbnail may be kept a little by the person's own browser: a saved picture's name is not reused while it exists. */
const THUMBNAIL_CACHE = 'private, max-age=300';

const BAD_PATH = {
  message: 'Name a picture by its address, e.g. /images/team/amira.jpg.',
  errors: [{ field: 'path', message: 'not a picture under /images/' }],
};

const describeUses = (uses: PictureUse[]) => uses.map((use) => (use.path ? `“${use.label}” (${use.path})` : use.label)).join('; ');

/**
 * The media library under /api/media: every picture of the site and of the tab's own uploads, where each is used,
 * a thumbnail of each (also of an upload not yet saved), and deleting one nothing uses. A deletion is a saved change
 * like any other: the file leaves content/, the next publish review lists it as removed, with who removed it.
 */
export function registerMediaRoutes(app: FastifyInstance, { store, audit }: MediaRouteOptions): void {
  const withDraft =
    (handler: (request: FastifyRequest, reply: FastifyReply, draftId: string | undefined) => unknown) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!may(actorOf(request), 'editPages')) {
        return reply.code(403).send({ message: 'Your account may not edit pages, so it does not show the site’s pictures.' });
      }
      try {
        return await handler(request, reply, (request.headers['x-draft'] as string | undefined) ?? (request.query as { draft?: string }).draft);
      } catch (error) {
        if (error instanceof DraftError) return reply.code(400).send({ message: error.message });
        throw error;
      }
    };
  const draftOf = (request: FastifyRequest, id: string | undefined): Draft => store.get(id, actorOf(request).name);

  app.get(
    '/api/media',
    withDraft((request, _reply, id) => ({ pictures: listPictures(store.root, draftOf(request, id)) })),
  );

  // Thumbnails: `<img src>` sends no headers, so the tab names its draft in the address (?draft=) for its own uploads.
  app.get(
    '/api/media/file',
    withDraft((request, reply, id) => {
      const address = (request.query as { path?: string }).path;
      const file = pictureFile(address);
      if (!file) return reply.code(400).send(BAD_PATH);
      const saved = contentPath(store.root, file);
      if (existsSync(saved)) return sendPicture(reply, file, readFileSync(saved), THUMBNAIL_CACHE);
      const draft = id ? draftOf(request, id) : undefined;
      if (draft?.uploads.has(file)) return sendPicture(reply, file, readFileSync(contentPath(draft.checkRoot, file)), THUMBNAIL_CACHE);
      return reply.code(404).send({ message: `There is no picture at ${address}.` });
    }),
  );

  app.delete(
    '/api/media',
    withDraft((request, reply, id) => {
      const address = (request.query as { path?: string }).path;
      const file = pictureFile(address);
      if (!address || !file) return reply.code(400).send(BAD_PATH);
      const draft = draftOf(request, id);
      const saved = contentPath(store.root, file);
      const unsaved = draft.uploads.has(file) && !existsSync(saved);
      if (!unsaved && !existsSync(saved)) return reply.code(404).send({ message: `There is no picture at ${address}.` });
      const uses = pictureUses(store.root, draft, [address]).get(address) ?? [];
      if (uses.length > 0) {
        return reply.code(409).send({
          message: `${address} is still used by ${describeUses(uses)}. Choose another picture there, or take it out, and delete it after that.`,
          uses,
        });
      }
      if (unsaved) {
        // Uploaded by this tab and never saved: it only ever existed in the draft.
        draft.uploads.delete(file);
        rmSync(contentPath(draft.checkRoot, file), { force: true });
        return { deleted: address };
      }
      rmSync(saved);
      store.mirror(file);
      const by = actorOf(request).name;
      noteAuthors(publishedDirOf(store.root), [`file:content/${file}`], by);
      audit?.(request, 'delete picture', address);
      return { deleted: address };
    }),
  );
}
