import { spawnSync } from 'node:child_process';

/** What a publish commits: the site's own files, never code or anything else that happens to be changed in the folder. */
export const SITE_FILES = ['site.yaml', 'content'];

export class GitError extends Error {}

interface Run {
  ok: boolean;
  output: string;
}

function git(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}): Run {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...env, GIT_TERMINAL_PROMPT: '0' }, timeout: 120_000 });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

function gitOrThrow(cwd: string, args: string[], env?: NodeJS.ProcessEnv): string {
  const run = git(cwd, args, env);
  if (!run.ok) throw new GitError(`git ${args[0]} failed: ${run.output}`);
  return run.output;
}

export function isRepository(siteRoot: string): boolean {
  return git(siteRoot, ['rev-parse', '--is-inside-work-tree']).output === 'true';
}

/** A site file saved since the last publish, and how. */
export interface SiteFileChange {
  /** Relative to the site folder, e.g. `content/services/vat.md`. */
  file: string;
  change: 'added' | 'changed' | 'removed';
}

/**
 * Site files changed (or added, or deleted) since the last commit: saved but not yet published. Read with `-z`, whose
 * entries keep their leading status column (a trimmed listing would cut a name's first letter).
 */
export function siteFileChanges(siteRoot: string): SiteFileChange[] {
  const result = spawnSync('git', ['status', '--porcelain', '-z', '--untracked-files=all', '--no-renames', '--', ...SITE_FILES], {
    cwd: siteRoot,
    encoding: 'utf8',
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
  });
  if (result.status !== 0) throw new GitError(`git status failed: ${result.stderr}`);
  return result.stdout
    .split('\0')
    .filter((entry) => entry.length > 3)
    .map((entry) => {
      const code = entry.slice(0, 2);
      const change = code === '??' || code.includes('A') ? 'added' : code.includes('D') ? 'removed' : 'changed';
      return { file: entry.slice(3), change };
    });
}

export function unpublishedFiles(siteRoot: string): string[] {
  return siteFileChanges(siteRoot).map((entry) => entry.file);
}

/** A site file as the last publish committed it; undefined when it was not there. */
export function liveFile(siteRoot: string, file: string): Buffer | undefined {
  const result = spawnSync('git', ['show', `HEAD:${file}`], { cwd: siteRoot, maxBuffer: 64 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : undefined;
}

/** The commit the live site was published from, or undefined before the first commit. */
export function headCommit(siteRoot: string): string | undefined {
  const run = git(siteRoot, ['rev-parse', '-q', '--verify', 'HEAD']);
  return run.ok ? run.output : undefined;
}

export function currentBranch(siteRoot: string): string | undefined {
  const run = git(siteRoot, ['symbolic-ref', '--short', 'HEAD']);
  return run.ok ? run.output : undefined;
}

/**
 * Commits the site files as `author` published them; undefined when nothing changed. The committer is the
 * repository's configured user, or the author when none is configured (a server's site folder often has none).
 */
export function commitSiteFiles(siteRoot: string, message: string, author: string): string | undefined {
  gitOrThrow(siteRoot, ['add', '-A', '--', ...SITE_FILES]);
  if (git(siteRoot, ['diff', '--cached', '--quiet', '--', ...SITE_FILES]).ok && !git(siteRoot, ['rev-parse', '-q', '--verify', 'REVERT_HEAD']).ok)
    return undefined;
  const identity = { GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: '' };
  const configured = git(siteRoot, ['config', 'user.email']).ok;
  const env = configured ? identity : { ...identity, GIT_COMMITTER_NAME: author, GIT_COMMITTER_EMAIL: '' };
  // Only the site files: anything else staged in the folder stays staged, out of this commit.
  gitOrThrow(siteRoot, ['commit', '--quiet', '--no-verify', '-m', message, '--', ...SITE_FILES], env);
  return gitOrThrow(siteRoot, ['rev-parse', 'HEAD']);
}

/** Applies the reverse of `commit` to the site files, uncommitted; false (and nothing changed) when it does not apply cleanly. */
export function revertInTree(siteRoot: string, commit: string): boolean {
  if (git(siteRoot, ['revert', '--no-commit', commit]).ok) return true;
  abortRevert(siteRoot);
  return false;
}

export function abortRevert(siteRoot: string): void {
  git(siteRoot, ['revert', '--abort']);
}

export function push(siteRoot: string, remote: string, branch: string): Run {
  return git(siteRoot, ['push', '--porcelain', remote, `HEAD:refs/heads/${branch}`]);
}
