import { useCallback, useEffect, useRef, useState } from 'react';
import { LawFigures } from './LawFigures.js';
import { MediaLibrary, PICTURES_SECTION } from './MediaLibrary.js';
import { api, ApiError, type EditorState } from './api.js';
import { flushAll, hasPendingEdits, usePending } from './pending.js';
import { PageList } from './PageList.js';
import { PageEditor } from './PageEditor.js';
import { PublishPanel } from './PublishPanel.js';
import { SaveBar } from './SaveBar.js';
import { SectionEditor } from './SectionEditor.js';

/** The editor: pages on the left, the chosen page's form (and preview) on the right, Save always in view. */
export function App() {
  const [state, setState] = useState<EditorState>();
  const [selected, setSelected] = useState(0);
  /** A site-wide setting shown instead of a page, when one is chosen. */
  const [section, setSection] = useState<string>();
  const [error, setError] = useState<string>();
  /** Bumped when the page's data must be read again (reload from disk, page moved): remounts the form. */
  const [version, setVersion] = useState(0);
  const [saving, setSaving] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const { pending } = usePending();

  useEffect(() => {
    api.state().then(setState, (failure: Error) => setError(failure.message));
  }, []);

  // Closing the tab with unsaved edits asks first (they live in this tab's draft until saved or discarded).
  const dirty = (state?.dirty ?? false) || pending;
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** Counts answers from edits and saves: a poll asked before one of them answers with older news, and is dropped. */
  const answers = useRef(0);
  const update = useCallback((next: Partial<EditorState>) => {
    answers.current += 1;
    setState((current) => (current ? { ...current, ...next } : current));
  }, []);

  // Asked again every few seconds: whether another tab or a change on disk made what this tab shows out of date
  // (the status then stops saying "saved"), and whether the preview server, started alongside, answers yet.
  const loaded = state !== undefined;
  useEffect(() => {
    if (!loaded) return;
    const timer = setInterval(() => {
      const asked = answers.current;
      api.state().then(
        ({ previewOrigin, stale }) => {
          if (asked === answers.current) setState((current) => (current ? { ...current, stale, ...(previewOrigin ? { previewOrigin } : {}) } : current));
        },
        () => {},
      );
    }, 2000);
    return () => clearInterval(timer);
  }, [loaded]);

  const run = useCallback(
    async <T extends Partial<EditorState>>(action: () => Promise<T>): Promise<T | undefined> => {
      try {
        setError(undefined);
        // Edits still waiting name their page by position: they go before a page is added or moved.
        await flushAll();
        const next = await action();
        update(next);
        return next;
      } catch (failure) {
        setError(failure instanceof ApiError || failure instanceof Error ? failure.message : String(failure));
        return undefined;
      }
    },
    [update],
  );

  if (!state) {
    return <main className="loading">{error ? <p role="alert">{error}</p> : <p>Loading the site…</p>}</main>;
  }
  const page = state.routes[selected];
  // Pages added or moved elsewhere shift positions: the chosen page stays chosen by its address.
  const keepSelection = (next: EditorState) => {
    const index = next.routes.findIndex((route) => route.path === page?.path);
    if (index >= 0 && index !== selected) setSelected(index);
  };

  return (
    <div className="editor">
      <SaveBar
        state={state}
        onSaved={(next, merged) => {
          update(next);
          keepSelection(next);
          // Changes saved elsewhere were taken in: the form is read again, so it shows exactly what is stored.
          if (merged) setVersion((count) => count + 1);
        }}
        onReloaded={(next) => {
          update(next);
          keepSelection(next);
          setVersion((count) => count + 1);
        }}
        onBusy={setSaving}
        onPublish={() => setPublishing(true)}
      />
      {publishing && (
        <PublishPanel
          routes={state.routes}
          dirty={dirty}
          onClose={() => setPublishing(false)}
          onShowPage={(index) => {
            setPublishing(false);
            setSection(undefined);
            setSelected(index);
          }}
          onSavedChanged={() => {
            // An undo rewrote what is saved: a tab with nothing unsaved shows it at once. Words typed after the undo
            // (once the dialog is closed, before this answer) are kept: the server keeps a draft holding edits, and
            // the form is not read again over an edit still on its way.
            if (!dirty)
              api.reload({ unlessEdited: true }).then(
                (next) => {
                  update(next);
                  keepSelection(next);
                  if (!next.dirty && !hasPendingEdits()) setVersion((count) => count + 1);
                },
                (failure: Error) => setError(failure.message),
              );
          }}
        />
      )}
      <div className="workspace" inert={saving}>
        <PageList
          routes={state.routes}
          selected={section === undefined ? selected : -1}
          onSelect={(index) => {
            setSection(undefined);
            setSelected(index);
          }}
          section={section}
          onSelectSection={setSection}
          onAdd={async (kind, title) => {
            const next = await run(() => api.addPage(kind, title));
            if (next) {
              setSection(undefined);
              setSelected(next.index);
            }
            return next !== undefined;
          }}
          onMove={async (from, to) => {
            if (await run(() => api.move(from, to))) {
              setSelected(to);
              setVersion((count) => count + 1);
            }
          }}
        />
        <main className="page-pane" id="main">
          <LawFigures />
          {error && (
            <p className="notice notice-error" role="alert">
              {error}
            </p>
          )}
          {section === PICTURES_SECTION ? (
            <MediaLibrary key={version} />
          ) : section !== undefined ? (
            <SectionEditor key={`${section}:${version}`} section={section} state={state} onState={update} />
          ) : page ? (
            <PageEditor key={`${selected}:${version}`} index={selected} summary={page} state={state} onState={update} />
          ) : (
            <p>Choose a page on the left.</p>
          )}
        </main>
      </div>
    </div>
  );
}
