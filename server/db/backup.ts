import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';

export interface BackupReport {
  file: string;
  bytes: number;
  rows: { enquiries: number; careers: number };
  integrity: string;
}

/** Rows per table and SQLite's own integrity verdict, through a connection this closes. */
function inspect(db: Database): Omit<BackupReport, 'file' | 'bytes'> {
  try {
    const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    return { rows: { enquiries: count('enquiries'), careers: count('careers') }, integrity: String(db.pragma('integrity_check', { simple: true })) };
  } finally {
    db.close();
  }
}

/**
 * A consistent copy of a live database through SQLite's online backup API: safe while the server writes (the copy
 * is a snapshot of one moment, never a half-written page), unlike copying the file, which can tear a write and
 * misses what is still in the WAL. The copy is written beside `file` and renamed into place only once it passes
 * SQLite's integrity check, so a failed backup never leaves a file that looks like a good one.
 */
export async function backupDatabase(db: Database, file: string): Promise<BackupReport> {
  if (existsSync(file)) throw new Error(`${file} already exists; choose a new file name (a backup never overwrites).`);
  mkdirSync(dirname(file), { recursive: true });
  const partial = join(dirname(file), `.${basename(file)}.partial`);
  rmSync(partial, { force: true });
  try {
    const { totalPages } = await db.backup(partial);
    // The copy keeps the live file's WAL mode; switched back to a rollback journal it is one self-contained file,
    // with no -wal or -shm beside it to lose when it is moved or restored.
    const copy = new BetterSqlite3(partial, { fileMustExist: true });
    copy.pragma('journal_mode = DELETE');
    const inspected = inspect(copy);
    if (inspected.integrity !== 'ok') throw new Error(`the copy failed SQLite's integrity check (${inspected.integrity}); nothing was kept.`);
    renameSync(partial, file);
    return { file, bytes: totalPages * (db.pragma('page_size', { simple: true }) as number), ...inspected };
  } finally {
    for (const leftover of [partial, `${partial}-wal`, `${partial}-shm`]) rmSync(leftover, { force: true });
  }
}
