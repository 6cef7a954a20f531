// An acknowledged enquiry must survive the server being killed outright (kill -9) mid-load.
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { killApiProcesses, postNumbered, startApiProcess } from '../../support/api-process.js';
import { tempDir } from '../../support/api-test-app.js';

/** Clients each sending one enquiry after another until the server dies, so the kill always lands mid-load. */
const CLIENTS = 20;
/** A cap, should the kill never land. */
const REQUESTS = 2000;
const KILL_AFTER_ACKS = 40;

const cleanups: (() => void)[] = [];
afterEach(() => {
  killApiProcesses();
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const startServer = startApiProcess;
const post = (base: string, i: number) => postNumbered(base, 'durability', i);

describe('durability', () => {
  it('keeps every acknowledged enquiry, exactly once, across kill -9', { timeout: 90_000 }, async () => {
    const { dir, remove } = tempDir();
    cleanups.push(remove);
    const databasePath = join(dir, 'site.db');

    const first = await startServer(databasePath);
    const acknowledged = new Map<number, string>();
    let failed = 0;
    let sent = 0;
    let dead = false;
    const exited = first.exited;
    // A fixed batch could be acknowledged in full by one group commit before the kill lands; a steady stream cannot.
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (!dead && sent < REQUESTS) {
          const i = sent++;
          try {
            const response = await post(first.base, i);
            if (response.status !== 201) throw new Error(`status ${response.status}`);
            const body = (await response.json()) as { data: { _id: string } };
            acknowledged.set(i, body.data._id);
            if (acknowledged.size === KILL_AFTER_ACKS) first.child.kill('SIGKILL');
          } catch {
            failed++;
            dead = true;
          }
        }
      }),
    );
    await exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(acknowledged.size + failed).toBe(sent);
    expect(failed).toBeGreaterThan(0); // the kill did land mid-load

    // Restarting on the same file recovers it (WAL replay) and answers retries from what was stored.
    const second = await startServer(databasePath);
    const [replayKey, replayId] = [...acknowledged][0];
    const replay = await post(second.base, replayKey);
    expect(replay.status).toBe(201);
    expect(((await replay.json()) as { data: { _id: string } }).data._id).toBe(replayId);
    second.child.kill('SIGKILL');

    const db = new BetterSqlite3(databasePath, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const byId = db.prepare('SELECT id, idempotency_key AS key FROM enquiries WHERE id = ?');
      const byKey = db.prepare('SELECT COUNT(*) AS n FROM enquiries WHERE idempotency_key = ?');
      for (const [i, id] of acknowledged) {
        expect(byId.all(id)).toEqual([{ id, key: `durability-${i}` }]);
        expect(byKey.get(`durability-${i}`)).toEqual({ n: 1 });
      }
      const total = (db.prepare('SELECT COUNT(*) AS n FROM enquiries').get() as { n: number }).n;
      expect(total).toBeGreaterThanOrEqual(acknowledged.size);
      expect(total).toBeLessThanOrEqual(REQUESTS);
      console.log(`durability: ${acknowledged.size} acknowledged, ${failed} cut off by the kill, ${total} stored`);
    } finally {
      db.close();
    }
  });
});
