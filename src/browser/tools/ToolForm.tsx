import type { ToolField } from '../../shared/law/tools/index.js';
import type { ToolInputs } from '../../shared/law/tools/outcome.js';
import { fieldShown } from './tool-query.js';

interface ToolFormProps {
  fields: readonly ToolField[];
  inputs: ToolInputs;
  /** Field name → the message to show at it. */
  errors: Record<string, string>;
  words: Record<string, string>;
  /** False until the page's script runs: the fields are shown but cannot be used without JavaScript. */
  ready: boolean;
  onChange: (name: string, value: string) => void;
  onBlur: (name: string) => void;
}

const HINTS: Record<ToolField['kind'], string | undefined> = { amount: 'amountHint', day: 'dayHint', month: 'monthHint', 'yes-no': undefined };

/** Every input a labelled field whose name is its query parameter; a message at the field when its value is impossible. */
export function ToolForm({ fields, inputs, errors, words, ready, onChange, onBlur }: ToolFormProps) {
  return (
    <form className="tool-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <fieldset disabled={!ready}>
        <legend className="visually-hidden">{words.calculatorHeading}</legend>
        {fields
          .filter((field) => fieldShown(field, inputs))
          .map((field) => {
            const id = `tool-${field.name}`;
            const hint = HINTS[field.kind];
            const error = errors[field.name];
            const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
            const common = {
              id,
              name: field.name,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': describedBy,
              onBlur: () => onBlur(field.name),
            };
            return (
              <div className="field" key={field.name}>
                <label htmlFor={id}>{words[field.name] ?? field.name}</label>
                {field.kind === 'yes-no' ? (
                  <select {...common} value={inputs[field.name] || 'no'} onChange={(event) => onChange(field.name, event.target.value)}>
                    <option value="no">{words.no}</option>
                    <option value="yes">{words.yes}</option>
                  </select>
                ) : (
                  <input
                    {...common}
                    // Dates as the browser's date picker (ISO in the value whatever the display); amounts as text so
                    // "1,250.50" can be typed, with a numeric keyboard on phones.
                    type={field.kind === 'amount' ? 'text' : field.kind === 'day' ? 'date' : 'month'}
                    inputMode={field.kind === 'amount' ? 'decimal' : undefined}
                    dir="ltr"
                    autoComplete="off"
                    value={inputs[field.name] ?? ''}
                    onChange={(event) => onChange(field.name, event.target.value)}
                  />
                )}
                {hint && (
                  <p className="field-hint" id={`${id}-hint`}>
                    {words[hint]}
                  </p>
                )}
                {error && (
                  <p className="field-error" id={`${id}-error`}>
                    {error}
                  </p>
                )}
              </div>
            );
          })}
      </fieldset>
    </form>
  );
}
