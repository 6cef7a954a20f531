import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasParams, matchesDeclared, pathKey } from '../../src/manifest/paths.js';

export type PageLookup = { kind: 'page'; file: string } | { kind: 'redirect'; location: string } | { kind: 'dynamic' } | { kind: 'missing' };

/** Knows every prerendered page by its declared spelling, and what any other spelling should get. */
export class PageIndex {
  private readonly byKey = new Map<string, string>();
  private readonly dynamic: string[] = [];

  constructor(distDir: string) {
    const routesFile = join(distDir, 'routes.json');
    const paths = existsSync(routesFile) ? (JSON.parse(readFileSync(routesFile, 'utf8')) as string[]) : [];
    for (const path of paths) {
      if (hasParams(path)) this.dynamic.push(path);
      else this.byKey.set(pathKey(path), path);
    }
  }

  lookup(pathname: string): PageLookup {
    const declared = this.byKey.get(pathKey(pathname));
    if (declared) {
      if (declared !== pathname) return { kind: 'redirect', location: declared };
      return { kind: 'page', file: declared === '/' ? 'index.html' : `${declared.slice(1)}/index.html` };
    }
    if (this.dynamic.some((path) => matchesDeclared(path, pathname))) return { kind: 'dynamic' };
    return { kind: 'missing' };
  }
}
