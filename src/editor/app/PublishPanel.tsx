import { useCallback, useEffect, useRef, useState } from 'react';
import type { Review } from '../shared/review.js';
import { api, ApiError, type Problem, type PublishDone, type PublishOverview, type RouteSummary } from './api.js';
import { PublishHistory } from './PublishHistory.js';
import { PublishProblems } from './PublishProblems.js';
import { PublishReview } from './PublishReview.js';
import { SchedulePublish } from './SchedulePublish.js';

interface Props {
  routes: RouteSummary[];
  /** This tab has edits not saved: Publish puts what is saved live, so it waits. */
  dirty: boolean;
  onClose: () => void;
  /** Open a page's form (a problem is there). */
  onShowPage: (index: number) => void;
  /** What is saved changed (an undo rewrote it): the tab reads it again. */
  onSavedChanged: () => void;
}

type Outcome = { kind: 'done'; text: string; done: PublishDone } | { kind: 'error'; text: string; problems?: Problem[] };

/**
 * Publish, as a dialog over the editor: what is waiting to go live, the Publish button, what happened (problems at
 * their pages and fields when the checks fail; the push's and deploy command's output when it worked), the
 * checklist before the first public launch, and the history with "Undo this publish".
 */
export function PublishPanel({ routes, dirty, onClose, onShowPage, onSavedChanged }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [overview, setOverview] = useState<PublishOverview>();
  const [busy, setBusy] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [review, setReview] = useState<Review>();

  /** Which read of the overview and review is the latest. */
  const reads = useRef(0);

  const refresh = useCallback(() => {
    // Only the latest read counts: an older answer arriving late (after a publish) must not undo a newer one.
    const read = ++reads.current;
    const latest =
      <T,>(set: (value: T) => void) =>
      (value: T) => {
        if (read === reads.current) set(value);
      };
    api.publishOverview().then(latest(setOverview), (error: Error) => setOutcome({ kind: 'error', text: error.message }));
    api.review().then(latest(setReview), (error: Error) => setOutcome({ kind: 'error', text: error.message }));
  }, []);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
    refresh();
  }, [refresh]);

  /** `rewritesSaved`: the action changed what is saved (an undo), which the editor then shows; a publish does not. */
  const run = async (label: string, action: () => Promise<PublishDone>, success: (done: PublishDone) => string, rewritesSaved = false) => {
    setBusy(label);
    setOutcome(undefined);
    // What was waiting before this publish is not what waits after it: no answer read before it may say so.
    reads.current++;
    setReview(undefined);
    try {
      const done = await action();
      setOutcome({ kind: 'done', text: success(done), done });
      if (rewritesSaved) onSavedChanged();
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as { problems?: Problem[]; review?: Review } | undefined) : undefined;
      // Changed since the review opened: the new list replaces it, for the publisher to check again.
      if (data?.review) setReview(data.review);
      setOutcome({ kind: 'error', text: error instanceof Error ? error.message : String(error), problems: data?.problems });
    } finally {
      setBusy(undefined);
      refresh();
    }
  };
  const pagesOf = (done: PublishDone) =>
    done.record.changes?.length
      ? done.record.changes.join('; ')
      : done.record.whole
        ? 'the whole site'
        : done.record.pages.length > 0
          ? done.record.pages.join(', ')
          : 'the site settings';

  const publisher = overview?.mayPublish === true;
  const nothingWaiting = review !== undefined && review.items.length === 0;
  const firstPublish = overview?.history.length === 0;
  return (
    <dialog ref={dialog} className="publish" aria-labelledby="publish-heading" onCancel={onClose} onClose={onClose}>
      <div className="publish-head">
        <h2 id="publish-heading">Publish</h2>
        <button type="button" className="button button-small" onClick={onClose}>
          Close
        </button>
      </div>
      <p id="publish-intro">
        Publishing checks the saved site, builds it and puts it live in one step: visitors see the old version until the new one is complete.
        {overview?.remote &&
          ` Each publish is also copied to “${overview.remote.name}”${overview.remote.branch ? ` (as “${overview.remote.branch}”)` : ''}, where the site’s history is kept.`}
        {overview?.command && ' Then the deploy command runs; its output is shown here.'}
      </p>
      {review ? <PublishReview review={review} firstPublish={firstPublish} /> : <p role="status">Listing what publishing would change…</p>}
      {dirty && <p className="publish-waiting">This tab has changes that are not saved. Save or discard them first: Publish puts what is saved live.</p>}
      {overview && !publisher && <p className="publish-waiting">Only a publisher can publish. Your saved changes wait for a publisher.</p>}
      <button
        type="button"
        className="button button-primary"
        disabled={dirty || busy !== undefined || !publisher || !review || (nothingWaiting && !firstPublish)}
        onClick={() =>
          review &&
          run(
            'publish',
            () => api.publish(review.version),
            (done) => `Published. Now live: ${pagesOf(done)}.`,
          )
        }
      >
        {busy === 'publish' ? 'Publishing…' : publishLabel(review, firstPublish)}
      </button>
      {review && !dirty && <SchedulePublish review={review} mayPublish={publisher} onReviewChanged={setReview} />}
      <div role="status" aria-live="polite" className="publish-outcome">
        {busy && <p>{busy === 'publish' ? 'Checking and building the site…' : 'Undoing and publishing…'}</p>}
        {outcome?.kind === 'done' && (
          <>
            <p className="publish-ok">{outcome.text}</p>
            {(
              [
                [`Copying to “${overview?.remote?.name ?? 'the history'}”`, outcome.done.push],
                ['The deploy command', outcome.done.command],
              ] as const
            ).map(([name, step]) =>
              step ? (
                <details key={name} open={!step.ok}>
                  <summary className={step.ok ? 'publish-ok' : 'publish-error'}>
                    {name} {step.ok ? 'worked' : 'failed: the site is live here, but not there'}
                  </summary>
                  <pre className="publish-output">{step.output || '(no output)'}</pre>
                </details>
              ) : null,
            )}
          </>
        )}
      </div>
      {outcome?.kind === 'error' && (
        <div role="alert" className="notice notice-error">
          <p>{outcome.text}</p>
          {outcome.problems && <PublishProblems problems={outcome.problems} routes={routes} onShowPage={onShowPage} />}
        </div>
      )}
      {overview?.checklist && overview.checklist.length > 0 && (
        <details className="publish-checklist">
          <summary>
            Before the first public launch: {overview.checklist.length} thing{overview.checklist.length === 1 ? '' : 's'} the firm still has to supply or
            confirm
          </summary>
          <PublishProblems problems={overview.checklist} routes={routes} onShowPage={onShowPage} checklist />
        </details>
      )}
      {overview && (
        <PublishHistory
          history={overview.history}
          busy={busy !== undefined || !publisher}
          onUndo={(entry) =>
            run(
              'undo',
              () => api.undoPublish(entry.id),
              (done) => `Undone and published. Changed on the live site: ${pagesOf(done)}.`,
              true,
            )
          }
        />
      )}
    </dialog>
  );
}

function publishLabel(review: Review | undefined, firstPublish: boolean): string {
  const count = review?.items.length ?? 0;
  if (firstPublish && count === 0) return 'Publish the whole site';
  if (count === 0) return 'Publish';
  return count === 1 ? 'Publish this change' : `Publish these ${count} changes`;
}
