import { renderToString } from 'react-dom/server';
import { createRequestHandler, getSsrStatus, RouterServer, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server';
import type { ServerManifest } from '@tanstack/router-core';
import { createAppRouter } from './router';
import type { SiteSource } from '../../shared/site-data';

export interface RenderResult {
  status: number;
  html: string;
}

/**
 * Renders one URL to a complete HTML document, as the prerenderer, the dev server and the server's job pages
 * need. `source` gives the page data (from the resolved site model or dist/_data), `manifest` the page's scripts.
 */
export async function render(url: string, source: SiteSource, manifest: ServerManifest): Promise<RenderResult> {
  const layout = await source.layout();
  const handler = createRequestHandler({ request: new Request(url), createRouter: () => createAppRouter(source, layout), getRouterManifest: () => manifest });
  // The document is kept as the string React and the router made, beside an empty Response: passing it through the
  // Response body (as `renderRouterToString` does) encoded and decoded every page, a tenth of a prerender's time.
  let rendered: RenderResult | undefined;
  const response = await handler(async ({ router, responseHeaders }) => {
    try {
      const html = await transformHtmlStringWithRouter(router, renderToString(<RouterServer router={router} />));
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

export type { SiteSource } from '../../shared/site-data';
