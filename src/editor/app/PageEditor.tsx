import { useEffect, useMemo, useRef, useState } from 'react';
import { api, csrfToken, type EditorState, type RouteData, type RouteSummary } from './api.js';
import { ArabicNotice, missingArabic } from './ArabicNotice.js';
import { BodyEditor } from './BodyEditor.js';
import { PageHistory } from './PageHistory.js';
import { PreviewLinks } from './PreviewLinks.js';
import { ProblemList } from './ProblemList.js';
import { SchemaForm } from './SchemaForm.js';
import { schema } from './schema.js';
import { problemsOutside } from '../shared/field-errors.js';
import { pageSchema } from '../shared/schema-form.js';

interface Props {
  index: number;
  summary: RouteSummary;
  state: EditorState;
  onState: (state: Partial<EditorState>) => void;
}

/** One page: its form generated from the schema branch of its template, its markdown text, and the live preview. */
export function PageEditor({ index, summary, state, onState }: Props) {
  const [data, setData] = useState<RouteData>();
  const [loadError, setLoadError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [showArabicText, setShowArabicText] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  /** Counts restores: the form and texts start again from the page as restored. */
  const [restored, setRestored] = useState(0);
  const [restoredMessage, setRestoredMessage] = useState<string>();
  const arabicText = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    api.route(index).then(setData, (error: Error) => setLoadError(error.message));
  }, [index, restored]);

  const template = summary.template;
  const formSchema = useMemo(() => pageSchema(schema, template), [template]);
  const outside = useMemo(() => problemsOutside(state.problems, ['routes', index]), [state.problems, index]);
  // A problem in this page's text (a broken link in it) is shown at its text box; the list above the form is for the rest.
  const inText = (file: string | undefined) => (problem: { file: string }) => !!file && problem.file.endsWith(`content/${file}`);
  const arabicFile = data?.bodyFile && `ar/${data.bodyFile}`;
  const others = outside.filter((problem) => !inText(data?.bodyFile)(problem) && !inText(arabicFile)(problem));

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!data) return <p>Loading the page…</p>;
  if (!formSchema) return <p role="alert">This page's template, “{template}”, is not in the schema.</p>;

  const previewUrl = state.previewOrigin ? `${state.previewOrigin}${summary.path}` : undefined;
  const missing = missingArabic(data);
  // Opens the Arabic fields: the form's “Arabic” group (its first box gets the focus) and the Arabic page text.
  const offerArabic = () => {
    setShowArabicText(true);
    const group = document.getElementById('page_ar');
    const first = group?.querySelector<HTMLElement>('input, textarea') ?? arabicText.current;
    (group ?? first)?.scrollIntoView({ block: 'start' });
    first?.focus();
  };
  return (
    <div className="page-editor">
      <div className="page-head">
        <div>
          <h1>{summary.title || summary.path}</h1>
          <p className="page-meta">
            <code>{summary.path}</code> · {template} page{summary.draft && <span className="badge">Draft</span>}
            {pending && <span className="checking"> · checking…</span>}
          </p>
        </div>
        {previewUrl && (
          <a className="button button-small" href={previewUrl} target="_blank" rel="noreferrer">
            Open preview in a new tab
          </a>
        )}
        {/* On the server (/edit): the page as the site's templates render it, from this tab's draft. */}
        {!previewUrl && csrfToken && <PreviewLinks path={summary.path} unsaved />}
        <button type="button" className="button button-small" aria-haspopup="dialog" onClick={() => setHistoryOpen(true)}>
          Earlier versions
        </button>
      </div>
      {historyOpen && (
        <PageHistory
          index={index}
          title={summary.title || summary.path}
          onClose={() => setHistoryOpen(false)}
          onRestored={(next, message) => {
            onState(next);
            setHistoryOpen(false);
            setRestoredMessage(message);
            setData(undefined);
            setRestored((count) => count + 1);
          }}
        />
      )}
      {restoredMessage && (
        <p role="status" className="publish-ok">
          {restoredMessage}
        </p>
      )}
      <ArabicNotice missing={missing} onOffer={offerArabic} />
      <ProblemList problems={others} />
      <div className="columns" key={restored}>
        <section className="form-column" aria-label="Page fields">
          <SchemaForm
            schema={formSchema}
            at={['routes', index]}
            initial={data.route}
            state={state}
            send={(route) => api.setRoute(index, route)}
            onState={onState}
            onPending={setPending}
          />
          {data.bodyFile && <BodyEditor file={data.bodyFile} initial={data.body ?? ''} onState={onState} problems={outside.filter(inText(data.bodyFile))} />}
          {arabicFile && (showArabicText || data.arabicBody !== undefined) && (
            <BodyEditor
              ref={arabicText}
              file={arabicFile}
              lang="ar"
              initial={data.arabicBody ?? ''}
              onState={onState}
              problems={outside.filter(inText(arabicFile))}
            />
          )}
        </section>
        <section className="preview-column" aria-labelledby="preview-heading">
          <h2 id="preview-heading">Preview (unsaved changes included)</h2>
          {previewUrl ? (
            <iframe title={`Preview of ${summary.path}`} src={previewUrl} />
          ) : (
            // On the server (/edit) the preview opens in a tab of its own (the buttons above the form).
            <p className="hint">
              {csrfToken
                ? 'Use Preview at the top to see this page as the site will show it, your unsaved changes included, in a new tab. Nothing is live until it is published.'
                : 'The preview is starting…'}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
