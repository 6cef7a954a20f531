import { ProblemDetails } from './ProblemDetails.js';
import type { Problem } from './api.js';
import { plainWords } from '../shared/plain-words.js';

/** Problems that belong to no field of this page (other pages, site settings, markdown files), in plain words; file:line:col under Details. */
export function ProblemList({ problems }: { problems: Problem[] }) {
  if (problems.length === 0) return null;
  return (
    <section className="notice notice-error" aria-labelledby="other-problems">
      <h2 id="other-problems">
        {problems.length === 1 ? 'A problem elsewhere in the site' : `${problems.length} problems elsewhere in the site`} (Save waits until it is fixed)
      </h2>
      <ul>
        {problems.slice(0, 20).map((problem, position) => (
          <li key={position}>
            {plainWords(problem.message, { quoteCode: true })}
            <ProblemDetails problem={problem} />
          </li>
        ))}
      </ul>
    </section>
  );
}
