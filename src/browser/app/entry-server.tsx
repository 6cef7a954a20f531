import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
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
  const handler = createRequestHandler({ request: new Request(url), createRouter: () => createAppRouter(source), getRouterManifest: () => manifest });
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  );
  const html = await response.text();
  return { status: response.status, html: html.startsWith('<!DOCTYPE') ? html : `<!DOCTYPE html>${html}` };
}

export type { SiteSource } from '../../shared/site-data';
