import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Draft, DraftState } from './draft.js';
import { contentPath, readIfExists } from './files.js';
import { comparePages, pageAt, pageVersions, routeEntryIn, type PageContent } from './revisions.js';

type WithDraft = <T>(
  handler: (draft: Draft, request: FastifyRequest, reply: FastifyReply) => T,
) => (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const COMMIT = /^[0-9a-f]{7,40}$/;

/**
 * A page's history in the editor: its versions (from git), any two compared field by field and word by word, and
 * one version restored into the tab's unsaved changes (saved, reviewed and published like any edit).
 */
export function registerRevisionRoutes(app: FastifyInstance, siteRoot: string, withDraft: WithDraft): void {
  const pageOf = (draft: Draft, request: FastifyRequest) => {
    const route = draft.route(Number((request.params as { index: string }).index));
    if (!route) return undefined;
    return { route, path: String(route.path), bodyFile: typeof route.body === 'string' ? route.body : undefined };
  };
  const contentOf = (draft: Draft, page: NonNullable<ReturnType<typeof pageOf>>, version: string): PageContent | undefined => {
    if (version === 'draft') {
      const file = page.bodyFile;
      return { route: page.route, body: file ? draft.body(file) : undefined, arabicBody: file ? draft.body(`ar/${file}`) : undefined };
    }
    if (version === 'saved') {
      const route = routeEntryIn(readFileSync(join(siteRoot, 'site.yaml'), 'utf8'), page.path);
      const file = typeof route?.body === 'string' ? route.body : undefined;
      return {
        route,
        body: file ? readIfExists(contentPath(siteRoot, file)) : undefined,
        arabicBody: file ? readIfExists(contentPath(siteRoot, `ar/${file}`)) : undefined,
      };
    }
    return COMMIT.test(version) ? pageAt(siteRoot, version, page.path) : undefined;
  };
  const noPage = (reply: FastifyReply) => reply.code(404).send({ message: 'There is no such page.' });

  app.get(
    '/api/routes/:index/versions',
    withDraft((draft, request, reply) => {
      const page = pageOf(draft, request);
      return page ? { versions: pageVersions(siteRoot, page.path, page.bodyFile) } : noPage(reply);
    }),
  );

  app.get(
    '/api/routes/:index/compare',
    withDraft((draft, request, reply) => {
      const page = pageOf(draft, request);
      if (!page) return noPage(reply);
      const { from = '', to = '' } = request.query as { from?: string; to?: string };
      const [before, after] = [contentOf(draft, page, from), contentOf(draft, page, to)];
      if (!before || !after) {
        const field = before ? 'to' : 'from';
        return reply.code(400).send({ message: 'Choose two versions of this page to compare.', errors: [{ field, message: 'a version, saved or draft' }] });
      }
      return { changes: comparePages(before, after) };
    }),
  );

  app.post(
    '/api/routes/:index/restore',
    withDraft((draft, request, reply): DraftState | FastifyReply => {
      const index = Number((request.params as { index: string }).index);
      const page = pageOf(draft, request);
      if (!page) return noPage(reply);
      const commit = String((request.body as { commit?: unknown } | undefined)?.commit ?? '');
      const version = COMMIT.test(commit) ? pageAt(siteRoot, commit, page.path) : undefined;
      if (!version?.route) {
        return reply.code(400).send({ message: 'That version of the page is not in its history.', errors: [{ field: 'commit', message: 'unknown' }] });
      }
      let state = draft.setRoute(index, version.route);
      const file = typeof version.route.body === 'string' ? version.route.body : undefined;
      if (file && version.body !== undefined) state = draft.setBody(file, version.body);
      if (file && version.arabicBody !== undefined) state = draft.setBody(`ar/${file}`, version.arabicBody);
      return state;
    }),
  );
}
