import { join, relative } from 'node:path';
import { loadManifest } from '../manifest/load.js';
import { formatProblem, type Problem } from '../manifest/problem.js';
import type { SiteManifest } from '../manifest/types.gen.js';
import { generateSite } from './generate.js';

export interface RunOptions {
  root: string;
  manifestFile?: string;
  log?: (message: string) => void;
  logError?: (message: string) => void;
}

export type RunResult = { ok: true; manifest: SiteManifest } | { ok: false; problems: Problem[] };

/** Validation, then generation: the one sequence `generate`, `dev` and `build` all run first. */
export function validateAndGenerate(options: RunOptions): RunResult {
  const manifestFile = options.manifestFile ?? join(options.root, 'site.yaml');
  const { manifest, problems } = loadManifest(manifestFile, { cwd: options.root, contentDir: join(options.root, 'content') });
  if (!manifest) return { ok: false, problems };
  const result = generateSite({
    manifest,
    contentDir: join(options.root, 'content'),
    outDir: join(options.root, 'src/generated'),
    apiBase: process.env.SITE_API_BASE || undefined,
  });
  const changes = result.written.length + result.removed.length;
  options.log?.(
    `site.yaml: ${result.routeCount} pages; ${changes === 0 ? 'generated files up to date' : `${changes} generated file${changes === 1 ? '' : 's'} updated`} (${relative(options.root, join(options.root, 'src/generated'))}).`,
  );
  return { ok: true, manifest };
}

export async function runGenerate(options: RunOptions): Promise<boolean> {
  const { generateTypes } = await import('./schema-types.js');
  await generateTypes();
  const result = validateAndGenerate(options);
  if (result.ok) {
    const { generateRouteTree } = await import('./route-tree.js');
    await generateRouteTree(options.root);
  }
  if (!result.ok) {
    for (const problem of result.problems) options.logError?.(`${formatProblem(problem)}\n`);
    options.logError?.(`${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} in site.yaml: nothing was generated.`);
    return false;
  }
  return true;
}
