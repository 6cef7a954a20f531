// `npm install` and `npm ci` run this (the `prepare` script): it writes the repository's git hooks, listed under
// "simple-git-hooks" in package.json (lint-staged before a commit, scripts/check-commit-message.mjs on its message),
// into .git/hooks. It fails no install, and does nothing where hooks have no use: in CI, in a copy that is not a git
// checkout, or after an install without devDependencies (`npm ci --omit=dev`, where simple-git-hooks is absent).
// Plain JavaScript, run by whatever Node npm runs.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import process from 'node:process';

function skipReason() {
  if (process.env.CI) return 'CI';
  // Only this folder's own checkout: simple-git-hooks would otherwise climb to a git repository this copy sits in.
  if (!existsSync('.git')) return 'not a git checkout';
  if (process.env.SKIP_INSTALL_SIMPLE_GIT_HOOKS) return 'SKIP_INSTALL_SIMPLE_GIT_HOOKS is set';
  return undefined;
}

const reason = skipReason();
if (reason === undefined) {
  let hooks;
  try {
    hooks = createRequire(import.meta.url)('simple-git-hooks');
  } catch {
    // Installed without devDependencies: nobody commits from a deployment.
  }
  try {
    await hooks?.setHooksFromConfig(process.cwd(), []);
  } catch (error) {
    process.stderr.write(`The git hooks were not installed: ${error instanceof Error ? error.message : String(error)}\n`);
  }
} else if (reason !== 'CI') {
  process.stdout.write(`Git hooks not installed (${reason}).\n`);
}
