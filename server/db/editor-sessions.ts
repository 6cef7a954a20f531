import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Role } from './editors.js';

/**
 * Sessions of the editor on the server. The cookie carries 32 random bytes; the database keeps only their SHA-256,
 * so a copy of the database (a backup) cannot be replayed as anyone's session. A session ends at sign-out, after
 * `SESSION_IDLE_MS` without a request, `SESSION_MAX_MS` after sign-in, or when the person is removed or given a
 * new password.
 */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;

export interface Session {
  name: string;
  role: Role;
}

const hashOf = (id: string) => createHash('sha256').update(id).digest('base64url');

/** A new session for the person; returns the id the cookie carries (never stored). */
export function createSession(db: Database, name: string, now = new Date()): string {
  const id = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  db.prepare('INSERT INTO editor_sessions (id_hash, editor, created_at, expires_at, last_seen) VALUES (?, ?, ?, ?, ?)').run(
    hashOf(id),
    name,
    at,
    new Date(now.getTime() + SESSION_MAX_MS).toISOString(),
    at,
  );
  return id;
}

/** The signed-in person for a cookie's session id, or undefined (unknown, expired or idle too long: then deleted). */
export function findSession(db: Database, id: string | undefined, now = new Date()): Session | undefined {
  if (!id) return undefined;
  const hash = hashOf(id);
  const row = db
    .prepare(
      `SELECT s.expires_at AS expiresAt, s.last_seen AS lastSeen, e.name AS name, e.role AS role
       FROM editor_sessions s JOIN editors e ON e.name = s.editor WHERE s.id_hash = ?`,
    )
    .get(hash) as { expiresAt: string; lastSeen: string; name: string; role: Role } | undefined;
  if (!row) return undefined;
  if (row.expiresAt <= now.toISOString() || Date.parse(row.lastSeen) + SESSION_IDLE_MS <= now.getTime()) {
    db.prepare('DELETE FROM editor_sessions WHERE id_hash = ?').run(hash);
    return undefined;
  }
  // Written at most once a minute: every autosave of a form would otherwise be a disk write.
  if (now.getTime() - Date.parse(row.lastSeen) > 60_000) db.prepare('UPDATE editor_sessions SET last_seen = ? WHERE id_hash = ?').run(now.toISOString(), hash);
  return { name: row.name, role: row.role };
}

export function endSession(db: Database, id: string | undefined): void {
  if (id) db.prepare('DELETE FROM editor_sessions WHERE id_hash = ?').run(hashOf(id));
}

/** Drops sessions that can no longer be used (called now and then, so the table does not grow forever). */
export function purgeEndedSessions(db: Database, now = new Date()): void {
  db.prepare('DELETE FROM editor_sessions WHERE expires_at <= ? OR last_seen <= ?').run(
    now.toISOString(),
    new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
  );
}
