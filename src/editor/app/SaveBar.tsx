import { useState } from 'react';
import { api, ApiError, csrfToken, type Choices, type ConflictAnswer, type EditorState } from './api.js';
import { ConflictView } from './ConflictView.js';
import { dropAll, flushAll, usePending } from './pending.js';
import { saveStatus } from './save-status.js';
import { HelpLink } from './HelpLink.js';

interface Props {
  state: EditorState;
  /** A save went through; `merged` when it took in changes saved elsewhere (the form must show them). */
  onSaved: (state: EditorState, merged: boolean) => void;
  /** The tab starts again from what is stored (Discard, or "Show the latest version"). */
  onReloaded: (state: EditorState) => void;
  /** Editing pauses while a save is on its way: an edit typed then would be applied to the wrong version. */
  onBusy: (busy: boolean) => void;
  /** Opens Publish (what is saved goes live). */
  onPublish: () => void;
}

/** The bar at the top: what state the edits are in (in words that never say "saved" when they are not), and Save. */
export function SaveBar({ state, onSaved, onReloaded, onBusy, onPublish }: Props) {
  const [busy, setBusyState] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string }>();
  const [conflict, setConflict] = useState<ConflictAnswer>();
  const { pending, failure } = usePending();
  const status = saveStatus(state, pending, failure);
  const setBusy = (value: boolean) => {
    setBusyState(value);
    onBusy(value);
  };

  const save = async (resolution?: { diskVersion: string; choices: Choices }) => {
    setBusy(true);
    setMessage(undefined);
    try {
      // What is typed but not yet sent goes first: Save saves what the screen shows.
      if (!(await flushAll())) throw new Error('Your latest edit has not reached the editor yet, so nothing was saved. Try Save again.');
      const saved = await api.save((await api.state()).versions, resolution);
      setConflict(undefined);
      onSaved(saved, saved.merged);
      if (saved.merged) setMessage({ kind: 'ok', text: 'Saved, together with changes saved elsewhere meanwhile.' });
    } catch (error) {
      if (error instanceof ApiError && error.reason === 'conflict') setConflict(error.data as ConflictAnswer);
      else setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  const reload = async (confirmFirst: boolean) => {
    if (confirmFirst && !window.confirm('Drop your unsaved changes in this tab and show the saved version?')) return;
    await dropAll();
    onReloaded(await api.reload());
    setMessage(undefined);
  };

  const dirty = state.dirty || pending;
  return (
    <header className="save-bar">
      <div className="brand">
        <span className="brand-name">Site editor</span>
      </div>
      <p className={`status status-${status.kind}`} id="save-status" role="status">
        {status.text}
        {message && (message.kind === 'error' || status.kind === 'clean') && <span className={`status-message status-${message.kind}`}> {message.text}</span>}
      </p>
      <div className="actions">
        {state.stale && !dirty ? (
          <button type="button" className="button" onClick={() => reload(false)}>
            Show the latest version
          </button>
        ) : (
          <button type="button" className="button button-quiet" onClick={() => reload(true)} disabled={!dirty || busy}>
            Discard changes
          </button>
        )}
        <button
          type="button"
          className="button button-primary"
          onClick={() => save()}
          disabled={status.kind === 'blocked' || !dirty || busy}
          aria-describedby="save-status"
        >
          {busy ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button" onClick={onPublish} disabled={busy} aria-haspopup="dialog">
          Publish
        </button>
        {/* On the server the bar above every screen has Help; under `npm run edit` this bar is the only one. */}
        {!csrfToken && <HelpLink />}
      </div>
      {conflict && (
        <ConflictView
          key={conflict.diskVersion}
          answer={conflict}
          busy={busy}
          onSave={(choices) => save({ diskVersion: conflict.diskVersion, choices })}
          onCancel={() => setConflict(undefined)}
        />
      )}
    </header>
  );
}
