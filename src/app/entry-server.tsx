import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import type { ServerManifest } from '@tanstack/router-core';
import { createAppRouter } from './router';

export interface RenderResult {
  status: number;
  html: string;
}

/** Renders one URL to a complete HTML document, as the prerenderer and the dev server both need. */
export async function render(url: string, manifest: ServerManifest): Promise<RenderResult> {
  const handler = createRequestHandler({ request: new Request(url), createRouter: createAppRouter, getRouterManifest: () => manifest });
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  );
  return { status: response.status, html: await response.text() };
}
