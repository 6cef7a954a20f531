import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { applyMigrations } from './migrations.js';

export type { Database };

/**
 * Opens (creating if need be) and migrates the database. WAL with synchronous=FULL makes every
 * commit reach the disk before the statement returns, so an acknowledged enquiry survives a crash.
 */
export function openDatabase(path: string): Database {
  mkdirSync(dirname(resolve(path)), { recursive: true });
  const db = new BetterSqlite3(path);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    // The CLI and the server may write at the same moment; wait for the lock rather than fail.
    db.pragma('busy_timeout = 5000');
    applyMigrations(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
