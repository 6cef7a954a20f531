/**
 * Where published versions of the site live, shared by the publish engine (which makes them) and the server (which
 * serves the live one). Each publish builds a complete release folder; `live` is a symbolic link to the one being
 * served, replaced in one rename, so a reader sees either the old release or the new one, never a mix.
 *
 *   published/releases/<id>/site     the built site (what dist/ holds after `npm run build`)
 *   published/releases/<id>/server   the server's part of that build (job-page renderer, page index, policies)
 *   published/releases/<id>/state    the build's record of what the folder holds (the next publish builds from it)
 *   published/live -> releases/<id>
 *   published/history.json           past publishes
 */
import { readlinkSync } from 'node:fs';
import { join } from 'node:path';

export const PUBLISHED_FOLDER = 'published';

export interface Release {
  id: string;
  dir: string;
  site: string;
  server: string;
  state: string;
}

export function publishedDirOf(siteRoot: string): string {
  return join(siteRoot, PUBLISHED_FOLDER);
}

export function releaseOf(publishedDir: string, id: string): Release {
  const dir = join(publishedDir, 'releases', id);
  return { id, dir, site: join(dir, 'site'), server: join(dir, 'server'), state: join(dir, 'state') };
}

export const liveLinkOf = (publishedDir: string) => join(publishedDir, 'live');

/** The release being served, or undefined before the first publish. One readlink: cheap enough for every request. */
export function liveRelease(publishedDir: string): Release | undefined {
  let target: string;
  try {
    target = readlinkSync(liveLinkOf(publishedDir));
  } catch {
    return undefined;
  }
  const id = /^releases\/([\w.-]+)$/.exec(target)?.[1];
  return id ? releaseOf(publishedDir, id) : undefined;
}
