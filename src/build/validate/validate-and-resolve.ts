// Validation, then the site model: what `gen`, `dev` and `build` run first, and what src/build/index.ts offers as
// the build's entry. Every problem is located; nothing is resolved from an invalid manifest.
import { join } from 'node:path';
import type { SiteManifest } from '../../generated/manifest-types.gen.js';
import { generateSources } from '../generate/generate.js';
import { writeLawSnippets } from '../generate/law-snippets.js';
import { loadManifest } from './load.js';
import type { ManifestCacheOptions } from '../manifest/manifest-cache.js';
import type { Problem } from '../manifest/problem.js';
import { routePaths } from '../model/route-paths.js';
import { resolveSite, type SiteModel } from '../model/site-model.js';

export interface RunOptions {
  root: string;
  manifestFile?: string;
  log?: (message: string) => void;
  logError?: (message: string) => void;
  /** `exclude` for the production build: pages marked `draft: true` are left out of the model. Dev includes them. */
  drafts?: 'include' | 'exclude';
  /** Keeps the parsed manifest for the next process (`npm run build`: manifest-cache.ts). */
  cache?: ManifestCacheOptions;
}

export type RunResult = { ok: true; model: SiteModel } | { ok: false; problems: Problem[] };
export type ValidateResult = { ok: true; manifest: SiteManifest } | { ok: false; problems: Problem[] };

/**
 * Validation and the generated sources, without the site model: the build's first step, which then resolves each
 * edition's model with its images. `manifest` is site.yaml as declared, without its drafts when they are excluded.
 */
export function validateManifest(options: RunOptions): ValidateResult {
  const manifestFile = options.manifestFile ?? join(options.root, 'site.yaml');
  const contentDir = join(options.root, 'content');
  const { manifest, problems } = loadManifest(manifestFile, { cwd: options.root, contentDir, cache: options.cache });
  if (!manifest) return { ok: false, problems };
  // The code's path types know the drafts too, so dev and build type-check alike.
  const changed = generateSources(manifest, join(options.root, 'src/generated'));
  writeLawSnippets(manifest, options.root);
  const drafts = manifest.routes.filter((route) => route.draft).length;
  const served =
    options.drafts === 'exclude' && drafts > 0 ? { ...manifest, routes: manifest.routes.filter((route) => !route.draft) as SiteManifest['routes'] } : manifest;
  const draftNote =
    drafts === 0
      ? ''
      : options.drafts === 'exclude'
        ? ` (${drafts} draft${drafts === 1 ? '' : 's'} left out)`
        : ` (${drafts} draft${drafts === 1 ? '' : 's'} shown)`;
  options.log?.(
    `site.yaml: ${manifest.routes.length} routes${draftNote}, ${served.routes.flatMap(routePaths).length} served paths; ${changed ? 'site path types updated' : 'site path types up to date'}.`,
  );
  return { ok: true, manifest: served };
}

/** Validation, resolution of the site model, then the generated types: the sequence `gen` and `dev` run first. */
export function validateAndResolve(options: RunOptions): RunResult {
  const validated = validateManifest(options);
  return validated.ok ? { ok: true, model: resolveSite(validated.manifest, join(options.root, 'content')) } : validated;
}
