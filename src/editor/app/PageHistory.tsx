import { useEffect, useId, useRef, useState } from 'react';
import type { FieldChange } from '../shared/review.js';
import { api, type EditorState } from './api.js';
import { editorTime } from './editor-time.js';
import { Fields } from './PublishReview.js';

interface Version {
  commit: string;
  at: string;
  by: string;
  subject: string;
}

interface Props {
  index: number;
  title: string;
  onClose: () => void;
  /** A version was put into this tab's changes: the page's form reads it again. */
  /** The restored state, and the sentence that says what happened (the page's form reloads, closing this dialog). */
  onRestored: (state: EditorState, message: string) => void;
}

/**
 * A page's earlier versions (from the site's history): compare any one with what is saved now, and put one back into
 * this tab's changes, to be saved, reviewed and published like any edit.
 */
export function PageHistory({ index, title, onClose, onRestored }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [versions, setVersions] = useState<Version[]>();
  const [compared, setCompared] = useState<{ version: Version; changes: FieldChange[] }>();
  const [message, setMessage] = useState<string>();

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
    api.versions(index).then(
      ({ versions: list }) => setVersions(list),
      (error: Error) => setMessage(error.message),
    );
  }, [index]);

  const compare = async (version: Version) => {
    setMessage(undefined);
    try {
      setCompared({ version, changes: (await api.compareVersions(index, version.commit, 'saved')).changes });
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };
  const restore = async (version: Version) => {
    if (!window.confirm(`Put the version of ${editorTime(version.at)} back into your changes? Nothing is saved until you save.`)) return;
    try {
      onRestored(await api.restoreVersion(index, version.commit), `The version of ${editorTime(version.at)} is now in your changes. Check it, then save.`);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <dialog ref={dialog} className="publish page-history" aria-labelledby={`${id}-heading`} onCancel={onClose} onClose={onClose}>
      <div className="publish-head">
        <h2 id={`${id}-heading`}>Earlier versions of “{title}”</h2>
        <button type="button" className="button button-small" onClick={onClose}>
          Close
        </button>
      </div>
      {message && (
        <p role="status" className="publish-waiting">
          {message}
        </p>
      )}
      {!versions ? (
        <p role="status">Reading the page’s history…</p>
      ) : versions.length === 0 ? (
        <p>This site keeps no history of its pages here (it is not a git repository), or this page has none yet.</p>
      ) : (
        <ol className="review-list">
          {versions.map((version) => (
            <li key={version.commit} className="review-item">
              <p>
                <strong>{editorTime(version.at)}</strong> by <bdi>{version.by}</bdi>
              </p>
              <p className="review-authors">
                <bdi>{version.subject}</bdi>
              </p>
              <p>
                <button type="button" className="button button-small" onClick={() => void compare(version)}>
                  Compare with the saved page<span className="visually-hidden">: version of {editorTime(version.at)}</span>
                </button>{' '}
                <button type="button" className="button button-small" onClick={() => void restore(version)}>
                  Restore this version<span className="visually-hidden"> of {editorTime(version.at)}</span>
                </button>
              </p>
              {compared?.version.commit === version.commit && (
                <section aria-label={`Differences from the version of ${editorTime(version.at)}`} className="review">
                  {compared.changes.length === 0 ? <p>The saved page is the same as this version.</p> : <Fields fields={compared.changes} />}
                </section>
              )}
            </li>
          ))}
        </ol>
      )}
    </dialog>
  );
}
