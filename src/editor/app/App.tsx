import { useCallback, useEffect, useState } from 'react';
import { api, ApiError, type EditorState } from './api.ts';
import { PageList } from './PageList.tsx';
import { PageEditor } from './PageEditor.tsx';
import { SaveBar } from './SaveBar.tsx';
import { SectionEditor } from './SectionEditor.tsx';

/** The editor: pages on the left, the chosen page's form (and preview) on the right, Save always in view. */
export function App() {
  const [state, setState] = useState<EditorState>();
  const [selected, setSelected] = useState(0);
  /** A site-wide setting shown instead of a page, when one is chosen. */
  const [section, setSection] = useState<string>();
  const [error, setError] = useState<string>();
  /** Bumped when the page's data must be read again (reload from disk, page moved): remounts the form. */
  const [version, setVersion] = useState(0);

  useEffect(() => {
    api.state().then(setState, (failure: Error) => setError(failure.message));
  }, []);

  // Closing the tab with unsaved edits asks first (they live in the editor process until saved or discarded).
  const dirty = state?.dirty ?? false;
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const update = useCallback((next: Partial<EditorState>) => setState((current) => (current ? { ...current, ...next } : current)), []);

  // The preview server starts alongside the editor: ask again until it answers, then show it.
  const previewPending = state !== undefined && !state.previewOrigin;
  useEffect(() => {
    if (!previewPending) return;
    const timer = setInterval(() => {
      api.state().then(
        ({ previewOrigin }) => previewOrigin && update({ previewOrigin }),
        () => {},
      );
    }, 1500);
    return () => clearInterval(timer);
  }, [previewPending, update]);

  const run = useCallback(
    async <T extends Partial<EditorState>>(action: () => Promise<T>): Promise<T | undefined> => {
      try {
        setError(undefined);
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

  return (
    <div className="editor">
      <SaveBar
        state={state}
        onSaved={update}
        onReloaded={(next) => {
          update(next);
          setVersion((count) => count + 1);
        }}
      />
      <div className="workspace">
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
          {error && (
            <p className="notice notice-error" role="alert">
              {error}
            </p>
          )}
          {section !== undefined ? (
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
