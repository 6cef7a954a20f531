import { useEffect, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { api } from './api.js';

interface Person {
  id: string;
  name: string;
  role?: string;
}

/** The people site.yaml names (“People” in the site settings), read when the field is shown, so a person just added is there. */
function usePeople(): Person[] | undefined {
  const [people, setPeople] = useState<Person[]>();
  useEffect(() => {
    let live = true;
    api.section('people').then(
      ({ value }) => live && setPeople(Array.isArray(value) ? (value as Person[]) : []),
      () => live && setPeople([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return people;
}

/** A person of the site (an article's author or reviewer), chosen by name from a list rather than typed as an id. */
export function PersonWidget({ id, value, onChange, onBlur, onFocus, disabled, readonly, required }: WidgetProps) {
  const people = usePeople();
  const current = typeof value === 'string' ? value : '';
  const known = people?.some((person) => person.id === current);
  return (
    <select
      id={id}
      className="form-control"
      value={current}
      required={required}
      disabled={disabled || readonly || !people}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      aria-describedby={`${id}__error ${id}__description`}
    >
      <option value="">{people ? 'Nobody chosen' : 'Loading the people…'}</option>
      {current && people && !known && <option value={current}>“{current}” (not in People)</option>}
      {people?.map((person) => (
        <option key={person.id} value={person.id}>
          {person.name}
          {person.role ? ` — ${person.role}` : ''}
        </option>
      ))}
    </select>
  );
}
