import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/database.js';
import { saveEnquiry } from '../../../server/db/enquiries.js';
import { tempDir, validEnquiry } from '../../support/api-test-app.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
let dir: string;
let remove: () => void;
let databasePath: string;

beforeAll(() => {
  ({ dir, remove } = tempDir());
  databasePath = join(dir, 'cli', 'site.db');
});
afterAll(() => remove());

/**
 * The CLI as `npm run careers -- …` runs it, minus npm's banner. The smoke test goes through npx as a
 * person would; the rest load tsx into node directly, which is the same code a second faster.
 */
function run(script: 'careers' | 'enquiries', ...args: string[]) {
  return spawnCli(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args]);
}

function spawnCli(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_PATH: databasePath, NO_COLOR: '1' },
    timeout: 30_000,
  });
  // No stack trace, whatever happened.
  expect(result.stderr).not.toMatch(/\n\s+at /);
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run careers', () => {
  it('adds, lists and closes a position (npx tsx scripts/careers.ts)', { timeout: 60_000 }, () => {
    const added = spawnCli('npx', [
      'tsx',
      'scripts/careers.ts',
      'add',
      '--title',
      'Audit Senior',
      '--location',
      'Dubai',
      '--type',
      'Full-time',
      '--experience',
      '3+ years',
      '--ar-title',
      'مدقق حسابات أول',
      '--ar-location',
      'دبي',
    ]);
    expect(added.code).toBe(0);
    const id = added.stdout.trim();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const listed = run('careers', 'list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${id}  Audit Senior  / مدقق حسابات أول  (Dubai, Full-time, 3+ years)`);

    expect(run('careers', 'close', id)).toMatchObject({ code: 0, stdout: `Closed ${id}\n` });
    expect(run('careers', 'list').stdout).toBe('No open positions.\n');
    expect(run('careers', 'list', '--all').stdout).toContain(`${id}  closed  Audit Senior`);
  });

  it.each([[[]], [['hire']], [['add']], [['add', '--title', '  ']], [['add', '--title', 'X', '--salary', 'lots']], [['close']], [['list', 'extra']]])(
    'refuses %j with the usage and exit code 1',
    (args) => {
      const result = run('careers', ...args);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Usage:');
      expect(result.stdout).toBe('');
    },
  );

  it('says so when closing an unknown id', () => {
    const result = run('careers', 'close', 'no-such-id');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Error: no open position has the id no-such-id');
  });
});

describe('npm run enquiries', () => {
  it('lists and exports, neutralising formulas and terminal escapes', () => {
    expect(run('enquiries', 'list').stdout).toBe('No enquiries yet.\n');
    const db = openDatabase(databasePath);
    saveEnquiry(db, { ...validEnquiry, fullName: '=1+1 \u001b[31mred', description: '@SUM(A1)' }, { requestHash: 'h' });
    db.close();

    const listed = run('enquiries', 'list', '--limit', '5');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('=1+1  [31mred <aisha.khan@example.com>');
    expect(listed.stdout).not.toContain('\u001b');

    const file = join(dir, 'out.csv');
    expect(run('enquiries', 'export', file).code).toBe(0);
    const csv = readFileSync(file, 'utf8');
    expect(csv.startsWith('\uFEFFid,created_at,full_name,')).toBe(true);
    expect(csv).toContain(",'=1+1 \u001b[31mred,");
    expect(csv).toContain(",'@SUM(A1),");

    expect(run('enquiries', 'export').stdout).toBe(csv);
  });

  it('deletes one enquiry on request, and purges those older than the retention period', () => {
    const db = openDatabase(databasePath);
    db.exec('DELETE FROM enquiries');
    for (const name of ['Old', 'Recent', 'Erase me']) saveEnquiry(db, { ...validEnquiry, fullName: name }, { requestHash: name });
    const idOf = (name: string) => (db.prepare('SELECT id FROM enquiries WHERE full_name = ?').get(name) as { id: string }).id;
    // Received 25 months ago.
    const longAgo = new Date();
    longAgo.setUTCMonth(longAgo.getUTCMonth() - 25);
    db.prepare('UPDATE enquiries SET created_at = ? WHERE id = ?').run(longAgo.toISOString(), idOf('Old'));
    const erase = idOf('Erase me');
    db.close();

    const deleted = run('enquiries', 'delete', erase);
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toBe(`Deleted enquiry ${erase}.\n`);
    const again = run('enquiries', 'delete', erase);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('nothing was deleted');

    const purged = run('enquiries', 'purge', '--older-than', '24m');
    expect(purged.code).toBe(0);
    expect(purged.stdout).toMatch(/^Deleted 1 enquiry received before \d{4}-\d{2}-\d{2}\.\n$/);
    const check = openDatabase(databasePath);
    const names = (check.prepare('SELECT full_name AS name FROM enquiries').all() as { name: string }[]).map((row) => row.name);
    check.close();
    expect(names).toEqual(['Recent']);
  });

  it.each([
    [['list', '--limit', '0']],
    [['list', '--limit', 'ten']],
    [['export', 'a.csv', 'b.csv']],
    [['delete']],
    [['purge']],
    [['purge', '--older-than', '2y']],
  ])('refuses %j', (args) => {
    const result = run('enquiries', ...args);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Usage:');
  });
});
