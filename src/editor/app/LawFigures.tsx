import { useEffect, useRef, useState } from 'react';
import { api } from './api.js';
import { isTextField, replaceInField, type TextField } from './text-field.js';
import { matchFigures, type LawFigure } from '../shared/law-figure.js';
import { lawSuggestionsAt, type LawSuggestion } from '../shared/law-suggestions.js';

const SHOWN = 6;

/**
 * The law register where a person writes: typing `{{` in any text field offers the rules that match what follows and
 * the words of a text that switches on a day (`until`, `from`, `end`; after `{{until `, the days it may switch on),
 * chosen with arrow keys, Enter or Tab (Escape closes); and a panel lists every figure with what pages show today,
 * to insert at the cursor of the field last used. Figures are quoted, never typed, so pages change when the law does.
 */
export function LawFigures() {
  const [figures, setFigures] = useState<LawFigure[]>([]);
  const [day, setDay] = useState('');
  const [query, setQuery] = useState('');
  const [typing, setTyping] = useState<{ field: TextField; start: number; options: LawSuggestion[]; active: number }>();
  const lastField = useRef<TextField>(undefined);

  useEffect(() => {
    api.law().then(
      (answer) => {
        setFigures(answer.figures);
        setDay(answer.day);
      },
      () => setFigures([]),
    );
  }, []);

  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      if (isTextField(event.target)) lastField.current = event.target;
    };
    const onInput = (event: Event) => {
      const field = event.target;
      if (!isTextField(field)) return;
      const suggestions = lawSuggestionsAt(field.value, field.selectionStart ?? field.value.length, figures, day, SHOWN);
      setTyping(suggestions && { field, ...suggestions, active: 0 });
    };
    document.addEventListener('focusin', onFocus);
    document.addEventListener('input', onInput);
    return () => {
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('input', onInput);
    };
  }, [figures, day]);

  const choose = (field: TextField, start: number, suggestion: LawSuggestion) => {
    setTyping(undefined);
    // Writing it is an input of its own: after `{{until `, the days to switch on are offered next.
    replaceInField(field, start, field.selectionStart ?? field.value.length, suggestion.insert);
  };

  useEffect(() => {
    if (!typing) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.target !== typing.field) return;
      const move = (by: number) => setTyping({ ...typing, active: (typing.active + by + typing.options.length) % typing.options.length });
      if (event.key === 'ArrowDown') move(1);
      else if (event.key === 'ArrowUp') move(-1);
      else if (event.key === 'Enter' || event.key === 'Tab') choose(typing.field, typing.start, typing.options[typing.active]);
      else if (event.key === 'Escape') setTyping(undefined);
      else return;
      event.preventDefault();
    };
    const field: HTMLElement = typing.field;
    field.addEventListener('keydown', onKey);
    return () => field.removeEventListener('keydown', onKey);
  }, [typing]);

  const insert = (figure: LawFigure) => {
    const field = lastField.current;
    if (!field || !field.isConnected) return;
    const at = field.selectionStart ?? field.value.length;
    replaceInField(field, at, field.selectionEnd ?? at, `{{${figure.id}}}`);
  };

  const rect = typing?.field.getBoundingClientRect();
  return (
    <>
      {typing && rect && (
        <ul
          className="law-suggestions"
          role="listbox"
          aria-label="Law figures and words matching what you typed"
          style={{ top: rect.bottom + window.scrollY + 2, left: rect.left + window.scrollX, width: Math.min(rect.width, 520) }}
        >
          {typing.options.map((suggestion, index) => (
            <li
              key={suggestion.key}
              role="option"
              aria-selected={index === typing.active}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(typing.field, typing.start, suggestion);
              }}
            >
              <strong>{suggestion.shown}</strong> {suggestion.label} <code>{suggestion.code}</code>
            </li>
          ))}
        </ul>
      )}
      <details className="law-figures">
        <summary>Law figures: insert a rate, amount or date instead of typing it</summary>
        <p className="hint">
          A figure inserted here shows on the page as it reads today and changes by itself when the law does. Type <code>{'{{'}</code> in any text to pick one
          as you write.
        </p>
        <label htmlFor="law-search">Find a figure</label>
        <input id="law-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="e.g. VAT, penalty, 375,000" />
        <ul className="law-list">
          {matchFigures(figures, query).map((figure) => (
            <li key={figure.id}>
              <span className="law-value">{figure.shown || 'no longer applies'}</span>
              <span className="law-label">
                {figure.label}
                <small>
                  {figure.instrument}
                  {figure.since && `, since ${figure.since}`} · <code>{`{{${figure.id}}}`}</code>
                </small>
              </span>
              <button type="button" className="button button-small" onClick={() => insert(figure)} aria-label={`Insert ${figure.label}`}>
                Insert
              </button>
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
