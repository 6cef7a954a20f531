// Scheduled publishing on a real (small) site in a real git repository, built for real: a reviewed publish set for
// a time goes live at that time (the clock moved by the test), after the scheduler was stopped and started again as
// a restart would; one cancelled or overtaken by a later save does not.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildEditorApp } from '../../../src/editor/server/app.js';
import { DraftStore } from '../../../src/editor/server/drafts.js';
import { readHistory } from '../../../src/editor/server/publish/history.js';
import { readSchedule } from '../../../src/editor/server/publish/schedule.js';
import { startScheduler } from '../../../src/editor/server/publish/scheduler.js';
import { createGate } from '../../../src/editor/server/token.js';
import { liveRelease, publishedDirOf } from '../../../src/shared/releases.js';

const PORT = 4400;
const host = `127.0.0.1:${PORT}`;
let site: string;
let store: DraftStore;
let app: FastifyInstance;
let cookie: string;
let clock = new Date('2026-12-31T15:00:00Z');
const now = () => clock;

const git = (...args: string[]) => execFileSync('git', args, { cwd: site, encoding: 'utf8' }).trim();
const edit = (from: string, to: string) => {
  const file = join(site, 'site.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));
};
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url, payload: payload as never, headers: { host, cookie } });
const reviewVersion = async () => (await call('GET', '/api/publish/review')).json().version as string;
const scheduler = () => startScheduler({ root: resolve('.'), siteRoot: site, settings: { keep: 3 }, now, intervalMs: 60 * 60_000 });

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'publish-schedule-'));
  cpSync('tests/fixtures/valid/minimal.yaml', join(site, 'site.yaml'));
  cpSync('tests/fixtures/content', join(site, 'content'), { recursive: true, filter: (source) => !source.endsWith('/public') });
  cpSync(realpathSync('tests/fixtures/content/public'), join(site, 'content/public'), { recursive: true });
  git('init', '--quiet', '-b', 'main');
  git('add', '.');
  git('-c', 'user.name=Setup', '-c', 'user.email=setup@example.com', 'commit', '--quiet', '-m', 'The site as it is live');
  store = new DraftStore(site);
  const gate = createGate();
  app = buildEditorApp({
    store,
    gate,
    port: PORT,
    indexHtml: async () => '',
    publish: { root: resolve('.'), siteRoot: site, settings: { keep: 3 }, now },
  });
  cookie = String((await app.inject({ url: `/?token=${gate.token}`, headers: { host } })).headers['set-cookie']).split(';')[0];
}, 60_000);

afterAll(async () => {
  await app.close();
  store.close();
  rmSync(site, { recursive: true, force: true });
});

describe('scheduled publishing', () => {
  it('refuses a time that has passed, no time, and a review that is no longer current, naming the field', async () => {
    edit('    heading: About us\n', '    heading: About the firm\n');
    const version = await reviewVersion();
    const past = await call('POST', '/api/publish/schedule', { reviewed: version, at: '2026-12-31T18:00+04:00' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([{ field: 'at', message: 'in the past' }]);
    expect((await call('POST', '/api/publish/schedule', { reviewed: version })).json().errors[0].field).toBe('at');
    const stale = await call('POST', '/api/publish/schedule', { reviewed: 'an-old-version', at: '2027-01-01T00:00+04:00' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().review.items.length).toBeGreaterThan(0);
  });

  it('goes live at its Dubai time, not before, and after a restart in between', async () => {
    edit('    heading: Contact us\n', '    heading: Contact the firm\n');
    const version = await reviewVersion();
    const scheduled = await call('POST', '/api/publish/schedule', { reviewed: version, at: '2027-01-01T00:00+04:00' });
    expect(scheduled.statusCode).toBe(201);
    const contact = 'Page “Contact Us” (/Contact-Us): Heading';
    expect(scheduled.json()).toMatchObject({ at: '2026-12-31T20:00:00.000Z', status: 'waiting', changes: expect.arrayContaining([contact]) });

    clock = new Date('2026-12-31T19:59:00Z');
    const first = scheduler();
    await first.tick();
    expect(readHistory(publishedDirOf(site))).toEqual([]);
    await first.stop(); // the server stops

    clock = new Date('2026-12-31T20:00:30Z');
    const second = scheduler(); // and starts again after the time: it catches up at once
    await second.tick();
    await second.stop();
    const [record] = readHistory(publishedDirOf(site));
    expect(record).toMatchObject({ by: expect.stringMatching(/ \(scheduled\)$/), changes: expect.arrayContaining([contact]) });
    expect(readSchedule(publishedDirOf(site))[0]).toMatchObject({ status: 'published' });
    const live = liveRelease(publishedDirOf(site));
    expect(live && readFileSync(join(live.site, 'Contact-Us/index.html'), 'utf8')).toContain('Contact the firm');
  }, 180_000);

  it('does not publish one that was cancelled, and stops one overtaken by a later save, saying why', async () => {
    const published = readHistory(publishedDirOf(site)).length;
    edit('    heading: Our team\n', '    heading: Our people\n');
    const cancelled = (await call('POST', '/api/publish/schedule', { reviewed: await reviewVersion(), at: '2027-01-02T09:00+04:00' })).json();
    expect((await call('DELETE', `/api/publish/schedule/${cancelled.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/publish/schedule/${cancelled.id}`)).statusCode).toBe(409);
    const overtaken = (await call('POST', '/api/publish/schedule', { reviewed: await reviewVersion(), at: '2027-01-02T10:00+04:00' })).json();
    edit('    heading: Our people\n', '    heading: Our colleagues\n');
    clock = new Date('2027-01-02T07:00:00Z');
    const run = scheduler();
    await run.tick();
    await run.stop();
    expect(readHistory(publishedDirOf(site))).toHaveLength(published);
    const entries = readSchedule(publishedDirOf(site));
    expect(entries.find((entry) => entry.id === cancelled.id)?.status).toBe('cancelled');
    expect(entries.find((entry) => entry.id === overtaken.id)).toMatchObject({
      status: 'failed',
      outcome: expect.stringContaining('changed after you opened the review'),
    });
    expect(existsSync(join(publishedDirOf(site), 'schedule-claims', overtaken.id))).toBe(false);
  }, 180_000);
});
