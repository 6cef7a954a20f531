import { readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SiteManifest } from '../manifest/types.gen.js';
import { buildPageData, createSiteModel, withCanonicalLinks } from './page-data.js';
import { pageModuleName, pageModuleSource, rootRouteSource, routeFileFor, routeFileSource } from './route-files.js';
import { GENERATED_HEADER, writeIfChanged } from './write-if-changed.js';
import { organizationStructuredData, pageStructuredData } from './structured-data.js';

export interface GenerateOptions {
  manifest: SiteManifest;
  contentDir: string;
  /** Folder for generated sources, e.g. src/generated. */
  outDir: string;
  /** Overrides `api.base` (SITE_API_BASE at build time). */
  apiBase?: string;
}

export interface GenerateResult {
  written: string[];
  removed: string[];
  routeCount: number;
}

/** Turns a validated manifest into file routes, page-data modules and the layout's data module. */
export function generateSite(options: GenerateOptions): GenerateResult {
  const { manifest, contentDir, outDir } = options;
  const model = createSiteModel(manifest, contentDir);
  const files = new Map<string, string>();

  files.set('routes/__root.tsx', rootRouteSource());
  for (const route of manifest.routes) {
    const pageModule = pageModuleName(route.path);
    files.set(`pages/${pageModule}.ts`, pageModuleSource(route.template, buildPageData(route, model)));
    const jsonLd = pageStructuredData(route, manifest);
    const paths = [route.path, ...(route.template === 'article' ? (route.aliases ?? []) : [])];
    for (const routePath of paths) {
      const file = routeFileFor(routePath);
      const depth = file.split('/').length - 1;
      files.set(`routes/${file}`, routeFileSource({ routePath, route, canonicalPath: route.path, pageModule, depth, jsonLd }));
    }
  }
  files.set('site.gen.ts', siteModuleSource(manifest, model, options.apiBase));

  const written: string[] = [];
  for (const [file, content] of files) if (writeIfChanged(join(outDir, file), content)) written.push(file);
  const removed = removeStale(outDir, new Set(files.keys()));
  return { written, removed, routeCount: manifest.routes.length };
}

function siteModuleSource(manifest: SiteManifest, model: ReturnType<typeof createSiteModel>, apiBase?: string): string {
  const { routes: _routes, ...layout } = manifest;
  const data = withCanonicalLinks({ ...layout, api: { base: apiBase ?? manifest.api.base } }, model);
  return `${GENERATED_HEADER}import type { SiteManifest } from '../manifest/types.gen';

/** Everything from site.yaml except the routes: what the shared layout needs on every page. */
export type SiteLayout = Omit<SiteManifest, 'routes'>;

export const siteLayout: SiteLayout = ${JSON.stringify(data, null, 2)};

/** The firm as schema.org data, in every page's head. */
export const organizationJsonLd = ${JSON.stringify(organizationStructuredData(manifest))};
`;
}

/** Deletes generated files whose route is gone, so a removed page disappears from the route tree. */
function removeStale(outDir: string, keep: Set<string>): string[] {
  const removed: string[] = [];
  const visit = (dir: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = join(dir, entry);
      const rel = relative(outDir, full);
      if (statSync(full).isDirectory()) {
        visit(full);
        if (readdirSync(full).length === 0) rmSync(full, { recursive: true });
      } else if ((rel.startsWith('routes/') || rel.startsWith('pages/')) && !keep.has(rel)) {
        rmSync(full);
        removed.push(rel);
      }
    }
  };
  visit(outDir);
  return removed;
}
