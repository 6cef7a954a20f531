import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { recordAudit } from '../db/audit.js';
import { countEditors } from '../db/editors.js';
import { findSession } from '../db/editor-sessions.js';
import type { SiteFallbacks } from '../site/plugin.js';
import { actorOf, setActor } from '../../src/editor/server/actor.js';
import { registerEditorRoutes } from '../../src/editor/server/app.js';
import { DraftStore } from '../../src/editor/server/drafts.js';
import { publishSettingsFrom } from '../../src/editor/server/publish/settings.js';
import { startScheduler } from '../../src/editor/server/publish/scheduler.js';
import { permissionsOf } from '../../src/editor/shared/roles.js';
import { BUILT_EDITOR_APP } from '../../src/shared/server-build.js';
import { appFileRoutes, EDITOR_POLICY } from './app-files.js';
import { helpPage } from '../../src/editor/server/help-page.js';
import { passwordConfirmation } from './confirm-password.js';
import { officeRoutes } from './office-routes.js';
import { subscriberRoutes } from './subscriber-routes.js';
import { csrfProblem, csrfTokenFor, sessionCookieOf } from './session-guard.js';
import { DEFAULT_SIGN_IN_LIMITS, signInRoutes, type SignInLimits } from './sign-in.js';
import { previewRoutes } from './preview-routes.js';
import type { SiteRenderer } from '../../src/editor/server/preview/site-renderer.js';

/** Where `npm run build:editor` puts the editor's browser app for the server (outside dist/, which is the public site). */
export const EDITOR_APP_DIR = BUILT_EDITOR_APP;

export interface EditorPluginOptions {
  db: Database;
  /** The folder with site.yaml and content/ that saves write to. */
  siteRoot: string;
  /** The built browser app (EDITOR_APP_DIR). */
  appDir: string;
  /** The site's 404 page, for /edit while nobody may sign in. */
  fallbacks: SiteFallbacks;
  signInLimits?: SignInLimits;
  /** The clock scheduled publishes follow (tests move it). */
  now?: () => Date;
  /** How often to look for a scheduled publish whose time has come (tests shorten it). */
  scheduleIntervalMs?: number;
  /** The built site's templates, for previews of the saved site (/edit/preview/…); without it previews answer 503. */
  siteRenderer?: () => Promise<SiteRenderer | undefined>;
}

const SIGNED_OUT = 'You are not signed in, or your session has ended. Open /edit in a new tab and sign in again; then save from there.';

/**
 * The editor on the server, registered with prefix /edit: a sign-in page, and behind it the editor's browser app and
 * API for the signed-in person, every write checked for the session's CSRF token. Until someone is added with
 * `npm run editors -- add`, /edit is the site's 404 page.
 */
export async function editorPlugin(app: FastifyInstance, options: EditorPluginOptions): Promise<void> {
  const { db } = options;
  // Made at the first signed-in request to the pages editor, not at start: it copies the site's content (seconds),
  // which a server nobody edits on should not pay for.
  let drafts: DraftStore | undefined;
  const draftsNow = () => (drafts ??= new DraftStore(options.siteRoot));
  const store = new Proxy({} as DraftStore, {
    get(_target, key) {
      const real = draftsNow();
      const value: unknown = Reflect.get(real, key);
      return typeof value === 'function' ? value.bind(real) : value;
    },
  });
  app.addHook('onClose', async () => drafts?.close());

  app.addHook('onRequest', async (_request, reply) => {
    if (countEditors(db) === 0) {
      if (options.fallbacks.notFoundPage) return options.fallbacks.notFoundPage(reply);
      return reply.code(404).send({ message: 'Not found' });
    }
    reply.header('X-Robots-Tag', 'noindex').header('Cache-Control', 'no-store');
  });

  signInRoutes(app, db, options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS);

  const sessionIds = new WeakMap<FastifyRequest, string>();
  await app.register(async (signedIn) => {
    // Before anything else, even reading the body: no session, no answer; a write without the token, refused.
    signedIn.addHook('onRequest', async (request, reply) => {
      const id = sessionCookieOf(request);
      const session = findSession(db, id);
      if (!session || !id) {
        // The editor's page and a preview (opened from a link, often in a new tab) go to the sign-in page.
        const page = request.method === 'GET' && /^\/edit(\/?(\?|$)|\/preview(\/|\?|$))/.test(request.url);
        return page ? reply.redirect('/edit/sign-in', 303) : reply.code(401).send({ message: SIGNED_OUT });
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        const problem = csrfProblem(request, id);
        if (problem) return reply.code(403).send({ message: problem });
      }
      sessionIds.set(request, id);
      setActor(request, session);
    });

    appFileRoutes(signedIn, options.appDir, (request) => csrfTokenFor(sessionIds.get(request) ?? ''));
    signedIn.get('/help', async (_request, reply) => reply.type('text/html; charset=utf-8').header('Content-Security-Policy', EDITOR_POLICY).send(helpPage()));
    signedIn.get('/api/me', async (request) => {
      const actor = actorOf(request);
      return { name: actor.name, role: actor.role, permissions: permissionsOf(actor), office: true };
    });
    officeRoutes(signedIn, db);
    subscriberRoutes(signedIn, db);
    const confirmation = passwordConfirmation(db, (request) => sessionIds.get(request) ?? '');
    confirmation.routes(signedIn);
    await signedIn.register(async (previews) =>
      previewRoutes(previews, {
        siteRoot: options.siteRoot,
        draftRoot: (request, id) => store.get(id, actorOf(request).name).checkRoot,
        renderer: options.siteRenderer ?? (async () => undefined),
      }),
    );
    await signedIn.register(async (pages) =>
      registerEditorRoutes(pages, {
        store,
        passwordConfirmed: confirmation.confirmed,
        audit: (request, action, detail) => recordAudit(db, actorOf(request).name, action, detail),
        // Publishers publish from here as from `npm run edit`: the release goes live in this very server.
        publish: { root: process.cwd(), siteRoot: options.siteRoot, settings: publishSettingsFrom(), now: options.now },
      }),
    );
  });

  // Scheduled publishes go live from this server at their time, also after a restart.
  const scheduler = startScheduler({
    root: process.cwd(),
    siteRoot: options.siteRoot,
    settings: publishSettingsFrom(),
    now: options.now,
    intervalMs: options.scheduleIntervalMs,
    onPublished: (entry, result) =>
      recordAudit(db, `${entry.by} (scheduled)`, result.ok ? 'publish' : 'scheduled publish failed', result.ok ? entry.changes.join('; ') : result.message),
  });
  app.addHook('onClose', () => scheduler.stop());
}
