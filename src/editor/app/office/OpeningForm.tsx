import { useState } from 'react';
import type { ApiError } from '../api.js';
import { openingValue, type OpeningField, type OpeningWords } from '../../shared/opening-fields.js';

/** Openings are not part of a publish: a person saving one must know it is on the site at once. */
export function openingSaveNote(status: 'open' | 'closed' | undefined): string {
  return status === 'closed'
    ? 'This opening is closed: saving keeps it off the Careers page until you reopen it.'
    : 'Saving puts this opening on the Careers page at once: job openings go live without waiting for Publish.';
}

/** One opening's fields, as the server lists them; a refused field gets its message beside it. */
export function OpeningForm(props: {
  fields: OpeningField[];
  title: string;
  initial?: OpeningWords;
  /** Closed openings are off the Careers page; a new one (none given) and an open one are on it as soon as saved. */
  status?: 'open' | 'closed';
  onSave: (values: Record<string, string>) => Promise<ApiError | undefined>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(props.fields.map((field) => [field.key, (props.initial && openingValue(props.initial, field.key)) ?? ''])),
  );
  const [problem, setProblem] = useState<{ field?: string; message: string }>();
  const [busy, setBusy] = useState(false);

  return (
    <form
      className="opening-form"
      aria-label={props.title}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const failure = await props.onSave(values);
        setBusy(false);
        if (failure) setProblem({ field: (failure.data as { field?: string } | undefined)?.field, message: failure.message });
      }}
    >
      <h2>{props.title}</h2>
      {problem && !problem.field && (
        <p className="notice notice-error" role="alert">
          {problem.message}
        </p>
      )}
      {props.fields.map((field) => {
        const id = `opening-${field.key.replace('.', '-')}`;
        const wrong = problem?.field === field.key;
        const Input = field.multiline ? 'textarea' : 'input';
        return (
          <div className="field" key={field.key}>
            <label htmlFor={id}>
              {field.label}
              {field.required ? ' (needed)' : ''}
            </label>
            {field.hint && (
              <p className="hint" id={`${id}-hint`}>
                {field.hint}
              </p>
            )}
            <Input
              id={id}
              value={values[field.key]}
              lang={field.lang}
              dir={field.lang ? 'rtl' : undefined}
              required={field.required}
              maxLength={field.maxLength}
              rows={field.multiline ? 6 : undefined}
              aria-invalid={wrong || undefined}
              aria-describedby={[field.hint ? `${id}-hint` : '', wrong ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined}
              onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
            />
            {wrong && (
              <p className="field-problem" id={`${id}-problem`} role="alert">
                {problem.message}
              </p>
            )}
          </div>
        );
      })}
      <p className="hint" id="opening-goes-live">
        {openingSaveNote(props.status)}
      </p>
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy} aria-describedby="opening-goes-live">
          Save opening
        </button>
        <button type="button" className="button" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
