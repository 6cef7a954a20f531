import { useEffect, useRef, useState } from 'react';
import type { Choices, ConflictAnswer } from './api.js';
import { describeValue, fieldLabel } from './describe-value.js';
import { fieldKey } from '../shared/merge.js';

interface Props {
  answer: ConflictAnswer;
  busy: boolean;
  onSave: (choices: Choices) => void;
  onCancel: () => void;
}

/**
 * A save refused because someone changed the same fields meanwhile: both versions side by side, field by field, and
 * a choice for each. A modal dialog, so nothing else is edited while choosing (the choice is against the version
 * stored now); "Back to editing" keeps every unsaved edit.
 */
export function ConflictView({ answer, busy, onSave, onCancel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [choices, setChoices] = useState<Choices>({});
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  const every = (side: 'mine' | 'theirs') =>
    Object.fromEntries(
      answer.conflicts.map((unit) => [unit.unit, Object.fromEntries(unit.fields.map((field) => [fieldKey(field.path), side])) as Record<string, typeof side>]),
    );
  const choose = (unit: string, key: string, side: 'mine' | 'theirs') => setChoices((current) => ({ ...current, [unit]: { ...current[unit], [key]: side } }));
  const complete = answer.conflicts.every((unit) => unit.fields.every((field) => choices[unit.unit]?.[fieldKey(field.path)]));

  return (
    <dialog ref={dialog} className="conflict" aria-labelledby="conflict-heading" aria-describedby="conflict-intro" onCancel={onCancel}>
      <h2 id="conflict-heading">Changed elsewhere while you were editing</h2>
      <p id="conflict-intro">{answer.message} Nothing has been saved yet. Your other changes will be kept, and so will the other changes saved meanwhile.</p>
      <div className="conflict-all">
        <button type="button" className="button button-small" onClick={() => setChoices(every('mine'))}>
          Keep all of mine
        </button>
        <button type="button" className="button button-small" onClick={() => setChoices(every('theirs'))}>
          Keep all of the saved version
        </button>
      </div>
      {answer.conflicts.map((unit) => (
        <section key={unit.unit} className="conflict-unit" aria-label={unit.label}>
          <h3>{unit.label}</h3>
          {unit.fields.map((field) => {
            const key = fieldKey(field.path);
            const name = `${unit.unit}|${key}`;
            return (
              <fieldset key={key} className="conflict-field">
                <legend>{fieldLabel(unit.unit, field.path)}</legend>
                <div className="conflict-choices">
                  {(['mine', 'theirs'] as const).map((side) => (
                    <label key={side} className="conflict-choice">
                      <input type="radio" name={name} checked={choices[unit.unit]?.[key] === side} onChange={() => choose(unit.unit, key, side)} />
                      <span className="choice-head">{side === 'mine' ? 'Your version' : 'Saved version (another tab or on disk)'}</span>
                      <span className="choice-value">{describeValue(side === 'mine' ? field.mine : field.theirs)}</span>
                    </label>
                  ))}
                </div>
                <p className="conflict-was">Before either change: {describeValue(field.base)}</p>
              </fieldset>
            );
          })}
          <details className="developer-details">
            <summary>Details for developers</summary>
            <p>
              <code>{unit.unit}</code>: started from version <code>{unit.yours}</code>, stored now <code>{unit.theirs}</code>.
            </p>
          </details>
        </section>
      ))}
      <div className="conflict-actions">
        <button type="button" className="button" onClick={onCancel}>
          Back to editing
        </button>
        <button type="button" className="button button-primary" disabled={!complete || busy} onClick={() => onSave(choices)}>
          {busy ? 'Saving…' : 'Save with these choices'}
        </button>
      </div>
    </dialog>
  );
}
