import type { SiteManifest } from '../../generated/manifest-types.gen.js';

/** The addresses a route is served at: its path, then an article's former addresses (`aliases`), which redirect to it. */
export function routePaths(route: SiteManifest['routes'][number]): string[] {
  return [route.path, ...(route.template === 'article' ? (route.aliases ?? []) : [])];
}
