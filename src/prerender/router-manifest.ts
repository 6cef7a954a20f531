import type { ServerManifest } from '@tanstack/router-core';

/** The subset of Vite's .vite/manifest.json the prerenderer reads. */
export interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * Tells the router which files each route needs: the shared entry (script, its static imports,
 * stylesheets) for the root, and each page's own lazily split chunk for its route, so the
 * prerendered HTML modulepreloads exactly what that page runs.
 */
export function buildRouterManifest(manifest: ViteManifest, routeFiles: Map<string, string>, base = '/'): ServerManifest {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The client build has no entry chunk in .vite/manifest.json.');
  const url = (file: string) => `${base}${file}`;
  const entryClosure = staticClosure(manifest, entryKey);
  const css = [...new Set([...entryClosure].flatMap((key) => manifest[key].css ?? []))].map(url);
  const routes: ServerManifest['routes'] = {
    __root__: {
      preloads: [...entryClosure].map((key) => url(manifest[key].file)),
      css,
      scripts: [{ attrs: { type: 'module', src: url(manifest[entryKey].file), async: true } }],
    },
  };
  for (const [routeId, sourceFile] of routeFiles) {
    const chunkKeys = Object.keys(manifest).filter((key) => key.split('?')[0] === sourceFile && manifest[key].isDynamicEntry);
    const own = new Set<string>();
    for (const key of chunkKeys) for (const dependency of staticClosure(manifest, key)) if (!entryClosure.has(dependency)) own.add(dependency);
    if (own.size > 0) {
      routes[routeId] = {
        preloads: [...own].map((key) => url(manifest[key].file)),
        css: [...own].flatMap((key) => manifest[key].css ?? []).map(url),
      };
    }
  }
  return { routes };
}
