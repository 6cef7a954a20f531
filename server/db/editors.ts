import type { Database } from 'better-sqlite3';

/** What each person may do in the editor on the server (src/editor/server/roles.ts says which role may what). */
export const ROLES = ['editor', 'publisher', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export interface StoredEditor {
  name: string;
  role: Role;
  passwordHash: string;
  createdAt: string;
  failedAttempts: number;
  lockedUntil: string | null;
}

const SELECT_EDITORS = `SELECT name, role, password_hash AS passwordHash, created_at AS createdAt, failed_attempts AS failedAttempts,
  locked_until AS lockedUntil FROM editors`;

/** A name as people type it: letters (any script), digits, spaces, `.`, `-`, `_` and `'`, 1 to 60 characters. */
const NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._'-]{0,59}$/u;

export function nameProblem(name: string): string | undefined {
  if (!NAME.test(name)) return 'A name is 1 to 60 letters, digits, spaces, dots, dashes or apostrophes, starting with a letter or digit.';
  return undefined;
}

export function isRole(value: string | undefined): value is Role {
  return (ROLES as readonly string[]).includes(value ?? '');
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

/** A new password also unlocks the account and ends every session signed in with the old one. */
export function setPassword(db: Database, name: string, passwordHash: string): boolean {
  return db.transaction(() => {
    db.prepare('DELETE FROM editor_sessions WHERE editor = ?').run(name);
    return db.prepare('UPDATE editors SET password_hash = ?, failed_attempts = 0, locked_until = NULL WHERE name = ?').run(passwordHash, name).changes === 1;
  })();
}

/** Counts a wrong password; the account locks for `lockMs` once `limit` wrong ones came in a row. Returns the lock's end, if locked. */
export function recordFailedSignIn(db: Database, name: string, limit: number, lockMs: number, now = new Date()): string | undefined {
  return db.transaction(() => {
    const row = db.prepare('UPDATE editors SET failed_attempts = failed_attempts + 1 WHERE name = ? RETURNING failed_attempts AS n').get(name) as
      { n: number } | undefined;
    if (!row || row.n < limit) return undefined;
    const until = new Date(now.getTime() + lockMs).toISOString();
    db.prepare('UPDATE editors SET locked_until = ?, failed_attempts = 0 WHERE name = ?').run(until, name);
    return until;
  })();
}

export function recordSuccessfulSignIn(db: Database, name: string): void {
  db.prepare('UPDATE editors SET failed_attempts = 0, locked_until = NULL WHERE name = ?').run(name);
}
