// The build's entry: validate site.yaml, resolve the site model, build dist/. scripts/ call the build through here.
// Importing it loads the validator and the model only; the pipeline (bundler, image encoder, prerenderer, search
// index) loads when a build starts, so `npm run validate` stays quick.
import type { BuildOptions, BuildResult } from './pipeline/build-site.js';

export { githubAnnotation, inGitHubActions } from './manifest/github-annotations.js';
export { loadManifest, type LoadOptions, type LoadResult } from './validate/load.js';
export { formatProblem, type Problem } from './manifest/problem.js';
export { siteDay, takeAsOf } from './support/site-day.js';
export { resolveSite, type SiteModel } from './model/site-model.js';
export { validateAndResolve, type RunOptions, type RunResult } from './validate/validate-and-resolve.js';
export { runGenerate } from './validate/run-generate.js';
export { startCodeBuild, type StartedCodeBuild } from './pipeline/code-build.js';
export type { BuildOptions, BuildReport, BuildResult } from './pipeline/build-site.js';

/** Validates, resolves and writes dist/: bundles when code changed, then the pages whose inputs changed. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const pipeline = await import('./pipeline/build-site.js');
  return pipeline.buildSite(options);
}
