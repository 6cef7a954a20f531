import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { PageIndex } from './page-index.js';
import { readRequestPath } from './request-path.js';
import { loadRenderer } from './ssr.js';
import { localeOfPath, notFoundFile } from '../../src/shared/locales.js';
import type { JobOpening } from '../../src/shared/job-opening.js';
import { NO_EXTRA_SOURCES, SERVER_BUILD_FILE, type ServerBuild } from '../../src/shared/server-build.js';
import { CACHE_CONTROL, contentSecurityPolicy, fileCacheControl } from '../../src/shared/response-headers.js';

export interface SitePluginOptions {
  distDir: string;
  ssrDir: string;
  /** Filled in here so errors raised before routing (a malformed URL) can answer with the site's 404 page. */
  fallbacks: SiteFallbacks;
  /** The open position a job page's address names, if there is one. */
  findOpening: (id: string) => JobOpening | undefined;
}

export interface SiteFallbacks {
  /** `beforeSend` runs once status and headers are set (replies made before routing add their security headers there). */
  notFoundPage?: (reply: FastifyReply, beforeSend?: () => void) => unknown;
}

/** Files in dist/ that are instructions to static hosts (or the bundler), not part of the site. */
const HOST_ONLY = /^\/(\.vite|_headers$|_redirects$)/;

/** Serves the prerendered site: pages by their declared spelling, assets with long caching, 404 page otherwise. */
export async function sitePlugin(app: FastifyInstance, options: SitePluginOptions): Promise<void> {
  const { distDir } = options;
  const buildFile = join(options.ssrDir, SERVER_BUILD_FILE);
  const read: Partial<ServerBuild> = existsSync(buildFile) ? JSON.parse(readFileSync(buildFile, 'utf8')) : {};
  // A build folder from before editions existed has no `locales`: one edition, served as before.
  const build: ServerBuild = { pages: [], locales: [], manifests: {}, contentSources: NO_EXTRA_SOURCES, policies: {}, ...read };
  const pages = new PageIndex(build.pages);
  const render = await loadRenderer(distDir, options.ssrDir, build, options.findOpening);
  const sources = build.contentSources;
  // Each page's inline scripts differ (hydration data), so each has its own policy, hashed by the build. A file the
  // build did not list gets the policy that allows no inline script at all.
  const policyOf = (file: string) => build.policies[file] ?? contentSecurityPolicy('', sources);

  /** The headers every HTML answer carries: revalidated on each visit, with its own policy. */
  const asPage = (reply: FastifyReply, status: number, policy: string) =>
    reply.code(status).header('Cache-Control', CACHE_CONTROL.revalidate).header('Content-Security-Policy', policy).type('text/html; charset=utf-8');

  // Cache-Control is always set here from src/shared/response-headers.ts, never by the static plugin: off at the root
  // too, because when a file has no .br/.gz copy the plugin retries with its root options and would add its own.
  await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true, cacheControl: false });

  const sendHtml = (reply: FastifyReply, file: string, status = 200) => asPage(reply, status, policyOf(file)).sendFile(file, distDir, { cacheControl: false });

  // A missing address under an edition's prefix gets that edition's not-found page (`/ar/x`: ar/404.html, in Arabic).
  // Which files exist is read once here, not on every missing address.
  const notFoundFiles = new Map(
    build.locales.map((locale) => {
      const file = notFoundFile(locale);
      return [locale.code, existsSync(join(distDir, file)) ? file : '404.html'];
    }),
  );
  const notFoundFileOf = (pathname: string) =>
    build.locales.length > 0 ? (notFoundFiles.get(localeOfPath(pathname, build.locales).code) ?? '404.html') : '404.html';
  const notFound = (reply: FastifyReply, pathname = '/') => sendHtml(reply, notFoundFileOf(pathname), 404);

  app.get('/*', async (request, reply) => {
    const { pathname, search, normalised } = readRequestPath(request.url);
    if (pathname === undefined) return notFound(reply);
    // `//x` or `/a\b`: the same path written once. The Location always starts with a single `/`, so it stays on this site.
    if (normalised !== undefined) return reply.redirect(`${normalised}${search}`, 301);

    const page = pages.lookup(pathname);
    if (page.kind === 'page') return sendHtml(reply, page.file);
    if (page.kind === 'redirect') return reply.redirect(`${page.location}${search}`, 301);
    if (page.kind === 'dynamic' && render) {
      const result = await render(`http://localhost${encodeURI(pathname)}${search}`);
      return asPage(reply, result.status, contentSecurityPolicy(result.html, sources)).send(result.html);
    }

    const file = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
    const full = join(distDir, file);
    if (file !== '/' && full.startsWith(distDir) && existsSync(full) && statSync(full).isFile() && !HOST_ONLY.test(file)) {
      // An HTML file asked for by its file name (`/404.html`, as static hosts name it) is still a page, with its policy.
      if (file.endsWith('.html')) return sendHtml(reply, file.slice(1));
      return reply.header('Cache-Control', fileCacheControl(file)).sendFile(file, distDir, { cacheControl: false });
    }
    return notFound(reply, pathname);
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
  // Held in memory: this reply may come from outside this plugin (no sendFile there).
  const notFoundHtml = readFileSync(join(distDir, '404.html'));
  options.fallbacks.notFoundPage = (reply, beforeSend) => {
    asPage(reply, 404, policyOf('404.html'));
    beforeSend?.();
    return reply.send(notFoundHtml);
  };
}
