import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isSiteFile } from '../../src/shared/server-build.js';

/**
 * Every file of the site under `dir` (relative paths, sorted) with its bytes: what "the same dist/" means. The
 * server's part (dist/_server/: its bundle's chunk names follow the process that built it) is not the site.
 */
export function fileTree(dir: string): Map<string, Buffer> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => isSiteFile(file) && statSync(join(dir, file)).isFile())
    .sort();
  return new Map(files.map((file) => [file, readFileSync(join(dir, file))]));
}

/** The files that differ between two trees: missing on either side, or with other bytes. */
export function treeDifferences(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((name) => !a.has(name) || !b.has(name) || !a.get(name)!.equals(b.get(name)!)).sort();
}
