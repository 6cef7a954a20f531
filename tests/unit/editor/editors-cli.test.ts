// `npm run editors -- add|list|reset-password|remove` as a person on the server runs it: the password from
// EDITOR_PASSWORD, never printed, never stored in clear; a bad role or short password changes nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/database.js';
import { findEditor } from '../../../server/db/editors.js';
import { createSession, findSession } from '../../../server/db/editor-sessions.js';
import { verifyPassword } from '../../../server/editors/passwords.js';

const dir = mkdtempSync(join(tmpdir(), 'editors-cli-'));
const databasePath = join(dir, 'site.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[], password?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_PATH: databasePath, NO_COLOR: '1' };
  if (password === undefined) delete env.EDITOR_PASSWORD;
  else env.EDITOR_PASSWORD = password;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/editors.ts', ...args], { encoding: 'utf8', env, timeout: 30_000 });
  expect(result.stderr).not.toMatch(/\n\s+at /);
  return { code: result.status, output: result.stdout + result.stderr };
}

describe('npm run editors', { timeout: 60_000 }, () => {
  it('adds a person with a role and a hashed password, and lists them', async () => {
    const added = run(['add', 'Mona Saeed', '--role', 'publisher'], 'a long first password');
    expect(added).toMatchObject({ code: 0 });
    expect(added.output).toContain('Mona Saeed can now sign in at /edit as publisher.');
    expect(added.output).not.toContain('a long first password');
    const db = openDatabase(databasePath);
    const stored = findEditor(db, 'mona saeed');
    db.close();
    expect(stored?.role).toBe('publisher');
    expect(stored?.passwordHash).not.toContain('a long first password');
    expect(await verifyPassword('a long first password', stored!.passwordHash)).toBe(true);
    expect(run(['list']).output).toMatch(/Mona Saeed\s+publisher\s+added \d{4}-\d\d-\d\d/);
  });

  it('refuses a wrong role, a short password, a taken name, and asks for a terminal when there is no password', () => {
    expect(run(['add', 'Omar', '--role', 'owner'], 'long enough password')).toMatchObject({ code: 1 });
    const short = run(['add', 'Omar', '--role', 'editor'], 'short');
    expect(short.code).toBe(1);
    expect(short.output).toContain('at least 12 characters');
    expect(run(['add', 'MONA SAEED', '--role', 'editor'], 'long enough password').output).toContain('can already sign in');
    const noTerminal = run(['add', 'Omar', '--role', 'editor']);
    expect(noTerminal.code).toBe(1);
    expect(noTerminal.output).toContain('set EDITOR_PASSWORD instead');
    expect(run(['list']).output).not.toContain('Omar');
  });

  it('reset-password sets the new password and ends the sessions signed in with the old one; remove ends access', async () => {
    let db = openDatabase(databasePath);
    const session = createSession(db, 'Mona Saeed');
    db.close();
    expect(run(['reset-password', 'Mona Saeed'], 'a long second password')).toMatchObject({ code: 0 });
    db = openDatabase(databasePath);
    expect(await verifyPassword('a long second password', findEditor(db, 'Mona Saeed')!.passwordHash)).toBe(true);
    expect(findSession(db, session)).toBeUndefined();
    db.close();
    expect(run(['remove', 'Mona Saeed'])).toMatchObject({ code: 0 });
    expect(run(['remove', 'Mona Saeed']).output).toContain('nobody called Mona Saeed can sign in');
    expect(run(['list']).output).toContain('Nobody can sign in at /edit yet');
  });
});
