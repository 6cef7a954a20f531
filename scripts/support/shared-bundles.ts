// Test copies of the project (scripts/synthetic-site.ts) build from scratch: each ran the bundler for the same code,
// about ten seconds apiece, a dozen times in one `npm test`. The bundles are kept by a hash of every code input
// (src/build/pipeline/code-build.ts: equal keys mean byte-identical bundles), so a copy that opts in links the bundles
// another copy or the project itself already made, and lends its own to the next.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { buildCacheDir } from '../../src/build/pipeline/code-build.js';

const SHARED = join(tmpdir(), `site-test-bundles-${userInfo().uid}`);
const DAY = 24 * 60 * 60 * 1000;
const MARKER = '.shares-bundles';

const isBundle = (name: string) => name.startsWith('code-') && !name.endsWith('.tmp');

/** Marks a copy as one whose builds take and lend bundles. */
export function shareBundlesIn(dir: string): void {
  mkdirSync(buildCacheDir(dir), { recursive: true });
  writeFileSync(join(buildCacheDir(dir), MARKER), '');
}

/** Before a build: links every complete bundle the project or another copy made that the copy lacks. */
export function linkSharedBundles(dir: string): void {
  const cache = buildCacheDir(dir);
  if (!existsSync(join(cache, MARKER))) return;
  mkdirSync(SHARED, { recursive: true });
  const sources = [SHARED, buildCacheDir(resolve('.'))].filter(existsSync);
  for (const source of sources) {
    for (const name of readdirSync(source).filter(isBundle)) {
      if (!existsSync(join(source, name, 'complete')) || existsSync(join(cache, name))) continue;
      symlinkSync(join(source, name), join(cache, name), 'dir');
    }
  }
}

/** After a build: moves the bundles the copy's build made into the shared folder, linked back where they were. */
export function lendNewBundles(dir: string): void {
  const cache = buildCacheDir(dir);
  if (!existsSync(join(cache, MARKER))) return;
  for (const name of readdirSync(cache, { withFileTypes: true })) {
    if (!name.isDirectory() || !isBundle(name.name) || existsSync(join(SHARED, name.name))) continue;
    try {
      renameSync(join(cache, name.name), join(SHARED, name.name));
      symlinkSync(join(SHARED, name.name), join(cache, name.name), 'dir');
    } catch {
      // Another copy lent the same bundles first: this copy keeps its own.
    }
  }
  // Code of earlier days is no longer built: its bundles go (a day old, so never one a running build links).
  for (const entry of readdirSync(SHARED, { withFileTypes: true })) {
    const path = join(SHARED, entry.name);
    if (entry.isDirectory() && isBundle(entry.name) && Date.now() - statSync(path).mtimeMs > DAY) rmSync(path, { recursive: true, force: true });
  }
}
