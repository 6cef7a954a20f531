import { renderToString } from 'react-dom/server';
import { createRequestHandler, getSsrStatus, RouterServer, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server';
import type { ServerManifest } from '@tanstack/router-core';
import { createAppRouter } from './router.js';
import { handOffPageData } from './page-data-handoff-server.js';
import type { SiteSource } from '../../shared/site-data.js';
import { SharedPartsContext } from './shared-parts.js';
import { sharedPartsFor } from './shared-parts-store.js';

export interface RenderResult {
  status: number;
  html: string;
}

export interface RenderOptions {
  /**
   * Reuse the markup of the layout's shared parts (menus, service bar, footer) rendered for an earlier page of the
   * same edition (shared-parts.tsx). For the prerenderer, whose layouts stay the same for a whole build.
   */
  shareParts?: boolean;
  /** The browser fetches the page's data before hydrating instead of reading it from the HTML (page-data-handoff.ts). */
  fetchPageData?: boolean;
}

/**
 * Renders one URL to a complete HTML document, as the prerenderer, the dev server and the server's job pages
 * need. `source` gives the page data (from the resolved site model or dist/_data), `manifest` the page's scripts.
 */
export async function render(url: string, source: SiteSource, manifest: ServerManifest, options: RenderOptions = {}): Promise<RenderResult> {
  const layout = await source.layout();
  const parts = options.shareParts ? sharedPartsFor(layout, new URL(url).pathname) : undefined;
  const handler = createRequestHandler({
    request: new Request(url),
    createRouter: () => {
      const router = createAppRouter(source, layout);
      if (options.fetchPageData) handOffPageData(router);
      return router;
    },
    getRouterManifest: () => manifest,
  });
  // The document is kept as the string React and the router made, beside an empty Response: passing it through the
  // Response body (as `renderRouterToString` does) encoded and decoded every page, a tenth of a prerender's time.
  let rendered: RenderResult | undefined;
  const response = await handler(async ({ router, responseHeaders }) => {
    try {
      const app = <RouterServer router={router} />;
      const body = renderToString(parts ? <SharedPartsContext.Provider value={parts}>{app}</SharedPartsContext.Provider> : app);
      parts?.remember(body);
      const html = await transformHtmlStringWithRouter(router, body);
      rendered = { status: getSsrStatus(router), html: html.startsWith('<!DOCTYPE') ? html : `<!DOCTYPE html>${html}` };
    } catch (error) {
      // As the router's own string renderer answers a component that throws: logged, and a 500 the caller reports.
      console.error('Render to string error:', error);
      rendered = { status: 500, html: 'Internal Server Error' };
    }
    return new Response(null, { status: rendered.status, headers: responseHeaders });
  });
  // A redirect (no route issues one today) or a failure before rendering: the router answered without a document.
  return rendered ?? { status: response.status, html: await response.text() };
}

export type { SiteSource } from '../../shared/site-data.js';
