import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerManifest } from '@tanstack/router-core';

type Render = (url: string, manifest: ServerManifest) => Promise<{ status: number; html: string }>;

/**
 * Pages whose address carries data (a job opening's id) cannot be prerendered; they are rendered
 * per request with the server bundle the build left beside node_modules.
 */
export async function loadRenderer(ssrDir: string): Promise<((url: string) => Promise<{ status: number; html: string }>) | undefined> {
  const entry = join(ssrDir, 'entry-server.js');
  const manifestFile = join(ssrDir, 'router-manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return undefined;
  const { render } = (await import(pathToFileURL(entry).href)) as { render: Render };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ServerManifest;
  return async (url) => {
    const result = await render(url, manifest);
    return { status: result.status, html: `<!DOCTYPE html>${result.html}` };
  };
}
