import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerFactory } from 'fastify';
import { createMarkdownRenderer } from '../../build/model/markdown.js';
import { siteDay } from '../../build/support/site-day.js';
import { lawFigures, quotedForPreview } from '../../shared/law/figures.js';
import { addPage, movePage, PageError } from './pages.js';
import type { Draft } from './draft.js';
import { DraftError, type DraftStore } from './drafts.js';
import type { SaveRequest } from './save.js';
import { isLocalRequest, sessionCookie, type Gate } from './token.js';
import { storeUpload, UploadError } from './upload.js';
import { MAX_PHOTO_BYTES } from './photo.js';
import { registerMediaRoutes } from './media-routes.js';
import { registerPublishRoutes, type PublishRouteOptions } from './publish-routes.js';
import { actorOf, localActor, setActor } from './actor.js';
import { may } from '../shared/roles.js';
import { helpPage } from './help-page.js';
import { registerRevisionRoutes } from './revision-routes.js';
import type { GuardedChange } from '../shared/guarded-settings.js';

/** What the editor's API needs, wherever it is mounted: `npm run edit` (below) or /edit on the server. */
export interface EditorRouteOptions {
  /** Every tab's draft: each request names its tab's draft in the `X-Draft` header. */
  store: DraftStore;
  /** Where the preview of unsaved edits is served (the dev server on the preview copy), once it answers. */
  previewOrigin?: () => string | undefined;
  /** Something a person did that the server's audit log keeps (a save); `npm run edit` keeps none. */
  audit?: (request: FastifyRequest, action: string, detail: string) => void;
  /** Publishing (`npm run edit` and the server set it up; unit tests of other routes leave it out). */
  publish?: PublishRouteOptions;
  /**
   * Whether the signed-in person typed their password again lately (the server's /edit asks before a guarded
   * setting changes); `npm run edit` has no passwords, and whoever holds its one-time link is the machine's user.
   */
  passwordConfirmed?: (request: FastifyRequest) => boolean;
}

export interface EditorAppOptions extends EditorRouteOptions {
  gate: Gate;
  port: number;
  /** The editor's HTML page (from Vite in `npm run edit`; a stub in unit tests). */
  indexHtml: (url: string) => Promise<string>;
  /** `npm run edit` passes requests for the browser app's code to Vite through its own HTTP server. */
  serverFactory?: FastifyServerFactory;
}

/** Page texts and settings may be larger than the server's default 1 MiB limit for a request body; photos, larger still. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** A picture over the limit is refused before it is read, in words a person can act on. */
function tooLargeAnswer(error: Error & { code?: string; statusCode?: number }, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = `${MAX_PHOTO_BYTES / 1024 / 1024} MB`;
    return reply.code(413).send({
      message: `This picture is larger than ${limit}, the most the editor takes: save it smaller on your computer or phone (any photo app can), then upload it again.`,
    });
  }
  throw error;
}

const LOCKED_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Site editor</title></head>
<body style="font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">
<h1>Open the editor from its link</h1>
<p>For safety, the editor opens only from the link <code>npm run edit</code> printed in its terminal, and that link
works once. Stop the editor (Ctrl+C) and run <code>npm run edit</code> again to get a new link.</p></body></html>`;

/**
 * The editor's HTTP side as a Fastify plugin-style app: the one-time link, and a JSON API for the browser app to read
 * pages, send edits (each answered with the project validator's problems), save, add and move pages, upload pictures
 * and render markdown. Tested with `inject()`; `scripts/edit.ts` listens.
 */
export function buildEditorApp(options: EditorAppOptions): FastifyInstance {
  const { gate } = options;
  const app = Fastify({ logger: false, bodyLimit: MAX_BODY_BYTES, ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}) });

  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalRequest({ host: request.headers.host, origin: request.headers.origin }, options.port)) {
      return reply.code(403).type('text/plain').send('This editor only answers pages it served itself, on 127.0.0.1.');
    }
    if (request.url.startsWith('/api/') && !gate.admits(request.headers.cookie)) {
      return reply.code(401).send({ message: 'Not signed in: open the link printed in the terminal where `npm run edit` runs.' });
    }
    // Whoever holds the link is the machine's user, who may do everything.
    setActor(request, localActor());
  });

  app.get('/', async (request, reply) => {
    const token = (request.query as { token?: string }).token;
    if (token !== undefined) {
      const id = gate.redeem(token);
      if (!id) return reply.code(403).type('text/html').send(LOCKED_PAGE);
      // The token leaves the address bar (and history) at once.
      return reply.header('Set-Cookie', sessionCookie(id)).redirect('/', 303);
    }
    if (!gate.admits(request.headers.cookie)) return reply.code(401).type('text/html').send(LOCKED_PAGE);
    return reply
      .type('text/html')
      .header('Cache-Control', 'no-store')
      .send(await options.indexHtml(request.url));
  });

  app.get('/help', async (request, reply) => {
    if (!gate.admits(request.headers.cookie)) return reply.code(401).type('text/html').send(LOCKED_PAGE);
    return reply.type('text/html; charset=utf-8').send(helpPage());
  });

  registerEditorRoutes(app, options);
  return app;
}

/**
 * The editor's JSON API under `/api/`, added to `app` (the local editor's own app, or the server's /edit context,
 * which checks the session first). Every route edits the requesting tab's draft and needs the `editPages` permission.
 */
export function registerEditorRoutes(app: FastifyInstance, options: EditorRouteOptions): void {
  const { store } = options;
  const markdown = createMarkdownRenderer((link) => link);

  app.addContentTypeParser(
    ['application/octet-stream', 'image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
    { parseAs: 'buffer' },
    (_request, body, done) => done(null, body),
  );
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= MAX_BODY_BYTES;
  });

  const fail = (reply: FastifyReply, error: unknown) => {
    if (error instanceof PageError || error instanceof UploadError || error instanceof RangeError || error instanceof DraftError) {
      return reply.code(400).send({ message: error.message });
    }
    throw error;
  };

  /** The tab's own draft, of the person signed in: what it reads and writes never reaches another tab's save. */
  const draftOf = (request: FastifyRequest): Draft => store.get(request.headers['x-draft'] as string | undefined, actorOf(request).name);
  const withDraft =
    <T>(handler: (draft: Draft, request: FastifyRequest, reply: FastifyReply) => T) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!may(actorOf(request), 'editPages')) {
        // Roles are given by whoever runs the server (`npm run editors`), not by a publisher in the editor.
        return reply.code(403).send({ message: 'Your account may not edit pages. Ask whoever manages the site’s accounts to give you the editor role.' });
      }
      try {
        return await handler(draftOf(request), request, reply);
      } catch (error) {
        return fail(reply, error);
      }
    };

  app.get(
    '/api/state',
    withDraft((draft) => ({ ...draft.state(), previewOrigin: options.previewOrigin?.() })),
  );

  app.get(
    '/api/routes/:index',
    withDraft((draft, request, reply) => {
      const index = Number((request.params as { index: string }).index);
      const route = draft.route(index);
      if (!route) return reply.code(404).send({ message: `There is no page at position ${index + 1}.` });
      const bodyFile = typeof route.body === 'string' ? route.body : undefined;
      // The Arabic text is the same file under content/ar/; absent until someone writes it.
      const arabicBody = bodyFile ? draft.body(`ar/${bodyFile}`) : undefined;
      return { route, bodyFile, body: bodyFile ? (draft.body(bodyFile) ?? '') : undefined, ...(arabicBody === undefined ? {} : { arabicBody }) };
    }),
  );

  app.put(
    '/api/routes/:index',
    withDraft((draft, request) =>
      draft.setRoute(Number((request.params as { index: string }).index), (request.body as { route: Record<string, unknown> }).route),
    ),
  );

  app.get(
    '/api/sections/:key',
    withDraft((draft, request) => ({ value: draft.section((request.params as { key: string }).key) })),
  );

  /** A guarded setting (guarded-settings.ts) changes only for an admin who confirmed their password; else 403, saying which. */
  const refuseGuarded = (request: FastifyRequest, reply: FastifyReply, changes: GuardedChange[]) => {
    if (changes.length === 0) return undefined;
    const what = changes.map((change) => change.label).join('; ');
    if (!may(actorOf(request), 'changeGuardedSettings')) {
      return reply
        .code(403)
        .send({ message: `Only an admin can change ${what}. Put the old value back, or ask an admin to make this change.`, guarded: changes });
    }
    if (options.passwordConfirmed && !options.passwordConfirmed(request)) {
      return reply.code(403).send({ message: `Type your password again to change ${what}.`, reason: 'confirm-password', guarded: changes });
    }
    return undefined;
  };

  app.put(
    '/api/sections/:key',
    withDraft((draft, request, reply) => {
      const { key } = request.params as { key: string };
      const { value } = request.body as { value: unknown };
      return refuseGuarded(request, reply, draft.guardedChanges(key, value)) ?? draft.setSection(key, value);
    }),
  );

  app.put(
    '/api/body',
    withDraft((draft, request, reply) => {
      const { file, text } = request.body as { file: string; text: string };
      try {
        return { ...draft.setBody(file, text), html: markdown(quotedForPreview(text, draft.section('law'), siteDay())) };
      } catch (error) {
        return reply.code(400).send({ message: error instanceof Error ? error.message : String(error) });
      }
    }),
  );

  app.post(
    '/api/markdown',
    withDraft((draft, request) => ({ html: markdown(quotedForPreview((request.body as { text: string }).text, draft.section('law'), siteDay())) })),
  );

  // The law register as a person picks from it: each rule with what pages show for it today, and that day (a text
  // may switch on it).
  app.get(
    '/api/law',
    withDraft((draft) => {
      const day = siteDay();
      return { figures: lawFigures(draft.section('law'), (draft.section('ar') as { law?: unknown } | undefined)?.law, day), day };
    }),
  );

  app.post(
    '/api/pages',
    withDraft((draft, request) => {
      const { kind, title } = request.body as { kind: string; title: string };
      return addPage(draft, kind, title ?? '');
    }),
  );

  app.post(
    '/api/pages/move',
    withDraft((draft, request) => {
      const { from, to } = request.body as { from: number; to: number };
      return movePage(draft, from, to);
    }),
  );

  // A save carries the version each changed page started from; one that would overwrite a change made since is
  // refused with 409 and both versions (save.ts), unless the changes merge by themselves.
  app.post(
    '/api/save',
    withDraft((draft, request, reply) => {
      const refused = refuseGuarded(request, reply, draft.guardedChanges());
      if (refused) return refused;
      const pages = draft.changes().map((change) => change.label);
      const result = store.save(draft, (request.body ?? {}) as SaveRequest, actorOf(request).name);
      if (result.ok) {
        options.audit?.(request, 'save', pages.join(', '));
        return { ...result.state, merged: result.merged };
      }
      return reply.code(409).send(result);
    }),
  );

  // Discard. `unlessEdited`: only if this tab holds no edits (after an undo rewrote what is saved, the editor shows it
  // again without dropping words typed meanwhile).
  app.post(
    '/api/reload',
    withDraft((draft, request) => {
      const unlessEdited = (request.body as { unlessEdited?: unknown } | undefined)?.unlessEdited === true;
      if (unlessEdited) {
        const state = draft.state();
        if (state.dirty) return state;
      }
      return store.discard(draft);
    }),
  );

  // A phone's full-size photo is larger than any other request: only this route takes it (and shrinks it, photo.ts).
  app.post(
    '/api/upload',
    { bodyLimit: MAX_PHOTO_BYTES, errorHandler: tooLargeAnswer },
    withDraft((draft, request) => {
      const name = decodeURIComponent(String(request.headers['x-file-name'] ?? ''));
      return storeUpload(store, draft, name, Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
    }),
  );

  registerRevisionRoutes(app, store.root, withDraft);
  registerMediaRoutes(app, options);
  if (options.publish) registerPublishRoutes(app, options.publish, options.audit);
}
