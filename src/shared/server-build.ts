// What the build leaves for `npm start` in dist/_server/: written by src/build/pipeline/build-site.ts, read by server/site/.
import type { ServerManifest } from '@tanstack/router-core';
import type { SiteLocale } from './locales.js';

/**
 * The server's own part of a build, inside dist/ so that a deployment copies one folder, and never served (the site
 * answers 404 under /_server/): the page index and job-page bundle (`npm run build`), the editor's app (`npm run
 * build:editor`) and the compiled server (`npm run build:server`), each in a folder of its own.
 */
export const BUILT_SERVER_PART = 'dist/_server/site';
export const BUILT_EDITOR_APP = 'dist/_server/editor';
/** Whether a file of dist/ (by its path there) is the site's, not the server's part. */
export const isSiteFile = (file: string) => !/^_server([/\\]|$)/.test(file);

export const SERVER_BUILD_FILE = 'server-build.json';
/** The server bundle's entry, relative to the server build folder. */
export const SERVER_BUNDLE_ENTRY = 'bundle/entry-server.js';

/** Origins the pages may talk to besides their own, decided at build time from site.yaml. */
export interface ContentSources {
  scriptSrc: string[];
  connectSrc: string[];
  frameSrc: string[];
  imgSrc: string[];
  /** Where the pages' plain forms may post besides their own origin: an API elsewhere (the footer's alerts form). */
  formAction?: string[];
}

export const NO_EXTRA_SOURCES: ContentSources = { scriptSrc: [], connectSrc: [], frameSrc: [], imgSrc: [] };

export interface ServerBuild {
  /** Every served path from the site model, aliases and dynamic patterns included; htmlFile is absent for dynamic pages. */
  pages: { path: string; htmlFile?: string }[];
  /** The site's editions, the default first: which layout and which not-found page a path gets. */
  locales: SiteLocale[];
  /** Per template: the scripts a page of it needs, for pages rendered per request. */
  manifests: Record<string, ServerManifest>;
  contentSources: ContentSources;
  /**
   * Each prerendered HTML file's Content-Security-Policy (its inline scripts hashed), keyed by its path in dist/:
   * computed once by the build, which writes the same policies into dist/_headers, so the server reads no page to start.
   */
  policies: Record<string, string>;
}
