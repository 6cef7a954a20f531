import { useId, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { AltPrompt } from './AltPrompt.js';
import { PicturePicker } from './PicturePicker.js';
import { pictureName } from './picture-name.js';
import { api, mediaFileUrl } from './api.js';
import { splitFieldMessage } from '../shared/plain-words.js';
import { formContextOf } from './form-context.js';

/**
 * An image path with an upload button: the file is checked and stored by the server, and its path filled in. A
 * problem with the picture ("This page needs a picture") is shown beside the button that fixes it (the form's own
 * place for messages, under the field, is turned off for images: pageUiSchema).
 */
export function ImageWidget({ id, name, value, onChange, onBlur, onFocus, disabled, readonly, required, registry, rawErrors }: WidgetProps) {
  const [status, setStatus] = useState<{ kind: 'busy' | 'ok' | 'error'; text: string }>();
  /** The address whose thumbnail did not load (no such picture). */
  const [missing, setMissing] = useState<string>();
  const [choosing, setChoosing] = useState(false);
  const statusId = useId();
  const { previewOrigin } = formContextOf(registry);
  const problems = (rawErrors ?? []).filter(Boolean).map((error) => splitFieldMessage(String(error)));
  const address = typeof value === 'string' ? value : '';
  // The site's own pictures (and this tab's uploads) come from the editor; another address from the preview, if any.
  const thumbnail = address.startsWith('/images/') ? mediaFileUrl(address) : address && previewOrigin ? `${previewOrigin}${address}` : undefined;
  const fileName = address ? pictureName(address) : '';

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setStatus({ kind: 'busy', text: `Uploading ${file.name}…` });
    try {
      const { path, resized } = await api.upload(file);
      onChange(path);
      const smaller = resized ? ' It was made the size the site shows, and the camera’s details (such as where it was taken) were removed.' : '';
      setStatus({ kind: 'ok', text: `Uploaded as ${path}.${smaller}` });
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
        {thumbnail && missing !== address && (
          <figure className="image-chosen">
            <img className="thumbnail" src={thumbnail} alt={`The picture chosen: ${fileName}`} onError={() => setMissing(address)} />
            <figcaption>
              <bdi>{fileName}</bdi>
            </figcaption>
          </figure>
        )}
        {address && missing === address && <p className="image-missing">There is no picture at this address: upload one, or correct the address.</p>}
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
        <button type="button" className="button button-small" disabled={disabled || readonly} onClick={() => setChoosing(true)}>
          Choose one of the site’s pictures…
        </button>
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
      {choosing && (
        <PicturePicker
          current={address}
          onClose={() => setChoosing(false)}
          onChoose={(chosen) => {
            setChoosing(false);
            onChange(chosen);
            setStatus({ kind: 'ok', text: `Chose ${pictureName(chosen)}.` });
          }}
        />
      )}
      {address && <AltPrompt imageId={id} name={name} />}
      <p id={statusId} className={`upload-status upload-${status?.kind ?? 'idle'}`} role={status?.kind === 'error' ? 'alert' : 'status'}>
        {status?.text ?? 'A JPEG, PNG, WebP or SVG picture from your computer.'}
      </p>
    </div>
  );
}
