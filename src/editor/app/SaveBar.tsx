import { useState } from 'react';
import { api, ApiError, type EditorState } from './api.ts';

interface Props {
  state: EditorState;
  onSaved: (state: EditorState) => void;
  onReloaded: (state: EditorState) => void;
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The bar at the top: what state the edits are in, why Save is off when it is, and Save itself. */
export function SaveBar({ state, onSaved, onReloaded }: Props) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string; conflict?: boolean }>();
  const problems = state.problems.length;
  const blocked = problems > 0;

  const status = blocked
    ? `Save is off: ${count(problems, 'problem')} to fix first, shown at ${problems === 1 ? 'its field' : 'their fields'}.`
    : state.dirty
      ? 'Unsaved changes.'
      : 'All changes saved.';

  const save = async () => {
    setBusy(true);
    try {
      onSaved(await api.save());
      setMessage({ kind: 'ok', text: 'Saved to site.yaml.' });
    } catch (error) {
      const conflict = error instanceof ApiError && error.reason === 'changed-on-disk';
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error), conflict });
    } finally {
      setBusy(false);
    }
  };

  const reload = async () => {
    if (state.dirty && !window.confirm('Drop your unsaved changes and read site.yaml from disk again?')) return;
    onReloaded(await api.reload());
    setMessage({ kind: 'ok', text: 'Read site.yaml from disk again.' });
  };

  return (
    <header className="save-bar">
      <div className="brand">
        <span className="brand-name">Site editor</span>
        <span className="brand-file">site.yaml</span>
      </div>
      <p className={`status ${blocked ? 'status-blocked' : state.dirty ? 'status-dirty' : 'status-clean'}`} id="save-status" role="status">
        {status}
        {message && (message.kind === 'error' || !state.dirty) && <span className={`status-message status-${message.kind}`}> {message.text}</span>}
      </p>
      <div className="actions">
        {message?.conflict ? (
          <button type="button" className="button" onClick={reload}>
            Reload from disk
          </button>
        ) : (
          <button type="button" className="button button-quiet" onClick={reload} disabled={!state.dirty || busy}>
            Discard changes
          </button>
        )}
        <button type="button" className="button button-primary" onClick={save} disabled={blocked || !state.dirty || busy} aria-describedby="save-status">
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </header>
  );
}
