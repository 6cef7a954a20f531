import { useState, type FormEvent } from 'react';
import type { RouteSummary } from './api.js';
import { Icon } from './Icon.js';
import { schema } from './schema.js';
import { sections } from '../shared/schema-form.js';
import { PICTURES_SECTION } from './MediaLibrary.js';

const SECTIONS = sections(schema);

interface Props {
  routes: RouteSummary[];
  selected: number;
  onSelect: (index: number) => void;
  onAdd: (kind: string, title: string) => Promise<boolean>;
  onMove: (from: number, to: number) => void;
  section?: string;
  onSelectSection: (key: string) => void;
}

/** Every page of site.yaml in its order, a filter, moving the chosen page, and adding a draft. */
export function PageList({ routes, selected, onSelect, onAdd, onMove, section, onSelectSection }: Props) {
  const [filter, setFilter] = useState('');
  const [adding, setAdding] = useState(false);
  const [kind, setKind] = useState('service');
  const [title, setTitle] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = routes.filter((route) => !needle || `${route.title} ${route.path}`.toLowerCase().includes(needle));

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (await onAdd(kind, title)) {
      setTitle('');
      setAdding(false);
    }
  };

  return (
    <nav className="page-list" aria-label="Pages and site settings">
      <ul className="pages">
        <li className={section === PICTURES_SECTION ? 'current' : undefined}>
          <button
            type="button"
            className="page-button"
            aria-current={section === PICTURES_SECTION ? 'page' : undefined}
            onClick={() => onSelectSection(PICTURES_SECTION)}
          >
            <span className="page-title">Pictures</span>
          </button>
        </li>
      </ul>
      <details className="settings" open={section !== undefined && section !== PICTURES_SECTION}>
        <summary>Site settings: contact details, menus, footer…</summary>
        <ul className="pages">
          {SECTIONS.map((each) => (
            <li key={each.key} className={each.key === section ? 'current' : undefined}>
              <button
                type="button"
                className="page-button"
                aria-current={each.key === section ? 'page' : undefined}
                title={each.description}
                onClick={() => onSelectSection(each.key)}
              >
                <span className="page-title">{each.label}</span>
              </button>
            </li>
          ))}
        </ul>
      </details>
      <div className="page-list-head">
        <h2 id="pages-heading">Pages</h2>
        <button type="button" className="button button-small" aria-expanded={adding} onClick={() => setAdding(!adding)}>
          Add a page
        </button>
      </div>
      {adding && (
        <form className="add-page" onSubmit={add}>
          <label htmlFor="new-kind">Kind of page</label>
          <select id="new-kind" value={kind} onChange={(event) => setKind(event.target.value)}>
            <option value="service">Service page</option>
            <option value="blog">Blog article</option>
          </select>
          <label htmlFor="new-title">Title</label>
          <input id="new-title" value={title} onChange={(event) => setTitle(event.target.value)} required aria-describedby="new-hint" />
          <p id="new-hint" className="hint">
            It starts as a draft: not published until you untick Draft.
          </p>
          <button type="submit" className="button button-primary button-small">
            Add draft page
          </button>
        </form>
      )}
      <label htmlFor="page-filter" className="visually-hidden">
        Find a page
      </label>
      <input id="page-filter" type="search" placeholder="Find a page…" value={filter} onChange={(event) => setFilter(event.target.value)} />
      <ol className="pages">
        {shown.map((route) => (
          <li key={`${route.index}:${route.path}`} className={route.index === selected ? 'current' : undefined}>
            <button type="button" className="page-button" aria-current={route.index === selected ? 'page' : undefined} onClick={() => onSelect(route.index)}>
              <span className="page-title">{route.title}</span>
              <span className="page-path">
                {route.path}
                {route.draft && <span className="badge">Draft</span>}
              </span>
            </button>
            {route.index === selected && (
              <span className="move">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move ${route.title} up`}
                  disabled={route.index === 0}
                  onClick={() => onMove(route.index, route.index - 1)}
                >
                  <Icon name="up" />
                  <span>Up</span>
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move ${route.title} down`}
                  disabled={route.index === routes.length - 1}
                  onClick={() => onMove(route.index, route.index + 1)}
                >
                  <Icon name="down" />
                  <span>Down</span>
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
