import type { ServerManifest } from '@tanstack/router-core';
import type { TemplateName } from '../../shared/site-data.js';
import { TEMPLATE_COMPONENTS, TEMPLATES_DIR } from '../../shared/templates.js';

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

/** The router's id of the one route that renders every page (src/browser/app/routes.tsx). */
const PAGE_ROUTE_ID = '/$';

function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * Tells the router which files a page needs: the shared entry (script, its static imports, stylesheets) for the
 * root, and the page's template chunk for the page route, so the prerendered HTML preloads exactly what that page
 * runs. One manifest per template: every page of a template needs the same files.
 */
export function buildRouterManifests(manifest: ViteManifest, base = '/'): Record<TemplateName, ServerManifest> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The client build has no entry chunk in .vite/manifest.json.');
  const url = (file: string) => `${base}${file}`;
  const entryClosure = staticClosure(manifest, entryKey);
  const root: ServerManifest['routes'][string] = {
    preloads: [...entryClosure].map((key) => url(manifest[key].file)),
    css: [...new Set([...entryClosure].flatMap((key) => manifest[key].css ?? []))].map(url),
    scripts: [{ attrs: { type: 'module', src: url(manifest[entryKey].file), async: true } }],
  };
  const result = {} as Record<TemplateName, ServerManifest>;
  for (const [template, component] of Object.entries(TEMPLATE_COMPONENTS) as [TemplateName, string][]) {
    const key = `${TEMPLATES_DIR}/${component}.tsx`;
    if (!manifest[key]) throw new Error(`The client build has no chunk for the ${template} template (${key}).`);
    const own = [...staticClosure(manifest, key)].filter((dependency) => !entryClosure.has(dependency));
    result[template] = {
      routes: {
        __root__: root,
        [PAGE_ROUTE_ID]: {
          preloads: own.map((dependency) => url(manifest[dependency].file)),
          css: own.flatMap((dependency) => manifest[dependency].css ?? []).map(url),
        },
      },
    };
  }
  return result;
}

/** For the not-found page: the shared files only. */
export function rootOnlyManifest(manifests: Record<TemplateName, ServerManifest>): ServerManifest {
  return { routes: { __root__: manifests.home.routes.__root__ } };
}
