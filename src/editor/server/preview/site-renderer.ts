import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerManifest } from '@tanstack/router-core';
import { liveRelease } from '../../../shared/releases.js';
import { NO_EXTRA_SOURCES, SERVER_BUILD_FILE, SERVER_BUNDLE_ENTRY, type ContentSources, type ServerBuild } from '../../../shared/server-build.js';
import type { SiteSource } from '../../../shared/site-data.js';

type Render = (url: string, source: SiteSource, manifest: ServerManifest) => Promise<{ status: number; html: string }>;

/** The site's templates as a build made them: what renders a preview, with the stylesheets that build made. */
export interface SiteRenderer {
  render: Render;
  /** Per template, and `not-found`: the stylesheets and scripts a page of it lists (the built site's /assets/ files). */
  manifests: Record<string, ServerManifest>;
  contentSources: ContentSources;
}

export interface LiveBuildFolders {
  /** The server part of `npm run build` (dist/_server/site), served until something is published. */
  ssrDir: string;
  /** The publish folder: its live release's server part, once there is one. */
  publishedDir?: string;
}

/**
 * The renderer of the build the site is serving now (the live release, else the last `npm run build`): a preview's
 * page then lists the same stylesheets the live site serves, so they load from the site's own /assets/. Loaded once
 * per build and kept until another build goes live.
 */
export function liveSiteRenderer(folders: LiveBuildFolders): () => Promise<SiteRenderer | undefined> {
  let loaded: { key: string; renderer: Promise<SiteRenderer | undefined> } | undefined;
  return () => {
    const serverDir = (folders.publishedDir && liveRelease(folders.publishedDir)?.server) || folders.ssrDir;
    const buildFile = join(serverDir, SERVER_BUILD_FILE);
    const entry = join(serverDir, SERVER_BUNDLE_ENTRY);
    if (!existsSync(buildFile) || !existsSync(entry)) return Promise.resolve(undefined);
    // A publish serves a new release folder; `npm run build` writes the same folder again (and, as for the site's job
    // pages, Node keeps the module it loaded from there until the server restarts).
    const key = `${serverDir}\0${statSync(buildFile).mtimeMs}`;
    if (loaded?.key !== key) loaded = { key, renderer: loadRenderer(buildFile, entry) };
    return loaded.renderer;
  };
}

async function loadRenderer(buildFile: string, entry: string): Promise<SiteRenderer> {
  const build = JSON.parse(readFileSync(buildFile, 'utf8')) as Partial<ServerBuild>;
  // Imported by its plain address, as the site's job pages import it: its template chunks import the entry back by
  // that address, and an entry loaded under any other (a cache-busting query) would be a second copy whose React
  // contexts the templates do not see. A release has a folder of its own, so its bundle is a module of its own.
  const { render } = (await import(pathToFileURL(entry).href)) as { render: Render };
  return { render, manifests: build.manifests ?? {}, contentSources: build.contentSources ?? NO_EXTRA_SOURCES };
}
