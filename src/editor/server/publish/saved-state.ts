import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SITE_FILES } from './git.js';

/**
 * A fingerprint of what is saved (site.yaml and content/): names, sizes and modification times, so a save (each one
 * writes a new file) changes it, without reading every picture. Entries that are not plain files are left out.
 */
export function savedState(siteRoot: string): string {
  const hash = createHash('sha256');
  for (const entry of SITE_FILES) {
    const path = join(siteRoot, entry);
    if (!existsSync(path)) continue;
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, withFileTypes: true })
          .filter((item) => item.isFile())
          .map((item) => join(item.parentPath, item.name))
          .sort()
      : [path];
    for (const file of files) {
      const stat = statSync(file);
      hash.update(`${relative(siteRoot, file)}\0${stat.size}\0${stat.mtimeMs}\0`);
    }
  }
  return hash.digest('hex');
}
