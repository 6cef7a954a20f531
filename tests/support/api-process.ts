// The API-only entry point as a real process (the full server also needs a built site): for tests that stop it with
// a signal, kill it outright, or start it with wrong settings. Plain node with tsx as a loader, so a signal reaches
// the server itself rather than a wrapper in front of it.
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/support/free-port.js';
import { validEnquiry } from './api-test-app.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const running: ChildProcess[] = [];

/** Kills whatever a test left running. */
export function killApiProcesses(): void {
  for (const child of running.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export interface ApiProcess {
  child: ChildProcess;
  base: string;
  /** Everything written to stderr so far. */
  stderr: () => string;
  exited: Promise<void>;
}

/** Spawns the API; `env` is added to a quiet default environment with no rate limit and no e-mail. */
export function spawnApi(env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/api-server.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', ENQUIRY_RATE_LIMIT: 'off', SMTP_HOST: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return { child, base: `http://127.0.0.1:${env.PORT}`, stderr: () => stderr, exited };
}

/** Spawns the API on a free port over `databasePath` and waits until it answers. */
export async function startApiProcess(databasePath: string): Promise<ApiProcess> {
  const api = spawnApi({ PORT: String(await freePort()), DATABASE_PATH: databasePath });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null) throw new Error(`server exited early: ${api.stderr()}`);
    try {
      if ((await fetch(`${api.base}/api/health`)).ok) return api;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`server did not start: ${api.stderr()}`);
}

/** One enquiry, numbered so the database row can be matched to its request. */
export function postNumbered(base: string, prefix: string, i: number) {
  return fetch(`${base}/api/addCustomerContacts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `${prefix}-${i}` },
    body: JSON.stringify({ ...validEnquiry, description: `${prefix} enquiry ${i}` }),
  });
}
