// What the API tells a load balancer, a proxy and the operator: health when the database is gone, no caching of any
// answer, and the log lines about suspected spam. Mutation testing (npm run mutate -- --module api-routes) found none
// of these was checked.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/database.js';
import { apiPlugin } from '../../../server/api/plugin.js';
import { postEnquiry, startTestApp, validEnquiry, type TestApp } from '../../support/api-test-app.js';

let test: TestApp | undefined;
const cleanups: (() => void)[] = [];
afterEach(async () => {
  await test?.close();
  test = undefined;
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function logSink() {
  const lines: Record<string, unknown>[] = [];
  return { lines, logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } };
}

describe('GET /api/health', () => {
  it('answers 503 once the database cannot be read, and logs why', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-health-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const db = openDatabase(join(dir, 'site.db'));
    const sink = logSink();
    const app = Fastify({ logger: sink.logger });
    await app.register(apiPlugin, { prefix: '/api', db, rateLimit: false, smtp: null });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });

    db.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    expect(sink.lines).toContainEqual(expect.objectContaining({ level: 50, msg: 'health check: database unavailable', err: expect.any(Object) }));
  });
});

describe('caching', () => {
  it('no answer of the API may be stored by a browser or a proxy: health, careers, an enquiry, a refusal, an unknown call', async () => {
    test = await startTestApp();
    const responses = [
      await test.app.inject({ method: 'GET', url: '/api/health' }),
      await test.app.inject({ method: 'GET', url: '/api/getAllCareers' }),
      await postEnquiry(test.app, validEnquiry),
      await postEnquiry(test.app, {}),
      await test.app.inject({ method: 'GET', url: '/api/nope' }),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 201, 400, 404]);
    for (const response of responses) expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('the log', () => {
  it('notes each enquiry stored as suspected spam with its id and reasons, and nothing for a person’s', async () => {
    const sink = logSink();
    test = await startTestApp({ logger: sink.logger });
    const bot = await postEnquiry(test.app, { ...validEnquiry, website: 'https://spam.example', elapsedMs: 100 });
    await postEnquiry(test.app, { ...validEnquiry, elapsedMs: 30_000 });
    const spamLines = sink.lines.filter((line) => line.msg === 'enquiry stored as suspected spam');
    expect(spamLines).toEqual([expect.objectContaining({ level: 30, enquiryId: bot.json().data._id, spam: ['honeypot', 'too-fast'] })]);
  });

  it('gets no error from an enquiry accepted where no mail is configured', async () => {
    const sink = logSink();
    test = await startTestApp({ logger: sink.logger });
    // The log does receive errors: a failing request writes one.
    test.app.get('/api/boom', async () => {
      throw new Error('boom');
    });
    await test.app.inject({ method: 'GET', url: '/api/boom' });
    expect(sink.lines.filter((line) => (line.level as number) >= 50)).toHaveLength(1);

    expect((await postEnquiry(test.app, { ...validEnquiry, elapsedMs: 30_000 })).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.lines.filter((line) => (line.level as number) >= 50)).toHaveLength(1);
  });
});
