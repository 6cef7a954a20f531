import { hasParams, matchesDeclared, pathKey } from '../../src/shared/paths.js';
import type { ServerBuild } from '../../src/shared/server-build.js';

export type PageLookup = { kind: 'page'; file: string } | { kind: 'redirect'; location: string } | { kind: 'dynamic' } | { kind: 'missing' };

/**
 * Knows every served path of the site model (article aliases included) by its declared spelling, and what any
 * other spelling should get: the same list the build prerendered, so the server and dist/ always agree.
 */
export class PageIndex {
  private readonly byKey = new Map<string, { path: string; htmlFile: string }>();
  private readonly dynamic: string[] = [];

  constructor(pages: ServerBuild['pages']) {
    for (const page of pages) {
      if (hasParams(page.path) || !page.htmlFile) this.dynamic.push(page.path);
      else this.byKey.set(pathKey(page.path), { path: page.path, htmlFile: page.htmlFile });
    }
  }

  lookup(pathname: string): PageLookup {
    const declared = this.byKey.get(pathKey(pathname));
    if (declared) {
      if (declared.path !== pathname) return { kind: 'redirect', location: declared.path };
      return { kind: 'page', file: declared.htmlFile };
    }
    if (this.dynamic.some((path) => matchesDeclared(path, pathname))) return { kind: 'dynamic' };
    return { kind: 'missing' };
  }
}
