// The server's settings are checked once, at start-up: a wrong value stops it with one line that names the variable
// and says what it should be, never a stack trace and never a silently applied default.
import { createServer } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../../server/config.js';
import { killApiProcesses, spawnApi } from '../../support/api-process.js';
import { tempDir } from '../../support/api-test-app.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  killApiProcesses();
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function scratch() {
  const { dir, remove } = tempDir();
  cleanups.push(remove);
  return dir;
}

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    readConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('readConfig', () => {
  it('reads a complete, correct environment', () => {
    const dir = scratch();
    const config = readConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_PATH: join(dir, 'new', 'site.db'),
      FORCE_HTTPS: '1',
      TRUST_PROXY: '1',
      ENQUIRY_RATE_LIMIT: '30',
      SMTP_HOST: 'mail.example.com',
      SMTP_PORT: '465',
      SMTP_FROM: 'site@example.com',
      NOTIFY_TO: 'office@example.com',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databasePath: join(dir, 'new', 'site.db'),
      forceHttps: true,
      rateLimit: { max: 30, timeWindow: 60_000 },
      smtp: { host: 'mail.example.com', port: 465, from: 'site@example.com', to: 'office@example.com' },
      logLevel: 'warn',
    });
  });

  it('reads the mail server from SMTP_URL, and never shows one it cannot read', () => {
    const config = readConfig({
      DATABASE_PATH: join(scratch(), 'site.db'),
      SMTP_URL: 'smtps://alerts%40example.com:p%40ss@mail.example.com',
      SMTP_FROM: 'alerts@example.com',
    });
    expect(config.smtp).toEqual({
      host: 'mail.example.com',
      port: 465,
      user: 'alerts@example.com',
      pass: 'p@ss',
      from: 'alerts@example.com',
      to: 'alerts@example.com',
    });
    expect(readConfig({ DATABASE_PATH: join(scratch(), 'site.db'), SMTP_URL: 'smtp://mail.example.com' }).smtp?.port).toBe(587);
    expect(() => readConfig({ DATABASE_PATH: join(scratch(), 'site.db'), SMTP_URL: 'https://user:secret@mail.example.com' })).toThrow(
      expect.objectContaining({ problems: [expect.not.stringContaining('secret')] }),
    );
  });

  it('uses the documented defaults for what is not set', () => {
    const config = readConfig({}, { port: 3000 });
    expect(config).toMatchObject({ port: 3000, host: 'localhost', forceHttps: false, trustProxy: false, rateLimit: { max: 10 }, smtp: null, logLevel: 'info' });
    expect(config.databasePath).toMatch(/data\/site\.db$/);
  });

  const bad: [string, NodeJS.ProcessEnv, RegExp][] = [
    ['a port that is not a number', { PORT: 'abc' }, /^PORT="abc" is not a port number/],
    ['a port above 65535', { PORT: '70000' }, /^PORT="70000" is not a port number: use a whole number from 1 to 65535/],
    ['a negative port', { PORT: '-1' }, /^PORT="-1" is not a port number/],
    ['a malformed SMTP port', { SMTP_HOST: 'mail.example.com', SMTP_PORT: '25x' }, /^SMTP_PORT="25x" is not a port number/],
    ['a malformed SMTP port without SMTP_HOST', { SMTP_PORT: 'five' }, /^SMTP_PORT="five" is not a port number/],
    ['a rate limit that is not a number', { ENQUIRY_RATE_LIMIT: 'lots' }, /^ENQUIRY_RATE_LIMIT="lots" is not a number of enquiries per minute/],
    ['an unclear FORCE_HTTPS', { FORCE_HTTPS: 'maybe' }, /^FORCE_HTTPS="maybe" is neither on nor off: use 1 or 0\.$/],
    ['an unknown log level', { LOG_LEVEL: 'verbose' }, /^LOG_LEVEL="verbose" is not a log level: use one of fatal, error/],
    [
      'a notification address that is not an e-mail',
      { SMTP_HOST: 'mail.example.com', NOTIFY_TO: 'the office' },
      /^NOTIFY_TO="the office" is not an e-mail address/,
    ],
  ];
  it.each(bad)('refuses %s with one line naming the variable', (_name, env, line) => {
    expect(problemsOf(env)).toEqual([expect.stringMatching(line)]);
  });

  it('refuses a database path under a file, or that is a directory', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'a-file'), '');
    mkdirSync(join(dir, 'a-directory'));
    expect(problemsOf({ DATABASE_PATH: join(dir, 'a-file', 'site.db') })).toEqual([
      expect.stringMatching(/cannot be created: .*a-file is a file, not a directory\.$/),
    ]);
    expect(problemsOf({ DATABASE_PATH: join(dir, 'a-directory') })).toEqual([
      expect.stringMatching(/is a directory: give a file path such as data\/site\.db\.$/),
    ]);
  });

  it('lists every wrong setting at once', () => {
    expect(problemsOf({ PORT: 'x', FORCE_HTTPS: 'maybe', LOG_LEVEL: 'loud' })).toHaveLength(3);
  });
});

describe('starting with a wrong setting', () => {
  async function startFails(env: Record<string, string>) {
    const api = spawnApi({ PORT: '0', DATABASE_PATH: join(scratch(), 'site.db'), ...env });
    await api.exited;
    return { code: api.child.exitCode, lines: api.stderr().trim().split('\n') };
  }

  it('stops on a bad PORT with one clear line and exit code 1', { timeout: 20_000 }, async () => {
    const { code, lines } = await startFails({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^Cannot start the server: PORT="eighty" is not a port number: use a whole number from 1 to 65535/)]);
  });

  it('stops on a DATABASE_PATH it cannot write, before opening anything', { timeout: 20_000 }, async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'occupied'), '');
    const { code, lines } = await startFails({ DATABASE_PATH: join(dir, 'occupied', 'site.db') });
    expect(code).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^Cannot start the server: DATABASE_PATH=".*" cannot be created: .* is a file, not a directory\.$/)]);
  });

  it('stops when the port is taken, saying so', { timeout: 20_000 }, async () => {
    const blocker = createServer();
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done));
    cleanups.push(() => blocker.close());
    const port = (blocker.address() as { port: number }).port;
    const { code, lines } = await startFails({ PORT: String(port) });
    expect(code).toBe(1);
    expect(lines).toEqual([`Cannot start the server: port ${port} is already in use. Stop the other process or set PORT to a free port.`]);
  });
});
