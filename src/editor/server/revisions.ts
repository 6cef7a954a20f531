import { spawnSync } from 'node:child_process';
import { parse } from 'yaml';
import type { FieldChange } from '../shared/review.js';
import { wordDiff } from '../shared/word-diff.js';
import { fieldChanges } from './publish/manifest-diff.js';

type Data = Record<string, unknown>;

/** One version of a page, as a commit left it: when, by whom, and the commit's first line (a publish names its changes). */
export interface PageVersion {
  commit: string;
  at: string;
  by: string;
  subject: string;
}

/** A page's content at one version: its entry in site.yaml and its texts. */
export interface PageContent {
  route?: Data;
  body?: string;
  arabicBody?: string;
}

const MAX_COMMITS = 40;
const MAX_VERSIONS = 15;

function git(siteRoot: string, args: string[]): string | undefined {
  const result = spawnSync('git', args, { cwd: siteRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route's entry cut out of the manifest's text and parsed alone: parsing the whole site for each of dozens of
 * versions would take seconds. site.yaml lists routes as `  - path: …` items (compose.ts writes them so).
 */
export function routeEntryIn(manifest: string, path: string): Data | undefined {
  const lines = manifest.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^  - path: ["']?${escapeRegExp(path)}["']?\\s*$`).test(line));
  if (start < 0) return undefined;
  let end = start + 1;
  while (end < lines.length && !/^ {0,2}\S/.test(lines[end])) end++;
  const entry = (parse(lines.slice(start, end).join('\n')) as Data[] | null)?.[0];
  return entry && typeof entry === 'object' ? entry : undefined;
}

const cache = new Map<string, PageContent>();

/** The page at `commit` (memoised: a commit never changes). */
export function pageAt(siteRoot: string, commit: string, path: string): PageContent {
  const key = `${siteRoot}\0${commit}\0${path}`;
  const known = cache.get(key);
  if (known) return known;
  const manifest = git(siteRoot, ['show', `${commit}:site.yaml`]);
  const route = manifest ? routeEntryIn(manifest, path) : undefined;
  const bodyFile = typeof route?.body === 'string' ? route.body : undefined;
  const content: PageContent = {
    route,
    body: bodyFile ? git(siteRoot, ['show', `${commit}:content/${bodyFile}`]) : undefined,
    arabicBody: bodyFile ? git(siteRoot, ['show', `${commit}:content/ar/${bodyFile}`]) : undefined,
  };
  if (cache.size > 2000) cache.clear();
  cache.set(key, content);
  return content;
}

/**
 * The versions of a page in the site's git history, newest first: each commit that changed its entry or its texts
 * (commits that touched site.yaml elsewhere are skipped). Empty where the site folder keeps no git history.
 */
export function pageVersions(siteRoot: string, path: string, bodyFile?: string): PageVersion[] {
  const files = ['site.yaml', ...(bodyFile ? [`content/${bodyFile}`, `content/ar/${bodyFile}`] : [])];
  const log = git(siteRoot, ['log', `-n${MAX_COMMITS}`, '--format=%H%x1f%aI%x1f%an%x1f%s', '--', ...files]);
  if (!log) return [];
  const commits = log
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [commit, at, by, subject] = line.split('\x1f');
      return { commit, at, by, subject };
    });
  const versions: PageVersion[] = [];
  for (let index = 0; index < commits.length && versions.length < MAX_VERSIONS; index++) {
    const here = JSON.stringify(pageAt(siteRoot, commits[index].commit, path));
    const before = index + 1 < commits.length ? JSON.stringify(pageAt(siteRoot, commits[index + 1].commit, path)) : undefined;
    const content = pageAt(siteRoot, commits[index].commit, path);
    if (content.route && here !== before) versions.push(commits[index]);
  }
  return versions;
}

/** What differs between two versions of a page, as the publish review shows it. */
export function comparePages(from: PageContent, to: PageContent): FieldChange[] {
  const changes = fieldChanges(from.route ?? {}, to.route ?? {});
  for (const [field, before, after] of [
    ['Page text (English)', from.body, to.body],
    ['Page text (Arabic)', from.arabicBody, to.arabicBody],
  ] as const) {
    if ((before ?? '') !== (after ?? '')) changes.push({ field, words: wordDiff(before ?? '', after ?? '') });
  }
  return changes;
}
