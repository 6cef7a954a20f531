import { join } from 'node:path';
import { hasParams } from '../../shared/paths.js';
import type { SiteManifest } from '../../generated/manifest-types.gen.js';
import { routePaths } from '../model/route-paths.js';
import { GENERATED_HEADER, writeIfChanged } from './write-if-changed.js';

export const SITE_PATHS_FILE = 'site-paths.gen.ts';

/** `/careers/{careerId}/x` → the template literal type `/careers/${string}/x`. */
function pathType(path: string): string {
  if (!hasParams(path)) return JSON.stringify(path);
  const literal = (part: string) => part.replace(/[`\\$]/g, (char) => `\\${char}`);
  return `\`${path
    .split(/\{[^}]+\}/)
    .map(literal)
    .join('${string}')}\``;
}

/**
 * The `SitePath` union of every served path, for the site's link component. Types only: it adds no byte to
 * the browser bundle, so the bundle stays the same size however many pages site.yaml declares.
 */
export function sitePathsSource(manifest: SiteManifest): string {
  const members = manifest.routes.flatMap(routePaths).map((path) => `  | ${pathType(path)}`);
  return `${GENERATED_HEADER}
/** Every path site.yaml declares (aliases included); \`{param}\` parts accept any value. */
export type SitePath =
${members.join('\n')};
`;
}

/** Writes the generated sources the code type-checks against; true when a file changed. */
export function generateSources(manifest: SiteManifest, outDir: string): boolean {
  return writeIfChanged(join(outDir, SITE_PATHS_FILE), sitePathsSource(manifest));
}
