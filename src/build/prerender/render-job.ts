// What the build sends a renderer and gets back (render-pool.ts sends, render-worker.ts renders), in the build's own
// process or as messages to a render process.
import type { ServerManifest } from '@tanstack/router-core';
import type { SiteLayout } from '../../shared/site-data.js';
import type { SearchEntry } from './search-excerpt.js';

export interface RenderJob {
  /** The URL path to render. */
  path: string;
  /** dist-relative file the HTML goes to. */
  file: string;
  /** The page's payload as JSON; undefined renders the not-found page. */
  payload?: string;
  /** The edition's language code: which layout the page is rendered in. */
  locale: string;
  /** For a page the site search indexes: how it is filed. The renderer then also cuts what the index reads. */
  search?: SearchEntry;
}

export interface RenderOutcome {
  file: string;
  status: number;
  /** UTF-8, encoded by the renderer (a third the size of the string, which Arabic pages hold in UTF-16, to pass between processes). */
  html: Uint8Array;
  /** The hashes of its inline scripts, for its Content-Security-Policy. */
  scriptHashes: string[];
  /** What the search index reads of it (`indexedHtml`), for a job with `search`. */
  indexed?: string;
}

export interface RenderSetup {
  ssrEntry: string;
  /** Each edition's layout, by language code. */
  layouts: Record<string, SiteLayout>;
  /** Per template, and 'not-found' for the not-found page. */
  manifests: Record<string, ServerManifest>;
}
