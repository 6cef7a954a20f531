// `npm run bench:api`: how many contact-form enquiries a second the API stores, and its p99 latency.
// Runs the API-only server as production does (own process, real SQLite file) and loads it with
// autocannon from this process; then checks every 2xx answer left exactly one row behind.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import BetterSqlite3 from 'better-sqlite3';
import { freePort } from './support/free-port.js';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_UP_REQUESTS = 4000;
const TARGET_PER_S = 2000;
const TARGET_P99_MS = 25;

async function waitForHealth(url: string, child: ReturnType<typeof spawn>) {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (child.exitCode !== null) throw new Error(`The API server exited with ${child.exitCode} before answering.`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The API server did not answer /api/health within 30 s.');
}

// What the contact form sends (src/browser/components/api.ts), each with its own Idempotency-Key as the form does.
const body = JSON.stringify({
  fullName: 'Amina Rahman',
  customerLastName: 'Rahman',
  email: 'amina.rahman@example.com',
  phone: '+971 50 123 4567',
  type: 'contact',
  description: 'We need help registering our free zone company for corporate tax and filing the first return.',
  address: '',
});

/** A run's result and how long it took, from its start to its last answer, to the millisecond. */
interface Run {
  result: autocannon.Result;
  seconds: number;
}

/**
 * Sends `amount` enquiries and times them from the start to the last answer. autocannon's own `duration` (and its
 * finish time) only notices the end of a run of a fixed number of requests at its next one-second tick, so a run of
 * 5.1 s counted as 6 and the rate was up to 20% off: larger than any difference the benchmark is meant to show.
 */
function load(amount: number): Promise<Run> {
  const started = performance.now();
  let lastAnswer = started;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        amount,
        requests: [
          {
            method: 'POST',
            path: '/api/addCustomerContacts',
            headers: { 'content-type': 'application/json' },
            body,
            setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, seconds: (lastAnswer - started) / 1000 })),
    );
    instance.on('response', () => {
      lastAnswer = performance.now();
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'site-bench-api-'));
const databasePath = join(dir, 'site.db');
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/api-server.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: databasePath, ENQUIRY_RATE_LIMIT: 'off', LOG_LEVEL: 'warn', SMTP_HOST: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = new Promise((resolve) => server.once('exit', resolve));

try {
  await waitForHealth(url, server);
  // A fixed number of requests, not a fixed time: autocannon stops a timed run without waiting for the
  // answers in flight, whose rows would then be stored but not counted. The warm-up (JIT, SQLite page
  // cache) sets how many requests make about DURATION_S seconds.
  const { result: warmUp, seconds: warmUpSeconds } = await load(WARM_UP_REQUESTS);
  const { result, seconds } = await load(Math.max(1000, Math.round((warmUp['2xx'] / warmUpSeconds) * DURATION_S)));
  server.kill('SIGTERM');
  await exited;

  const db = new BetterSqlite3(databasePath, { readonly: true });
  const rows = (db.prepare('SELECT COUNT(*) AS count FROM enquiries').get() as { count: number }).count;
  db.close();

  const accepted = result['2xx'];
  const expectedRows = warmUp['2xx'] + accepted;
  const perSecond = accepted / seconds;
  const p99 = result.latency.p99;
  console.log(
    `${CONNECTIONS} connections, ${result.requests.sent} requests after ${warmUp.requests.sent} to warm up, in ${seconds.toFixed(2)} s: ${accepted} enquiries accepted (2xx), ${result.non2xx} other answers, ${result.errors} errors, ${result.timeouts} timeouts`,
  );
  console.log(`accepted enquiries per second: ${perSecond.toFixed(0)} (target ≥ ${TARGET_PER_S}) ${perSecond >= TARGET_PER_S ? '✓' : '✗'}`);
  console.log(
    `latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${p99} (target < ${TARGET_P99_MS}) ${p99 < TARGET_P99_MS ? '✓' : '✗'}, max ${result.latency.max}`,
  );
  console.log(
    `rows in the database: ${rows} ${rows === expectedRows ? '=' : '≠'} 2xx answers ${expectedRows} (warm-up ${warmUp['2xx']} + run ${accepted}) ${rows === expectedRows ? '✓' : '✗'}`,
  );
  if (rows !== expectedRows || result.errors + warmUp.errors > 0) process.exitCode = 1;
} finally {
  if (server.exitCode === null) server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
