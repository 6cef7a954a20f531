import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { liveLinkOf, liveRelease, releaseOf, type Release } from '../../../shared/releases.js';

/** Ids sort in the order releases were made: a timestamp, then a few random letters in case two share a millisecond. */
function newId(): string {
  return `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
}

/**
 * A new release folder to build into, starting as a copy of the live one (site and build record): the build then
 * rewrites only what changed since, as `npm run build` does in dist/. The live release is never written to.
 */
export function stageRelease(publishedDir: string): Release & { fresh: boolean } {
  const release = releaseOf(publishedDir, newId());
  mkdirSync(release.dir, { recursive: true });
  const live = liveRelease(publishedDir);
  const fresh = !(live && existsSync(live.site) && existsSync(live.state));
  if (!fresh) {
    cpSync(live.site, release.site, { recursive: true });
    cpSync(live.state, release.state, { recursive: true });
  }
  return { ...release, fresh };
}

/**
 * Makes `release` the live one: a new link beside the old, renamed over it. rename() replaces the link in one step,
 * so the server finds the old release or the new one, never no release and never half of one.
 */
export function swapLive(publishedDir: string, release: Release): void {
  const temporary = join(publishedDir, `.live-${release.id}`);
  symlinkSync(join('releases', release.id), temporary);
  renameSync(temporary, liveLinkOf(publishedDir));
}

export function dropRelease(release: Release): void {
  rmSync(release.dir, { recursive: true, force: true });
}

/** Deletes all but the newest `keep` releases (never the live one): requests still reading the last ones finish. */
export function pruneReleases(publishedDir: string, keep: number): void {
  const folder = join(publishedDir, 'releases');
  if (!existsSync(folder)) return;
  const live = liveRelease(publishedDir)?.id;
  const ids = readdirSync(folder).sort().reverse();
  for (const id of ids.slice(keep)) if (id !== live) dropRelease(releaseOf(publishedDir, id));
}
