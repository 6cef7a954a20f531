// The git hooks `npm install` writes (scripts/install-git-hooks.mjs, from package.json's "simple-git-hooks"): a commit
// whose subject is over 72 characters is refused with the reason, and the install does nothing where hooks have no use.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../support/temp-folder.js';

const ROOT = join(import.meta.dirname, '../../..');
const INSTALL = join(ROOT, 'scripts/install-git-hooks.mjs');
const { CI: _ci, ...environment } = process.env;

/** `npm install`'s prepare step in `cwd`, outside CI unless `extra` says otherwise. */
const installHooks = (cwd: string, extra: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, [INSTALL], { cwd, encoding: 'utf8', env: { ...environment, ...extra } });

/** A repository with this project's commit-msg hook and its check, installed as `npm install` installs them. */
function repositoryWithHooks(): string {
  const dir = temporaryFolder('commit-hooks-');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });
  git('init', '--quiet');
  git('config', 'user.name', 'Test');
  git('config', 'user.email', 'test@example.com');
  const hooks = { 'commit-msg': 'node scripts/check-commit-message.mjs "$1"' };
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ devDependencies: { 'simple-git-hooks': '*' }, 'simple-git-hooks': hooks }));
  mkdirSync(join(dir, 'scripts'));
  cpSync(join(ROOT, 'scripts/check-commit-message.mjs'), join(dir, 'scripts/check-commit-message.mjs'));
  const installed = installHooks(dir);
  expect(installed.status, installed.stderr).toBe(0);
  return dir;
}

function commit(dir: string, message: string) {
  writeFileSync(join(dir, 'file.txt'), message);
  execFileSync('git', ['add', 'file.txt'], { cwd: dir });
  return spawnSync('git', ['commit', '--quiet', '-m', message], { cwd: dir, encoding: 'utf8', env: environment });
}

describe('the commit-msg hook', () => {
  it('accepts a subject of 72 characters with a longer body, and refuses one of 73 saying why', () => {
    const dir = repositoryWithHooks();
    const subject72 = 'Quote the law register in the page titles and in the feed of law changes';
    expect([...subject72]).toHaveLength(72);
    const accepted = commit(dir, `${subject72}\n\n${'A body line may be as long as it needs to be. '.repeat(4)}`);
    expect(accepted.status, accepted.stderr).toBe(0);

    const refused = commit(dir, `${subject72}!`);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain("The commit's subject is 73 characters, more than 72");
    expect(refused.stderr).toContain('put the details in the body');
    expect(execFileSync('git', ['log', '--format=%s'], { cwd: dir, encoding: 'utf8' }).trim().split('\n')).toEqual([subject72]);
  });

  it('counts characters, not bytes, and lets through a fixup of a commit', () => {
    const dir = repositoryWithHooks();
    const arabic = 'تحديث '.repeat(12);
    expect([...arabic.trimEnd()]).toHaveLength(71);
    expect(commit(dir, arabic).status).toBe(0);
    expect(commit(dir, `fixup! ${'x'.repeat(72)}`).status).toBe(0);
  });
});

describe('installing the hooks', () => {
  it('does nothing, and fails no install, in CI, or in a folder that is not a git checkout', () => {
    const dir = temporaryFolder('no-hooks-');
    const outside = installHooks(dir);
    expect(outside.status).toBe(0);
    expect(outside.stdout).toContain('not a git checkout');

    execFileSync('git', ['init', '--quiet'], { cwd: dir });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ 'simple-git-hooks': { 'commit-msg': 'exit 1' } }));
    expect(installHooks(dir, { CI: 'true' }).status).toBe(0);
    expect(existsSync(join(dir, '.git/hooks/commit-msg'))).toBe(false);
  });
});
