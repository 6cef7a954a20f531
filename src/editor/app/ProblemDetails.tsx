import type { Problem } from './api.js';

/**
 * What a developer needs to find a problem the editor has put in plain words: the file and its line and column, the
 * manifest path (`showPath`) and the validator's own message — folded away under "Details" for everyone else.
 */
export function ProblemDetails({ problem, showPath = true }: { problem: Problem; showPath?: boolean }) {
  return (
    <details className="developer-details">
      <summary>Details</summary>
      <code>
        {problem.file}
        {problem.line > 0 ? `:${problem.line}:${problem.col}` : ''}
      </code>{' '}
      {showPath && problem.path && <strong>{problem.path}: </strong>}
      {problem.message}
    </details>
  );
}
