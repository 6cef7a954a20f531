import type { Problem } from './problem.js';

/**
 * GitHub Actions reads `::error file=…,line=…,col=…::message` lines in a job's output as annotations and marks the
 * line in the pull request's changed files, so an editor sees the problem where they made it instead of in a log.
 * https://docs.github.com/actions/reference/workflow-commands-for-github-actions
 */
export function inGitHubActions(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.GITHUB_ACTIONS === 'true';
}

// The runner splits a command at `::`, its properties at `,` and `=`, and a line break ends it: each is %-escaped
// (% first, so the escapes themselves survive), as GitHub's own toolkit (@actions/core) does.
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** One problem as a workflow command; a problem with the file as a whole (line 0) marks the file, not a line. */
export function githubAnnotation(problem: Problem, level: 'error' | 'warning'): string {
  const properties = [`file=${escapeProperty(problem.file)}`];
  if (problem.line > 0) properties.push(`line=${problem.line}`, `col=${Math.max(1, problem.col)}`);
  // The title is what the pull request shows in bold above the message: where in site.yaml, when known.
  if (problem.path) properties.push(`title=${escapeProperty(problem.path)}`);
  return `::${level} ${properties.join(',')}::${escapeData(problem.message)}`;
}
