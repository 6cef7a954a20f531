import type { PublishEntry } from './api.ts';

interface Props {
  history: PublishEntry[];
  busy: boolean;
  onUndo: (entry: PublishEntry) => void;
}

const when = (at: string) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function pagesOf(entry: PublishEntry): string {
  if (entry.whole) return 'The whole site';
  if (entry.pages.length === 0) return 'Site settings';
  return entry.pages.length > 6 ? `${entry.pages.slice(0, 6).join(', ')} and ${entry.pages.length - 6} more` : entry.pages.join(', ');
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
                  <time dateTime={entry.at}>{when(entry.at)}</time> by {entry.by}
                  {entry.undone && <span className="publish-tag">Undone</span>}
                </p>
                <p className="publish-entry-pages">
                  {undid ? `Undid the publish of ${when(undid.at)}: ` : ''}
                  {entry.changes?.length ? '' : pagesOf(entry)}
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
                      if (window.confirm(`Undo the publish of ${when(entry.at)} by ${entry.by}? Its changes are taken back and the site is published again.`))
                        onUndo(entry);
                    }}
                  >
                    Undo this publish<span className="visually-hidden"> of {when(entry.at)}</span>
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
