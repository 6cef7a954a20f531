import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '../../src/editor/server/actor.js';
import { may } from '../../src/editor/shared/roles.js';
import { formatProblem } from '../../src/build/manifest/problem.js';
import type { PreviewSites } from '../../src/editor/server/preview/preview-site.js';
import type { SiteRenderer } from '../../src/editor/server/preview/site-renderer.js';
import { PREVIEW_PREFIX } from '../../src/editor/shared/preview-address.js';
import { policyForScripts, RESOURCE_POLICY, SVG_POLICY } from '../../src/shared/response-headers.js';

export interface PreviewRouteOptions {
  /** The folder saves write to (site.yaml and content/). */
  siteRoot: string;
  /** The folder holding a tab's unsaved draft (its check folder), by the tab's id; throws for an id that is not one. */
  draftRoot: (request: FastifyRequest, id: string) => string;
  /** The templates of the build the site serves now; undefined while there is none. */
  renderer: () => Promise<SiteRenderer | undefined>;
}

/** Previews are for the person who asked, now: never stored by a shared cache, never listed by a search engine. */
const PRIVATE = 'private, no-store';

const FILE_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

const page = (title: string, text: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title}</title></head>` +
  `<body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>${title}</h1>${text}</body></html>`;
const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The preview of the saved site under /edit/preview/ (the editor's signed-in scope): each page as the built templates
 * render it from the saved files, or from a tab's unsaved draft with `?draft=<tab id>`. People who may edit pages
 * (editors and publishers) may look. Register it in a scope of its own: its hook answers every route of the scope.
 */
export function previewRoutes(app: FastifyInstance, options: PreviewRouteOptions): void {
  // Previews resolve and render the site with the build's model, fonts and templates: loaded at the first preview, so
  // that a server nobody previews on never loads them (and starts without them).
  const previewCode = async () => {
    const [site, page] = await Promise.all([
      import('../../src/editor/server/preview/preview-site.js'),
      import('../../src/editor/server/preview/preview-page.js'),
    ]);
    return { ...site, ...page };
  };
  let sites: PreviewSites | undefined;
  const prefix = PREVIEW_PREFIX.slice('/edit'.length);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', PRIVATE).header('X-Robots-Tag', 'noindex');
    if (!may(actorOf(request), 'editPages')) {
      return reply.code(403).type('text/html; charset=utf-8').send(page('Not for your account', '<p>Previews are for people who edit the site.</p>'));
    }
  });

  const rootOf = (request: FastifyRequest): string => {
    const draft = (request.query as { draft?: string }).draft;
    return draft ? options.draftRoot(request, draft) : options.siteRoot;
  };

  app.get(`${prefix}/_fonts/:file`, async (request, reply) => {
    const { previewFontFiles } = await previewCode();
    const font = previewFontFiles.find((file) => file.fileName === (request.params as { file: string }).file);
    if (!font) return reply.code(404).send({ message: 'Not found' });
    return reply.type('font/woff2').header('Content-Security-Policy', RESOURCE_POLICY).send(Buffer.from(font.bytes));
  });

  app.get(`${prefix}/_files/*`, async (request, reply) => {
    const publicDir = join(rootOf(request), 'content/public');
    const file = normalize((request.params as { '*': string })['*']).replace(/^(\.\.[/\\])+/, '');
    const full = join(publicDir, file);
    const type = FILE_TYPES[extname(file).toLowerCase()];
    if (!type || !full.startsWith(`${publicDir}/`) || !existsSync(full) || !statSync(full).isFile()) return reply.code(404).send({ message: 'Not found' });
    // A picture opened on its own runs nothing: an SVG's scripts stay inert, here in the editor's origin above all.
    return reply
      .type(type)
      .header('Content-Security-Policy', type === 'image/svg+xml' ? SVG_POLICY : RESOURCE_POLICY)
      .send(readFileSync(full));
  });

  const preview = async (request: FastifyRequest, reply: FastifyReply) => {
    const started = performance.now();
    const draft = (request.query as { draft?: string }).draft;
    const path = `/${(request.params as { '*'?: string })['*'] ?? ''}`.replace(/(.)\/$/, '$1');
    let root: string;
    try {
      root = rootOf(request);
    } catch (error) {
      return reply.code(400).send({ message: error instanceof Error ? error.message : String(error) });
    }
    reply.type('text/html; charset=utf-8');
    const renderer = await options.renderer();
    if (!renderer) {
      return reply
        .code(503)
        .send(
          page(
            'The preview is not ready',
            '<p>The site has not been built on this server yet. Whoever runs it should run <code>npm run build</code> once.</p>',
          ),
        );
    }
    const { PreviewSites, renderPreviewPage } = await previewCode();
    sites ??= new PreviewSites();
    const site = sites.of(root);
    if (!site.ok) {
      const list = site.problems.map((problem) => `<li><pre>${escapeHtml(formatProblem(problem))}</pre></li>`).join('');
      return reply
        .code(409)
        .send(page('This version cannot be shown', `<p>The site has problems to fix in the editor before it can be shown:</p><ul>${list}</ul>`));
    }
    const result = await renderPreviewPage({ ...site, renderer, path, root, ...(draft ? { draft } : {}) });
    return reply
      .code(result.status)
      .header('Content-Security-Policy', policyForScripts([], renderer.contentSources))
      .header('Server-Timing', `preview;dur=${(performance.now() - started).toFixed(1)}`)
      .send(result.html);
  };
  app.get(prefix, preview);
  app.get(`${prefix}/*`, preview);
}
