import { Fragment } from 'react';
import type { PublishEntry } from './api.js';
import { editorTime } from './editor-time.js';
import { isolated } from './isolated.js';

interface Props {
  history: PublishEntry[];
  busy: boolean;
  onUndo: (entry: PublishEntry) => void;
}

const SHOWN_PAGES = 6;

/** The pages a publish changed, each address isolated (<bdi>): an Arabic address keeps to its place in the list. */
function PagesOf({ entry }: { entry: PublishEntry }) {
  if (entry.whole) return <>The whole site</>;
  if (entry.pages.length === 0) return <>Site settings</>;
  const shown = entry.pages.slice(0, SHOWN_PAGES);
  return (
    <>
      {shown.map((page, index) => (
        <Fragment key={page}>
          {index > 0 && ', '}
          <bdi>{page}</bdi>
        </Fragment>
      ))}
      {entry.pages.length > shown.length && ` and ${entry.pages.length - shown.length} more`}
    </>
  );
}

/** Past publishes, newest first: when, who, which pages, and "Undo this publish" (a revert, itself published). */
export function PublishHistory({ history, busy, onUndo }: Props) {
  const byId = new Map(history.map((entry) => [entry.id, entry]));
  return (
    <section aria-labelledby="publish-history" className="publish-history">
      <h3 id="publish-history">Published before</h3>
      {history.length === 0 ? (
        <p>Nothing has been published from here yet.</p>
      ) : (
        <ol>
          {history.map((entry) => {
            const undid = entry.undoes ? byId.get(entry.undoes) : undefined;
            return (
              <li key={entry.id} className="publish-entry">
                <p className="publish-entry-head">
                  <time dateTime={entry.at}>{editorTime(entry.at)}</time> by <bdi>{entry.by}</bdi>
                  {entry.undone && <span className="publish-tag">Undone</span>}
                </p>
                <p className="publish-entry-pages">
                  {undid ? `Undid the publish of ${editorTime(undid.at)}: ` : ''}
                  {entry.changes?.length ? '' : <PagesOf entry={entry} />}
                </p>
                {entry.changes && entry.changes.length > 0 && (
                  <ul className="publish-entry-changes">
                    {entry.changes.map((line) => (
                      <li key={line}>
                        <bdi>{line}</bdi>
                      </li>
                    ))}
                  </ul>
                )}
                {entry.undoable && !entry.undone && (
                  <button
                    type="button"
                    className="button button-small"
                    disabled={busy}
                    onClick={() => {
                      if (
                        window.confirm(
                          `Undo the publish of ${editorTime(entry.at)} by ${isolated(entry.by)}? Its changes are taken back and the site is published again.`,
                        )
                      )
                        onUndo(entry);
                    }}
                  >
                    Undo this publish<span className="visually-hidden"> of {editorTime(entry.at)}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
