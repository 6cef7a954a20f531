import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { same } from '../../shared/merge.js';
import { isRepository, unpublishedFiles } from '../publish/git.js';

/** A saved page that differs from the last publish: what the publish dialog offers to preview. */
export interface ChangedPage {
  path: string;
  title: string;
}

export interface SavedChanges {
  pages: ChangedPage[];
  /** A site-wide setting changed too (menus, footer, contact details): it shows on every page. */
  settings: boolean;
}

type Data = { routes?: Record<string, unknown>[] } & Record<string, unknown>;

/**
 * The pages whose saved version differs from the last publish (git's last commit of the site folder): each page whose
 * entry in site.yaml or page text (either language) changed, and whether a site-wide setting did. Undefined where
 * the site folder is not a git repository (nothing to compare with).
 */
export function savedChanges(siteRoot: string): SavedChanges | undefined {
  if (!isRepository(siteRoot)) return undefined;
  const files = unpublishedFiles(siteRoot);
  const now = (parse(readFileSync(join(siteRoot, 'site.yaml'), 'utf8')) ?? {}) as Data;
  const published = spawnSync('git', ['show', 'HEAD:site.yaml'], { cwd: siteRoot, encoding: 'utf8' });
  const before = (published.status === 0 ? (parse(published.stdout) ?? {}) : {}) as Data;
  const beforeByPath = new Map((before.routes ?? []).map((route) => [String(route.path), route]));
  const bodies = new Set(files.filter((file) => file.startsWith('content/') && file.endsWith('.md')).map((file) => file.replace(/^content\/(ar\/)?/, '')));
  const pages = (now.routes ?? [])
    .filter((route) => !same(route, beforeByPath.get(String(route.path))) || (typeof route.body === 'string' && bodies.has(route.body)))
    .map((route) => ({ path: String(route.path), title: String(route.title ?? route.path) }));
  const keys = new Set([...Object.keys(now), ...Object.keys(before)].filter((key) => key !== 'routes'));
  return { pages, settings: [...keys].some((key) => !same(now[key], before[key])) };
}
