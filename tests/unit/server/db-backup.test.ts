// `npm run db:backup -- FILE` while the server takes enquiries: the copy is whole (SQLite's integrity check), holds a
// moment's snapshot (every row identical to the live one, none half-written), and restores into a working server.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { killApiProcesses, postNumbered, startApiProcess } from '../../support/api-process.js';
import { tempDir } from '../../support/api-test-app.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const WRITERS = 10;

const cleanups: (() => void)[] = [];
afterEach(() => {
  killApiProcesses();
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** The CLI as npm runs it (minus npm's banner), without blocking this process: the writers keep writing meanwhile. */
function backup(databasePath: string, file: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/db-backup.ts', file], {
      cwd: root,
      env: { ...process.env, DATABASE_PATH: databasePath },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => done({ code, stdout, stderr }));
  });
}

type Row = Record<string, unknown>;
function rowsOf(file: string): Row[] {
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    return db.prepare('SELECT * FROM enquiries ORDER BY rowid').all() as Row[];
  } finally {
    db.close();
  }
}

describe('npm run db:backup', () => {
  it('copies the live database under write load, checks the copy, and the copy restores', { timeout: 90_000 }, async () => {
    const { dir, remove } = tempDir();
    cleanups.push(remove);
    const databasePath = join(dir, 'site.db');
    const copy = join(dir, 'backups', 'site-2026-11-23.db');
    const api = await startApiProcess(databasePath);

    let acknowledged = 0;
    let backupDone = false;
    let ackedBeforeBackup = 0;
    let sent = 0;
    const writers = Array.from({ length: WRITERS }, async () => {
      // Keep writing until the backup is over, and a little after.
      while (!backupDone || sent < ackedBeforeBackup + 400) {
        const response = await postNumbered(api.base, 'backup', sent++);
        expect(response.status).toBe(201);
        acknowledged++;
      }
    });
    while (acknowledged < 100) await new Promise((done) => setTimeout(done, 10));
    ackedBeforeBackup = acknowledged;
    const result = await backup(databasePath, copy);
    const ackedAfterBackup = acknowledged;
    backupDone = true;
    await Promise.all(writers);

    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const copied = rowsOf(copy);
    expect(result.stdout).toMatch(
      new RegExp(`^Backed up .*site\\.db to .*site-2026-11-23\\.db: ${copied.length} enquiries, 0 openings, \\d+ KB, integrity ok \\(\\d+ ms\\)\\.\\n$`),
    );
    // A snapshot of one moment while writes went on: at least what was acknowledged before, less than the end total.
    expect(ackedAfterBackup).toBeGreaterThan(ackedBeforeBackup);
    expect(copied.length).toBeGreaterThanOrEqual(ackedBeforeBackup);
    expect(copied.length).toBeLessThanOrEqual(ackedAfterBackup);
    const live = rowsOf(databasePath);
    expect(live.length).toBe(acknowledged);
    // Every copied row is the live row, byte for byte, and they are the oldest ones: no gap, nothing torn.
    expect(copied).toEqual(live.slice(0, copied.length));
    // One self-contained file: nothing beside it to forget when it is moved.
    expect(existsSync(`${copy}-wal`) || existsSync(`${copy}-shm`)).toBe(false);

    // A second backup to the same name is refused, not overwritten.
    const again = await backup(databasePath, copy);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists; choose a new file name/);

    // Restore as docs/operations.md says: stop the server, remove the live file and its -wal/-shm, copy the backup in, start.
    api.child.kill('SIGTERM');
    await api.exited;
    for (const file of [databasePath, `${databasePath}-wal`, `${databasePath}-shm`]) rmSync(file, { force: true });
    copyFileSync(copy, databasePath);
    const restored = await startApiProcess(databasePath);
    const response = await postNumbered(restored.base, 'after-restore', 1);
    expect(response.status).toBe(201);
    restored.child.kill('SIGTERM');
    await restored.exited;
    expect(rowsOf(databasePath)).toHaveLength(copied.length + 1);
  });

  it('says so when there is no database to back up', { timeout: 30_000 }, async () => {
    const { dir, remove } = tempDir();
    cleanups.push(remove);
    writeFileSync(join(dir, 'unrelated.txt'), '');
    const result = await backup(join(dir, 'missing.db'), join(dir, 'copy.db'));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Error: there is no database at .*missing\.db to back up \(set DATABASE_PATH\)\.\n$/);
    expect(existsSync(join(dir, 'copy.db'))).toBe(false);
  });
});
