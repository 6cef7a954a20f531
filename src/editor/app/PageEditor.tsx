import { useEffect, useMemo, useRef, useState } from 'react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { api, type EditorState, type RouteData, type RouteSummary } from './api.ts';
import { BodyEditor } from './BodyEditor.tsx';
import { ProblemList } from './ProblemList.tsx';
import { schema, validator } from './schema.ts';
import { ImageWidget } from './ImageWidget.tsx';
import { otherProblems, pageErrors } from '../shared/field-errors.ts';
import { pageSchema, pageUiSchema } from '../shared/schema-form.ts';

interface Props {
  index: number;
  summary: RouteSummary;
  state: EditorState;
  onState: (state: Partial<EditorState>) => void;
}

const widgets = { image: ImageWidget };
/** Edits are sent to the server (validated there) once typing pauses for this long. */
const SEND_AFTER_MS = 350;

/** One page: its form generated from the schema branch of its template, its markdown text, and the live preview. */
export function PageEditor({ index, summary, state, onState }: Props) {
  const [data, setData] = useState<RouteData>();
  const [formData, setFormData] = useState<Record<string, unknown>>();
  const [loadError, setLoadError] = useState<string>();
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sequence = useRef(0);

  useEffect(() => {
    api.route(index).then(
      (loaded) => {
        setData(loaded);
        setFormData(loaded.route);
      },
      (error: Error) => setLoadError(error.message),
    );
    return () => clearTimeout(timer.current);
  }, [index]);

  const template = summary.template;
  const formSchema = useMemo(() => pageSchema(schema, template), [template]);
  const uiSchema = useMemo<UiSchema>(
    () =>
      formSchema
        ? {
            ...pageUiSchema(schema, formSchema),
            // The schema's descriptions are written with `code` marks: shown as such, not as backticks.
            'ui:globalOptions': { enableMarkdownInDescription: true, enableMarkdownInHelp: true },
            'ui:submitButtonOptions': { norender: true },
          }
        : {},
    [formSchema],
  );
  const extraErrors = useMemo(() => pageErrors(state.problems, index) as ErrorSchema, [state.problems, index]);
  const others = useMemo(() => otherProblems(state.problems, index), [state.problems, index]);

  const onChange = (event: IChangeEvent) => {
    const next = event.formData as Record<string, unknown>;
    setFormData(next);
    clearTimeout(timer.current);
    setPending(true);
    const mine = ++sequence.current;
    timer.current = setTimeout(async () => {
      try {
        const result = await api.setRoute(index, next);
        if (mine === sequence.current) onState(result);
      } finally {
        if (mine === sequence.current) setPending(false);
      }
    }, SEND_AFTER_MS);
  };

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!data || !formData) return <p>Loading the page…</p>;
  if (!formSchema) return <p role="alert">This page's template, “{template}”, is not in the schema.</p>;

  const previewUrl = state.previewOrigin ? `${state.previewOrigin}${summary.path}` : undefined;
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
      </div>
      <ProblemList problems={others} />
      <div className="columns">
        <section className="form-column" aria-label="Page fields">
          <Form
            schema={formSchema as RJSFSchema}
            uiSchema={uiSchema}
            formData={formData}
            validator={validator}
            widgets={widgets}
            formContext={{ previewOrigin: state.previewOrigin }}
            extraErrors={extraErrors}
            noValidate
            showErrorList={false}
            onChange={onChange}
            idPrefix="page"
            experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' } }}
          />
          {data.bodyFile && <BodyEditor file={data.bodyFile} initial={data.body ?? ''} onState={onState} />}
        </section>
        {previewUrl && (
          <section className="preview-column" aria-labelledby="preview-heading">
            <h2 id="preview-heading">Preview (unsaved changes included)</h2>
            <iframe title={`Preview of ${summary.path}`} src={previewUrl} />
          </section>
        )}
      </div>
    </div>
  );
}
