// One prerender process: loads the server bundle once, then renders the pages it is sent (render-pool.ts).
import { pathToFileURL } from 'node:url';
import type { ServerManifest } from '@tanstack/router-core';
import type { PagePayload, SiteSource } from '../../shared/site-data.js';
import type { RenderJob, RenderOutcome, RenderSetup } from './render-job.js';
import { inlineScriptHashes } from '../../shared/response-headers.js';
import { indexedHtml } from './search-excerpt.js';

type Render = (
  url: string,
  source: SiteSource,
  manifest: ServerManifest,
  options: { shareParts: boolean; fetchPageData: boolean },
) => Promise<{ status: number; html: string }>;

const encoder = new TextEncoder();

/** SITE_SHARED_PARTS=off renders every part of every page (tests compare the two). */
const shareParts = process.env.SITE_SHARED_PARTS !== 'off';

export async function createRenderer({ ssrEntry, layouts, manifests }: RenderSetup) {
  const { render } = (await import(pathToFileURL(ssrEntry).href)) as { render: Render };
  return async (job: RenderJob): Promise<RenderOutcome> => {
    const payload = job.payload === undefined ? undefined : (JSON.parse(job.payload) as PagePayload);
    // The one page this render may find: the job's own. Anything else is the not-found page.
    const layout = layouts[job.locale];
    const source: SiteSource = { layout: async () => layout, page: async () => payload && { ...payload, params: {} } };
    // The router stamps each dehydrated match with Date.now(); a stopped clock makes a page's HTML depend on its
    // inputs only, so an incremental build is byte-identical to a clean one. Renders here run one at a time.
    const now = Date.now;
    Date.now = () => 0;
    try {
      const { status, html } = await render(`http://localhost${job.path}`, source, manifests[payload ? payload.template : 'not-found'], {
        shareParts,
        // The browser fetches the page's data from the file the build writes beside it (dist/_data).
        fetchPageData: true,
      });
      const bytes = encoder.encode(html);
      return {
        file: job.file,
        status,
        html: bytes,
        scriptHashes: inlineScriptHashes(html),
        indexed: job.search && indexedHtml(html, job.search),
      };
    } finally {
      Date.now = now;
    }
  };
}

/** Set in the environment of a render process (render-pool.ts): it renders the batches its parent sends. */
export const RENDER_PROCESS = 'SITE_RENDER_PROCESS';

if (process.env[RENDER_PROCESS] === '1' && process.send) {
  const send = process.send.bind(process);
  // The build has every page it asked for, or stopped: nothing is waiting for this process any more.
  process.once('disconnect', () => process.exit(0));
  process.once('message', (setup: RenderSetup) => {
    void createRenderer(setup).then((renderPage) => {
      // Batches arrive ahead of time (render-pool.ts) and are rendered in turn: one render at a time (see the clock above).
      let rendering = Promise.resolve();
      process.on('message', (batch: RenderJob[]) => {
        rendering = rendering.then(async () => {
          const results: RenderOutcome[] = [];
          for (const job of batch) results.push(await renderPage(job));
          send(results);
        });
      });
      send('ready');
    });
  });
}
