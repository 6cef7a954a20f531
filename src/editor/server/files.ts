import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';

/** Writes a file whole or not at all: a temporary file beside it, then a rename. */
export function writeAtomically(file: string, text: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

/** A short content hash: the "version" of a page, a setting or a file that saves compare. */
export const versionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** A path inside `root`/content, refusing `..` and absolute names. */
export function contentPath(root: string, file: string): string {
  const base = resolve(root, 'content');
  const path = resolve(base, file);
  if (!path.startsWith(base + sep)) throw new Error(`"${file}" is not inside content/.`);
  return path;
}

export function readIfExists(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}
