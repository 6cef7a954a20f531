import type { Database } from 'better-sqlite3';

import type { Role } from '../../src/editor/shared/roles.js';

export { isRole, ROLES, type Role } from '../../src/editor/shared/roles.js';

export interface StoredEditor {
  name: string;
  role: Role;
  passwordHash: string;
  createdAt: string;
}

const SELECT_EDITORS = `SELECT name, role, password_hash AS passwordHash, created_at AS createdAt FROM editors`;

/** A name as people type it: letters (any script), digits, spaces, `.`, `-`, `_` and `'`, 1 to 60 characters. */
const NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._'-]{0,59}$/u;

export function nameProblem(name: string): string | undefined {
  if (!NAME.test(name)) return 'A name is 1 to 60 letters, digits, spaces, dots, dashes or apostrophes, starting with a letter or digit.';
  return undefined;
}

export function addEditor(db: Database, editor: { name: string; role: Role; passwordHash: string }): boolean {
  const result = db
    .prepare('INSERT INTO editors (name, role, password_hash, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (name) DO NOTHING')
    .run(editor.name, editor.role, editor.passwordHash, new Date().toISOString());
  return result.changes === 1;
}

export function findEditor(db: Database, name: string): StoredEditor | undefined {
  return db.prepare(`${SELECT_EDITORS} WHERE name = ?`).get(name) as StoredEditor | undefined;
}

export function listEditors(db: Database): StoredEditor[] {
  return db.prepare(`${SELECT_EDITORS} ORDER BY name`).all() as StoredEditor[];
}

export function countEditors(db: Database): number {
  return (db.prepare('SELECT COUNT(*) AS count FROM editors').get() as { count: number }).count;
}

/** Removes the person and ends their sessions at once; false when nobody has that name. */
export function removeEditor(db: Database, name: string): boolean {
  return db.transaction(() => {
    db.prepare('DELETE FROM editor_sessions WHERE editor = ?').run(name);
    return db.prepare('DELETE FROM editors WHERE name = ?').run(name).changes === 1;
  })();
}

/** A new password ends every session signed in with the old one. */
export function setPassword(db: Database, name: string, passwordHash: string): boolean {
  return db.transaction(() => {
    db.prepare('DELETE FROM editor_sessions WHERE editor = ?').run(name);
    return db.prepare('UPDATE editors SET password_hash = ? WHERE name = ?').run(passwordHash, name).changes === 1;
  })();
}
