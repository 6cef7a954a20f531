// What `npm run build` keeps for the next one beyond its output: the parsed site.yaml (manifest-cache.ts) and what
// was worked out from each text (lasting-memos.ts). Only for a process that builds once: a build process that stays
// up (the editor's Publish) remembers all of it in memory already.
import { join } from 'node:path';
import type { ManifestCacheOptions } from '../manifest/manifest-cache.js';
import { keepMemosIn } from '../../shared/remember-by-text.js';
import { hashFiles } from './code-build.js';
import { LastingMemoFile } from './lasting-memos.js';
import { fingerprint } from '../support/output-tree.js';

export interface BuildMemory {
  /** For validation (undefined: nothing kept). */
  manifestCache?: ManifestCacheOptions;
  /** Stops keeping memos, and writes what this build found for the next. */
  save(): void;
}

/**
 * Opens what the build before kept. `codeKeys`: the keys of the code and the build's own code, which decide every kept
 * result, with the schema beside them.
 */
export function openBuildMemory(root: string, siteRoot: string, cacheDir: string, codeKeys: string[]): BuildMemory {
  const code = fingerprint(...codeKeys, hashFiles(root, ['schemas']));
  const store = LastingMemoFile.open(join(cacheDir, `memos-${fingerprint(siteRoot)}.v8`), code);
  keepMemosIn(store);
  let saved = false;
  return {
    manifestCache: { dir: cacheDir, code },
    save() {
      if (saved) return;
      saved = true;
      keepMemosIn(undefined);
      store.save();
    },
  };
}

/** For a build process that stays up: nothing kept on disk. */
export const NO_BUILD_MEMORY: BuildMemory = { save() {} };
