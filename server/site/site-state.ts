import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PageIndex } from './page-index.js';
import { loadRenderer } from './ssr.js';
import { localeOfPath, notFoundFile } from '../../src/shared/locales.js';
import type { JobOpening } from '../../src/shared/job-opening.js';
import { NO_EXTRA_SOURCES, SERVER_BUILD_FILE, type ServerBuild } from '../../src/shared/server-build.js';
import { contentSecurityPolicy } from '../../src/shared/response-headers.js';

/**
 * One built version of the site as the server answers from it: its folder, page index, policies, job-page renderer
 * and not-found pages. Read once per version; a request uses one version from start to end.
 */
export interface SiteState {
  distDir: string;
  pages: PageIndex;
  render: Awaited<ReturnType<typeof loadRenderer>>;
  sources: ServerBuild['contentSources'];
  policyOf(file: string): string;
  notFoundFileOf(pathname: string): string;
  /** Held in memory: the not-found answer may be made outside the site's routes (no sendFile there). */
  notFoundHtml: Buffer;
}

export async function loadSiteState(distDir: string, ssrDir: string, findOpening: (id: string) => JobOpening | undefined): Promise<SiteState> {
  const buildFile = join(ssrDir, SERVER_BUILD_FILE);
  const read: Partial<ServerBuild> = existsSync(buildFile) ? JSON.parse(readFileSync(buildFile, 'utf8')) : {};
  // A build folder from before editions existed has no `locales`: one edition, served as before.
  const build: ServerBuild = { pages: [], locales: [], manifests: {}, contentSources: NO_EXTRA_SOURCES, policies: {}, ...read };
  const sources = build.contentSources;
  // A missing address under an edition's prefix gets that edition's not-found page (`/ar/x`: ar/404.html, in Arabic).
  // Which files exist is read once here, not on every missing address.
  const notFoundFiles = new Map(
    build.locales.map((locale) => {
      const file = notFoundFile(locale);
      return [locale.code, existsSync(join(distDir, file)) ? file : '404.html'];
    }),
  );
  return {
    distDir,
    pages: new PageIndex(build.pages),
    render: await loadRenderer(distDir, ssrDir, build, findOpening),
    sources,
    // Each page's inline scripts differ (hydration data), so each has its own policy, hashed by the build. A file the
    // build did not list gets the policy that allows no inline script at all.
    policyOf: (file) => build.policies[file] ?? contentSecurityPolicy('', sources),
    notFoundFileOf: (pathname) => (build.locales.length > 0 ? (notFoundFiles.get(localeOfPath(pathname, build.locales).code) ?? '404.html') : '404.html'),
    notFoundHtml: readFileSync(join(distDir, '404.html')),
  };
}
