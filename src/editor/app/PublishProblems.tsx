import { ProblemDetails } from './ProblemDetails.js';
import type { Problem, RouteSummary } from './api.js';
import { placeOf } from './problem-place.js';
import { plainWords } from '../shared/plain-words.js';

interface Props {
  problems: Problem[];
  routes: RouteSummary[];
  onShowPage: (index: number) => void;
  /** The launch checklist: items to tick off, not errors. */
  checklist?: boolean;
}

/** Problems that stop (or, before launch, should stop) a publish: each at its page and field, with a way to open that page. */
export function PublishProblems({ problems, routes, onShowPage, checklist }: Props) {
  return (
    <ul className={checklist ? 'publish-problems publish-checklist-items' : 'publish-problems'}>
      {problems.map((problem, position) => {
        const place = placeOf(problem, routes);
        return (
          <li key={position}>
            <strong>{place.where}:</strong> {plainWords(problem.message, { quoteCode: true })}
            {place.page !== undefined && (
              <>
                {' '}
                <button type="button" className="button button-small" onClick={() => onShowPage(place.page!)}>
                  Open this page<span className="visually-hidden">: {place.where}</span>
                </button>
              </>
            )}
            <ProblemDetails problem={problem} />
          </li>
        );
      })}
    </ul>
  );
}
