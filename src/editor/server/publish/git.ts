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

/** Site files changed (or added, or deleted) since the last commit: saved but not yet published. */
export function unpublishedFiles(siteRoot: string): string[] {
  const status = gitOrThrow(siteRoot, ['status', '--porcelain', '--untracked-files=all', '--', ...SITE_FILES]);
  return status
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
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
