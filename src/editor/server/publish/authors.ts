import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Author } from '../../shared/review.js';
import type { Change } from '../draft.js';
import { writeAtomically } from '../files.js';

/**
 * Who saved each change waiting to be published, and when: kept beside the publish history (published/), keyed by
 * what the review lists (`page:/path`, `setting:key`, `file:content/…`), cleared by each publish.
 */
export const authorsFile = (publishedDir: string) => join(publishedDir, 'pending-authors.json');

export type Authors = Record<string, Author[]>;

export function readAuthors(publishedDir: string): Authors {
  const file = authorsFile(publishedDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Authors) : {};
}

export function noteAuthors(publishedDir: string, keys: string[], by: string, at = new Date().toISOString()): void {
  if (keys.length === 0) return;
  const authors = readAuthors(publishedDir);
  for (const key of new Set(keys)) {
    const list = (authors[key] ??= []);
    const last = list[list.length - 1];
    if (last?.by === by) last.at = at;
    else list.push({ by, at });
  }
  writeAtomically(authorsFile(publishedDir), `${JSON.stringify(authors, null, 2)}\n`);
}

export function clearAuthors(publishedDir: string): void {
  rmSync(authorsFile(publishedDir), { force: true });
}

/** The keys a draft's changes are kept under: its pages by address, settings by section, other files by name. */
export function authorKeys(changes: Change[], pagePathOfBody: (file: string) => string | undefined, files: string[] = []): string[] {
  const keys = changes.map((change) => {
    const name = change.unit.slice(change.unit.indexOf(':') + 1);
    if (change.unit.startsWith('section:')) return `setting:${name}`;
    if (change.unit.startsWith('route:')) return `page:${String(((change.mine ?? change.base) as { path?: unknown } | undefined)?.path)}`;
    if (change.unit.startsWith('body:')) {
      const path = pagePathOfBody(name.replace(/^ar\//, ''));
      return path ? `page:${path}` : `file:content/${name}`;
    }
    return change.unit;
  });
  return [...keys, ...files.map((file) => `file:content/${file}`)];
}
