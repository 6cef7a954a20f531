import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerManifest } from '@tanstack/router-core';
import { SERVER_BUNDLE_ENTRY, type ServerBuild } from '../../src/shared/server-build.js';
import { loadPage, type PagePayload, type SiteLayout, type SiteSource } from '../../src/shared/site-data.js';
import { layoutDataFile, localeOfPath } from '../../src/shared/locales.js';
import { JOB_ID_PARAM, jobOpeningPage, type JobOpening } from '../../src/shared/job-opening.js';

type Render = (url: string, source: SiteSource, manifest: ServerManifest) => Promise<{ status: number; html: string }>;

/**
 * Pages whose address carries data (a job opening's id) cannot be prerendered; they are rendered per request
 * with the server bundle the build left in the server build folder.
 */
export async function loadRenderer(distDir: string, serverDir: string, build: ServerBuild, findOpening: (id: string) => JobOpening | undefined) {
  const entry = join(serverDir, SERVER_BUNDLE_ENTRY);
  const layoutFiles = build.locales.map((locale) => join(distDir, layoutDataFile(locale.code)));
  if (!existsSync(entry) || build.locales.length === 0 || !layoutFiles.every((file) => existsSync(file))) return undefined;
  // Imported at the first page that needs it (React's server renderer and the site's templates): most visits never do.
  let bundle: Promise<{ render: Render }> | undefined;
  const render: Render = async (...args) => (await (bundle ??= import(pathToFileURL(entry).href) as Promise<{ render: Render }>)).render(...args);
  const layouts = new Map(build.locales.map((locale, index) => [locale.code, JSON.parse(readFileSync(layoutFiles[index], 'utf8')) as SiteLayout]));
  return async (url: string) => {
    const { pathname } = new URL(url);
    // The edition the address belongs to decides the layout (`/ar/…`: the Arabic one).
    const layout = layouts.get(localeOfPath(pathname, build.locales).code)!;
    // The page's data, read once per request from dist/_data as the build wrote it: the server renders exactly
    // what a browser would fetch. Its template decides which scripts the page lists.
    const pattern = await loadPage(pathname, layout, (file) =>
      readFile(join(distDir, file), 'utf8').then(
        (text) => JSON.parse(text) as PagePayload,
        () => undefined,
      ),
    );
    // A job page is filled in with its opening; an unknown or closed id still renders the page (it says the opening
    // is gone and links to the list) but answers 404, so search engines drop it.
    const opening = pattern?.template === 'career-details' ? findOpening(pattern.params[JOB_ID_PARAM] ?? '') : undefined;
    const page = pattern && jobOpeningPage(pattern, opening, layout);
    const source: SiteSource = { layout: async () => layout, page: async () => page };
    const result = await render(url, source, build.manifests[page?.template ?? 'not-found']);
    return page?.template === 'career-details' && !opening && result.status === 200 ? { ...result, status: 404 } : result;
  };
}
