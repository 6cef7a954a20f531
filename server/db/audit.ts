import type { Database } from 'better-sqlite3';

/** One thing a person did in the editor on the server: who, what, when (and which page, opening or enquiry). */
export interface AuditEntry {
  id: number;
  at: string;
  who: string;
  action: string;
  detail: string | null;
}

export function recordAudit(db: Database, who: string, action: string, detail?: string): void {
  db.prepare('INSERT INTO audit_log (at, who, action, detail) VALUES (?, ?, ?, ?)').run(new Date().toISOString(), who, action, detail ?? null);
}

/** Newest first. */
export function listAudit(db: Database, limit = 200): AuditEntry[] {
  return db.prepare('SELECT id, at, who, action, detail FROM audit_log ORDER BY id DESC LIMIT ?').all(limit) as AuditEntry[];
}
