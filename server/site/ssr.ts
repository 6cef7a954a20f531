import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerManifest } from '@tanstack/router-core';
import { SERVER_BUNDLE_ENTRY, type ServerBuild } from '../../src/shared/server-build.js';
import { matchDynamicPage, SITE_LAYOUT_FILE, type PagePayload, type SiteLayout, type SiteSource } from '../../src/shared/site-data.js';

type Render = (url: string, source: SiteSource, manifest: ServerManifest) => Promise<{ status: number; html: string }>;

/** Page data from dist/_data, as the build wrote it: the server renders exactly what a browser would fetch. */
function distSource(distDir: string, layout: SiteLayout): SiteSource {
  return {
    layout: async () => layout,
    async page(path) {
      const dynamic = matchDynamicPage(layout.dynamicPages, path);
      if (!dynamic) return undefined;
      const payload = JSON.parse(await readFile(join(distDir, dynamic.page.dataFile), 'utf8')) as PagePayload;
      return { ...payload, params: dynamic.params };
    },
  };
}

/**
 * Pages whose address carries data (a job opening's id) cannot be prerendered; they are rendered per request
 * with the server bundle the build left in the server build folder.
 */
export async function loadRenderer(distDir: string, serverDir: string, build: ServerBuild) {
  const entry = join(serverDir, SERVER_BUNDLE_ENTRY);
  const layoutFile = join(distDir, SITE_LAYOUT_FILE);
  if (!existsSync(entry) || !existsSync(layoutFile)) return undefined;
  const { render } = (await import(pathToFileURL(entry).href)) as { render: Render };
  const layout = JSON.parse(readFileSync(layoutFile, 'utf8')) as SiteLayout;
  const source = distSource(distDir, layout);
  return async (url: string) => {
    const match = matchDynamicPage(layout.dynamicPages, new URL(url).pathname);
    const payload = match && (JSON.parse(readFileSync(join(distDir, match.page.dataFile), 'utf8')) as PagePayload);
    const manifest = build.manifests[payload?.template ?? 'not-found'];
    return render(url, source, manifest);
  };
}
