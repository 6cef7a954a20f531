import { useId, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { api } from './api.ts';
import { splitFieldMessage } from '../shared/plain-words.ts';
import { formContextOf } from './form-context.ts';

/**
 * An image path with an upload button: the file is checked and stored by the server, and its path filled in. A
 * problem with the picture ("This page needs a picture") is shown beside the button that fixes it (the form's own
 * place for messages, under the field, is turned off for images: pageUiSchema).
 */
export function ImageWidget({ id, value, onChange, onBlur, onFocus, disabled, readonly, required, registry, rawErrors }: WidgetProps) {
  const [status, setStatus] = useState<{ kind: 'busy' | 'ok' | 'error'; text: string }>();
  const statusId = useId();
  const { previewOrigin } = formContextOf(registry);
  const problems = (rawErrors ?? []).filter(Boolean).map((error) => splitFieldMessage(String(error)));

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setStatus({ kind: 'busy', text: `Uploading ${file.name}…` });
    try {
      const { path } = await api.upload(file);
      onChange(path);
      setStatus({ kind: 'ok', text: `Uploaded as ${path}.` });
    } catch (error) {
      setStatus({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <div className="image-widget">
      <input
        id={id}
        type="text"
        className="form-control"
        value={typeof value === 'string' ? value : ''}
        required={required}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        aria-describedby={`${id}__error ${id}__description ${statusId}`}
        aria-invalid={problems.length > 0 || undefined}
      />
      <div className="image-row">
        {typeof value === 'string' && value && previewOrigin && <img className="thumbnail" src={`${previewOrigin}${value}`} alt="" />}
        <label className="button button-small upload-button">
          Upload a picture…
          <input
            type="file"
            className="visually-hidden"
            accept=".jpg,.jpeg,.png,.webp,.svg,image/jpeg,image/png,image/webp,image/svg+xml"
            disabled={disabled || readonly}
            onChange={(event) => upload(event.target.files?.[0])}
          />
        </label>
        {problems.length > 0 && (
          <div id={`${id}__error`} className="image-problem">
            {problems.map((problem, index) => (
              <p key={index}>
                {problem.plain}
                {problem.details && (
                  <details className="developer-details">
                    <summary>Details</summary>
                    <code>{problem.details}</code>
                  </details>
                )}
              </p>
            ))}
          </div>
        )}
      </div>
      <p id={statusId} className={`upload-status upload-${status?.kind ?? 'idle'}`} role={status?.kind === 'error' ? 'alert' : 'status'}>
        {status?.text ?? 'A JPEG, PNG, WebP or SVG picture from your computer.'}
      </p>
    </div>
  );
}
