import { resolve } from 'node:path';
import { loadManifest } from '../../src/manifest/load';
import { hasParams } from '../../src/manifest/paths';
import type { SiteManifest } from '../../src/manifest/types.gen';

/** The real manifest, so tests follow whatever pages the editors declare. */
export function readSite(): SiteManifest {
  const { manifest, problems } = loadManifest(resolve('site.yaml'));
  if (!manifest) throw new Error(`site.yaml is invalid: ${problems.map((problem) => problem.message).join('; ')}`);
  return manifest;
}

export const site = readSite();
export const staticRoutes = site.routes.filter((route) => !hasParams(route.path));

export function telOf(number: string): string {
  return `tel:${number.replace(/[^+\d]/g, '')}`;
}
