import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CompressedFiles, sendCompressed } from './compressed-files.js';
import { followLiveSite } from './live-site.js';
import { readRequestPath } from './request-path.js';
import type { SiteState } from './site-state.js';
import type { JobOpening } from '../../src/shared/job-opening.js';
import { CACHE_CONTROL, contentSecurityPolicy, fileCacheControl } from '../../src/shared/response-headers.js';

export interface SitePluginOptions {
  distDir: string;
  ssrDir: string;
  /** The publish folder: when it holds a live release, that release is served instead of distDir (see live-site.ts). */
  publishedDir?: string;
  /** Filled in here so errors raised before routing (a malformed URL) can answer with the site's 404 page. */
  fallbacks: SiteFallbacks;
  /** The open position a job page's address names, if there is one. */
  findOpening: (id: string) => JobOpening | undefined;
}

export interface SiteFallbacks {
  /** `beforeSend` runs once status and headers are set (replies made before routing add their security headers there). */
  notFoundPage?: (reply: FastifyReply, beforeSend?: () => void) => unknown;
}

/** Files in dist/ that are instructions to static hosts (or the bundler), or the compiled server: not part of the site. */
const HOST_ONLY = /^\/(\.vite|_headers$|_redirects$|_server(\/|$))/;

/**
 * Serves the prerendered site: pages by their declared spelling, assets with long caching, 404 page otherwise. The
 * version served is the published release when there is one (it follows each publish's swap), else dist/.
 */
export async function sitePlugin(app: FastifyInstance, options: SitePluginOptions): Promise<void> {
  const live = followLiveSite({ ...options, log: app.log });
  // Read before listening: a site that cannot be read stops the server at start, as before.
  const first = await live.current();

  /** The headers every HTML answer carries: revalidated on each visit, with its own policy. */
  const asPage = (reply: FastifyReply, status: number, policy: string) =>
    reply.code(status).header('Cache-Control', CACHE_CONTROL.revalidate).header('Content-Security-Policy', policy).type('text/html; charset=utf-8');

  // Cache-Control is always set here from src/shared/response-headers.ts, never by the static plugin: off at the root
  // too, because when a file has no .br/.gz copy the plugin retries with its root options and would add its own.
  await app.register(fastifyStatic, { root: first.distDir, serve: false, preCompressed: true, cacheControl: false });

  // Pages, page data and other text files are compressed when first asked for (src/shared/compression.ts); hashed
  // assets come with the build's .br/.gz copies, which the static plugin picks.
  const compressed = new CompressedFiles();
  const sendFile = async (site: SiteState, request: FastifyRequest, reply: FastifyReply, file: string) =>
    (await sendCompressed(compressed, request, reply, join(site.distDir, file), file)) ? reply : reply.sendFile(file, site.distDir, { cacheControl: false });
  const sendHtml = (site: SiteState, request: FastifyRequest, reply: FastifyReply, file: string, status = 200) =>
    sendFile(site, request, asPage(reply, status, site.policyOf(file)), file);
  const notFound = (site: SiteState, request: FastifyRequest, reply: FastifyReply, pathname = '/') =>
    sendHtml(site, request, reply, site.notFoundFileOf(pathname), 404);

  app.get('/*', async (request, reply) => {
    // One version for the whole answer, even if a publish swaps the live release meanwhile.
    const site = await live.current();
    const { pathname, search, normalised } = readRequestPath(request.url);
    if (pathname === undefined) return notFound(site, request, reply);
    // `//x` or `/a\b`: the same path written once. The Location always starts with a single `/`, so it stays on this site.
    if (normalised !== undefined) return reply.redirect(`${normalised}${search}`, 301);

    const page = site.pages.lookup(pathname);
    if (page.kind === 'page') return sendHtml(site, request, reply, page.file);
    if (page.kind === 'redirect') return reply.redirect(`${page.location}${search}`, 301);
    if (page.kind === 'dynamic' && site.render) {
      const result = await site.render(`http://localhost${encodeURI(pathname)}${search}`);
      return asPage(reply, result.status, contentSecurityPolicy(result.html, site.sources)).send(result.html);
    }

    const file = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
    const full = join(site.distDir, file);
    if (file !== '/' && full.startsWith(site.distDir) && existsSync(full) && statSync(full).isFile() && !HOST_ONLY.test(file)) {
      // An HTML file asked for by its file name (`/404.html`, as static hosts name it) is still a page, with its policy.
      if (file.endsWith('.html')) return sendHtml(site, request, reply, file.slice(1));
      return sendFile(site, request, reply.header('Cache-Control', fileCacheControl(file)), file.slice(1));
    }
    return notFound(site, request, reply, pathname);
  });

  // The site is read-only: other methods are told which ones it answers.
  app.route({
    method: ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: '/*',
    handler: (_request, reply) =>
      reply
        .code(405)
        .header('Allow', 'GET, HEAD')
        .type('application/json; charset=utf-8')
        .send({ message: 'Method not allowed: this address answers GET and HEAD.' }),
  });
  options.fallbacks.notFoundPage = (reply, beforeSend) => {
    const site = live.latest()!;
    asPage(reply, 404, site.policyOf('404.html'));
    beforeSend?.();
    return reply.send(site.notFoundHtml);
  };
}
