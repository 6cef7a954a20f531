import type { Database } from 'better-sqlite3';

/**
 * Version N is MIGRATIONS[N - 1]. Append only: a database that has run a migration never runs it
 * again, so editing one in place would leave old and new databases with different schemas.
 */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE enquiries (
     id TEXT PRIMARY KEY,
     created_at TEXT NOT NULL,
     full_name TEXT NOT NULL,
     last_name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     type TEXT NOT NULL,
     description TEXT NOT NULL,
     address TEXT NOT NULL,
     idempotency_key TEXT UNIQUE,
     request_hash TEXT NOT NULL,
     ip TEXT
   );
   CREATE INDEX enquiries_created_at ON enquiries (created_at);
   CREATE TABLE careers (
     id TEXT PRIMARY KEY,
     job_title TEXT NOT NULL,
     location TEXT,
     employment_type TEXT,
     experience TEXT,
     description TEXT,
     status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
     created_at TEXT NOT NULL,
     closed_at TEXT
   );
   CREATE INDEX careers_status_created_at ON careers (status, created_at);`,
  // The language of the page an enquiry came from (the Arabic edition's form sends `ar`); empty for older enquiries.
  `ALTER TABLE enquiries ADD COLUMN language TEXT;`,
  // Suspected spam: the reasons, comma-separated (server/api/spam.ts), or NULL for an enquiry from a person. Kept,
  // not deleted, so one wrongly caught can be released; the index serves the two lists, people's and spam.
  `ALTER TABLE enquiries ADD COLUMN spam TEXT;
   CREATE INDEX enquiries_spam_created_at ON enquiries (spam IS NOT NULL, created_at);`,
  // A job opening's words in Arabic, for the Arabic Careers and job pages; NULL where the English stands in.
  `ALTER TABLE careers ADD COLUMN ar_job_title TEXT;
   ALTER TABLE careers ADD COLUMN ar_location TEXT;
   ALTER TABLE careers ADD COLUMN ar_employment_type TEXT;
   ALTER TABLE careers ADD COLUMN ar_experience TEXT;
   ALTER TABLE careers ADD COLUMN ar_description TEXT;`,
  // The people who may use the editor on the server (/edit), their sessions and what they did (server/editors/).
  // Passwords are stored only as scrypt hashes, session ids only as SHA-256 hashes of what the cookie carries.
  `CREATE TABLE editors (
     name TEXT PRIMARY KEY COLLATE NOCASE,
     role TEXT NOT NULL CHECK (role IN ('editor', 'publisher', 'staff')),
     password_hash TEXT NOT NULL,
     created_at TEXT NOT NULL,
     failed_attempts INTEGER NOT NULL DEFAULT 0,
     locked_until TEXT
   );
   CREATE TABLE editor_sessions (
     id_hash TEXT PRIMARY KEY,
     editor TEXT NOT NULL COLLATE NOCASE,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     last_seen TEXT NOT NULL
   );
   CREATE INDEX editor_sessions_editor ON editor_sessions (editor);
   CREATE TABLE audit_log (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     at TEXT NOT NULL,
     who TEXT NOT NULL,
     action TEXT NOT NULL,
     detail TEXT
   );`,
  // The admin role (src/editor/shared/roles.ts). SQLite cannot change a CHECK in place, so the table is copied; the
  // lockout's columns go with it (sign-in now slows guessing down in memory instead, server/editors/sign-in-throttle.ts).
  `CREATE TABLE editors_new (
     name TEXT PRIMARY KEY COLLATE NOCASE,
     role TEXT NOT NULL CHECK (role IN ('admin', 'publisher', 'editor', 'staff')),
     password_hash TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   INSERT INTO editors_new (name, role, password_hash, created_at) SELECT name, role, password_hash, created_at FROM editors;
   DROP TABLE editors;
   ALTER TABLE editors_new RENAME TO editors;`,
  // Law-change alerts (server/alerts/): who asked for them, in which language, and whether they confirmed (double
  // opt-in). Tokens are stored only as SHA-256 hashes, one row each, so every mail can carry its own unsubscribe link
  // and all of them keep working. alerts_sent names each change mailed to each subscriber: a send that is run again,
  // or stopped half-way and restarted, mails only what is not recorded here.
  `CREATE TABLE alert_subscribers (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     language TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
     created_at TEXT NOT NULL,
     confirmation_sent_at TEXT,
     confirmed_at TEXT,
     unsubscribed_at TEXT
   );
   CREATE INDEX alert_subscribers_status ON alert_subscribers (status);
   CREATE TABLE alert_tokens (
     hash TEXT PRIMARY KEY,
     subscriber_id INTEGER NOT NULL REFERENCES alert_subscribers (id) ON DELETE CASCADE,
     purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe')),
     created_at TEXT NOT NULL
   );
   CREATE INDEX alert_tokens_subscriber ON alert_tokens (subscriber_id);
   CREATE TABLE alerts_sent (
     subscriber_id INTEGER NOT NULL REFERENCES alert_subscribers (id) ON DELETE CASCADE,
     change_key TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('announced', 'in-force')),
     sent_at TEXT NOT NULL,
     PRIMARY KEY (subscriber_id, change_key, kind)
   );`,
];

/** Brings the schema up to date in one IMMEDIATE transaction, so two processes starting together cannot both migrate. */
export function applyMigrations(db: Database): number {
  const migrate = db.transaction(() => {
    db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
    const row = db.prepare('SELECT MAX(version) AS version FROM schema_version').get() as { version: number | null };
    const current = row.version ?? 0;
    if (current > MIGRATIONS.length) {
      throw new Error(`Database schema version ${current} is newer than this code knows (${MIGRATIONS.length}).`);
    }
    for (let version = current + 1; version <= MIGRATIONS.length; version++) {
      db.exec(MIGRATIONS[version - 1]);
      db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(version);
    }
    return MIGRATIONS.length;
  });
  return migrate.immediate();
}
