// A process manager stops the server with SIGTERM (a deploy, a restart). Under load, every enquiry the server
// answered 201 must be stored, every request it did not finish must not be, and the process must exit 0 on its own.
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { killApiProcesses, postNumbered, startApiProcess } from '../../support/api-process.js';
import { tempDir } from '../../support/api-test-app.js';

const CLIENTS = 20;
const SIGNAL_AFTER_ACKS = 60;
const REQUESTS = 3000;

const cleanups: (() => void)[] = [];
afterEach(() => {
  killApiProcesses();
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('graceful shutdown', () => {
  it('answers the enquiries in progress, stores exactly those it acknowledged, and exits 0', { timeout: 60_000 }, async () => {
    const { dir, remove } = tempDir();
    cleanups.push(remove);
    const databasePath = join(dir, 'site.db');
    const api = await startApiProcess(databasePath);

    const acknowledged = new Map<number, string>();
    const refused = new Map<number, number>();
    let unreachable = 0;
    let sent = 0;
    let signalled = false;
    let signalledAt = 0;
    let acknowledgedAfterSignal = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (sent < REQUESTS) {
          const i = sent++;
          try {
            const response = await postNumbered(api.base, 'shutdown', i);
            if (response.status === 201) {
              acknowledged.set(i, ((await response.json()) as { data: { _id: string } }).data._id);
              if (signalled) acknowledgedAfterSignal++;
            } else refused.set(i, response.status);
          } catch {
            // The server no longer accepts connections: this client is done.
            unreachable++;
            return;
          }
          if (!signalled && acknowledged.size >= SIGNAL_AFTER_ACKS) {
            signalled = true;
            signalledAt = sent;
            api.child.kill('SIGTERM');
          }
        }
      }),
    );
    await api.exited;

    expect(api.child.exitCode).toBe(0);
    expect(api.stderr()).toBe('');
    // The signal landed while requests were still arriving.
    expect(signalled).toBe(true);
    expect(sent).toBeGreaterThan(signalledAt);
    // Enquiries already on their way when the signal came were finished and answered, not cut off.
    expect(acknowledgedAfterSignal).toBeGreaterThan(0);
    expect(acknowledged.size + refused.size + unreachable).toBe(sent);
    // Refusals during the stop are "try again" (503), never a server error.
    for (const status of refused.values()) expect(status).toBe(503);

    const db = new BetterSqlite3(databasePath, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const rows = db.prepare('SELECT id, idempotency_key AS key, description FROM enquiries').all() as { id: string; key: string; description: string }[];
      // Exactly the acknowledged enquiries, each whole: none lost, none stored without an answer.
      expect(new Map(rows.map((row) => [Number(row.key.replace('shutdown-', '')), row.id]))).toEqual(acknowledged);
      for (const row of rows) expect(row.description).toBe(`shutdown enquiry ${row.key.replace('shutdown-', '')}`);
      console.log(
        `graceful shutdown: ${acknowledged.size} acknowledged and stored (${acknowledgedAfterSignal} after SIGTERM), ${refused.size} refused with 503, ${unreachable} clients turned away`,
      );
    } finally {
      db.close();
    }
  });
});
