// Shared by the alerts-*.test.ts files: a copy of the real site whose register gains a value on 2027-01-01 (the law
// as it is when it changes), an app that mails through a loopback SMTP server, and the send command as a process.
import { spawn } from 'node:child_process';
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from '../../server/app.js';
import { readAlertSite } from '../../server/alerts/site.js';
import { tempDir } from './api-test-app.js';

const root = resolve('.');
/** The day the send runs as of: after the fixture's change took effect. */
export const SEND_DAY = '2027-03-01';
export const CHANGE_KEY = 'vat-late-registration-penalty-2027-01-01';

/** A folder with site.yaml (one value added to a rule) and the real content beside it, with a database path. */
export function changedSite(): { siteRoot: string; databasePath: string; remove: () => void } {
  const { dir, remove } = tempDir();
  const yaml = readFileSync(join(root, 'site.yaml'), 'utf8');
  const last = `        - from: 2026-04-14
          value: 10000
          instrument: Cabinet Decision No. 129 of 2025
    - id: vat-credit-years`;
  if (!yaml.includes(last)) throw new Error('site.yaml changed: update the fixture in tests/support/alerts-site.ts');
  const added = last.replace(
    '    - id: vat-credit-years',
    `        - from: 2027-01-01
          value: 12000
          instrument: Cabinet Decision No. 129 of 2025
    - id: vat-credit-years`,
  );
  writeFileSync(join(dir, 'site.yaml'), yaml.replace(last, added));
  symlinkSync(join(root, 'content'), join(dir, 'content'));
  return { siteRoot: dir, databasePath: join(dir, 'site.db'), remove };
}

export async function alertsApp(site: { siteRoot: string; databasePath: string }, smtpPort: number) {
  return buildApp({
    databasePath: site.databasePath,
    rateLimit: false,
    smtp: { host: '127.0.0.1', port: smtpPort, from: 'alerts@example.com', to: 'office@example.com' },
    alertSite: readAlertSite(site.siteRoot),
  });
}

function cliEnv(site: { siteRoot: string; databasePath: string }, smtpPort: number) {
  return {
    ...process.env,
    DATABASE_PATH: site.databasePath,
    SITE_ROOT: site.siteRoot,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SMTP_FROM: 'alerts@example.com',
    NO_COLOR: '1',
  };
}

/**
 * `npm run alerts -- …ARGS` against the site and mail server, to its end. Not spawnSync: the mail server runs in this
 * process and must answer while the command waits.
 */
export function runAlerts(site: { siteRoot: string; databasePath: string }, smtpPort: number, ...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/alerts.ts'), ...args], { cwd: root, env: cliEnv(site, smtpPort) });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** `npm run alerts -- send` started in the background, to be killed. */
export function startSend(site: { siteRoot: string; databasePath: string }, smtpPort: number) {
  return spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/alerts.ts'), 'send', '--as-of', SEND_DAY], {
    cwd: root,
    env: cliEnv(site, smtpPort),
    stdio: 'ignore',
  });
}
