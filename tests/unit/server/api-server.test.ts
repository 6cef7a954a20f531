import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/database.js';
import { MIGRATIONS } from '../../../server/db/migrations.js';
import { NO_EXTRA_SOURCES } from '../../../src/shared/server-build.js';
import { postEnquiry, startTestApp, tempDir, validEnquiry, type TestApp } from '../../support/api-test-app.js';

let test: TestApp | undefined;
const cleanups: (() => void)[] = [];
afterEach(async () => {
  await test?.close();
  test = undefined;
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function logSink() {
  const lines: string[] = [];
  return { lines, logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } };
}

describe('API housekeeping', () => {
  it('GET /api/health checks the database', async () => {
    test = await startTestApp();
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/api'],
  ] as const)('%s %s → 404 JSON', async (method, url) => {
    test = await startTestApp();
    const response = await test.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it.each([
    ['DELETE', '/api/getAllCareers', 'GET, HEAD'],
    ['GET', '/api/addCustomerContacts', 'POST'],
    ['PUT', '/api/health?x=1', 'GET, HEAD'],
  ] as const)('%s %s → 405 JSON with Allow: %s', async (method, url, allow) => {
    test = await startTestApp();
    const response = await test.app.inject({ method, url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().message).toMatch(/^Method not allowed: \/api\/\w+ answers /);
  });

  it('answers unknown /api/* with JSON even beside the site, which keeps its HTML 404 page', async () => {
    const { dir, remove } = tempDir();
    cleanups.push(remove);
    const distDir = join(dir, 'dist');
    mkdirSync(distDir);
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(join(distDir, '404.html'), '<!doctype html><title>Not found</title>');
    // The page index the build leaves beside dist/, without a server bundle (no per-request pages).
    mkdirSync(join(dir, 'server-build'));
    writeFileSync(
      join(dir, 'server-build', 'server-build.json'),
      JSON.stringify({ pages: [{ path: '/', htmlFile: 'index.html' }], manifests: {}, contentSources: NO_EXTRA_SOURCES, policies: {} }),
    );
    test = await startTestApp({ distDir, ssrDir: join(dir, 'server-build') });

    const api = await test.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found' });
    const page = await test.app.inject({ method: 'GET', url: '/nope' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect((await test.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/api/getAllCareers' })).json()).toEqual({ message: 'Success', data: [] });
  });

  it('turns an internal failure into a bare 500, logging the details server-side', async () => {
    const sink = logSink();
    test = await startTestApp({ logger: sink.logger });
    const outsider = new BetterSqlite3(test.databasePath);
    outsider.exec('DROP TABLE enquiries');
    outsider.close();

    const response = await postEnquiry(test.app, validEnquiry);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong' });
    expect(response.body).not.toMatch(/enquiries|sqlite|\bat\b/i);
    expect(sink.lines.join('')).toContain('no such table: enquiries');
  });

  it('creates the database folder and schema on first start, and sets WAL with full sync', async () => {
    test = await startTestApp();
    const db = new BetterSqlite3(test.databasePath, { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.prepare('SELECT MAX(version) AS v FROM schema_version').get()).toEqual({ v: MIGRATIONS.length });
    } finally {
      db.close();
    }
    // synchronous is per connection, so it is checked on one opened the way the app opens its own.
    const own = openDatabase(test.databasePath);
    try {
      expect(own.pragma('synchronous', { simple: true })).toBe(2); // FULL
    } finally {
      own.close();
    }
  });

  it('brings a database of the first version up to date, keeping its enquiries (their language unknown)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-migrate-'));
    const path = join(dir, 'site.db');
    const old = new BetterSqlite3(path);
    old.exec(MIGRATIONS[0]);
    old.exec('CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version (version) VALUES (1)');
    old
      .prepare(
        `INSERT INTO enquiries (id, created_at, full_name, last_name, email, phone, type, description, address, request_hash) VALUES ('old', '2026-01-01T00:00:00Z', 'A', 'B', 'a@example.com', '+971 4 000 0000', 'contact', 'Hello', '', 'h')`,
      )
      .run();
    old.close();
    const db = openDatabase(path);
    try {
      expect(db.prepare('SELECT MAX(version) AS v FROM schema_version').get()).toEqual({ v: MIGRATIONS.length });
      expect(db.prepare("SELECT full_name, language FROM enquiries WHERE id = 'old'").get()).toEqual({ full_name: 'A', language: null });
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reopens an existing database without migrating it again', async () => {
    test = await startTestApp();
    await postEnquiry(test.app, validEnquiry);
    const { databasePath } = test;
    await test.app.close();
    const { buildApp } = await import('../../../server/app.js');
    const again = await buildApp({ databasePath, smtp: null, rateLimit: false });
    try {
      const db = new BetterSqlite3(databasePath, { readonly: true });
      expect(db.prepare('SELECT COUNT(*) AS n FROM schema_version').get()).toEqual({ n: MIGRATIONS.length });
      expect(db.prepare('SELECT COUNT(*) AS n FROM enquiries').get()).toEqual({ n: 1 });
      db.close();
    } finally {
      await again.close();
    }
  });

  it('closes the database when the app closes', async () => {
    test = await startTestApp();
    await test.app.close();
    // With the server's connection closed, the WAL has been checkpointed and removed.
    const { existsSync } = await import('node:fs');
    expect(existsSync(`${test.databasePath}-wal`)).toBe(false);
  });
});
