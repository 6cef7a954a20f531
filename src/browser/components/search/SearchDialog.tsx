import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { searchSite, loadSearchEngine, HITS_SHOWN, type SearchHit } from './pagefind-client.js';
import { fillText } from '../../../shared/fill-text.js';
import { useSiteLayout } from '../../app/site-layout.js';
import { SearchCount } from './SearchCount.js';
import '../../styles/search.css';

type State = { kind: 'idle' } | { kind: 'failed' } | { kind: 'done'; query: string; hits: SearchHit[]; count: number };

/** The excerpt's text with its <mark>s, as React nodes: nothing else in it is ever treated as HTML. */
function excerptNodes(excerpt: string): ReactNode[] {
  const body = new DOMParser().parseFromString(`<body>${excerpt}</body>`, 'text/html').body;
  return [...body.childNodes].map((node, index) => (node.nodeName === 'MARK' ? <mark key={index}>{node.textContent}</mark> : node.textContent));
}

/**
 * Site search in a modal dialog: type, and the best pages appear with their section and an excerpt; the number of
 * matches is announced. Arrow keys move between the box and the results; Escape closes and returns to the button.
 */
export default function SearchDialog({ onClose, onOpenPage }: { onClose: () => void; onOpenPage: (href: string) => void }) {
  const { strings } = useSiteLayout();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  useEffect(() => {
    dialogRef.current?.showModal();
    inputRef.current?.focus();
    // Start fetching the engine while the visitor types the first word.
    loadSearchEngine().catch(() => setState({ kind: 'failed' }));
  }, []);

  useEffect(() => {
    const term = query.trim();
    if (!term) {
      setState({ kind: 'idle' });
      return;
    }
    let current = true;
    searchSite(term).then(
      (found) => {
        if (current && found) setState({ kind: 'done', query: term, ...found });
      },
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [query]);

  /** Escape closes. Down from the box enters the results; Up and Down move through them; Up from the first returns to the box. */
  const onKeyDown = (event: KeyboardEvent) => {
    // Escape closes at once (in a filled search box the browser would only clear it first).
    if (event.key === 'Escape') {
      event.preventDefault();
      dialogRef.current?.close();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    if (links.length === 0) return;
    event.preventDefault();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
    (next < 0 ? inputRef.current : links[next])?.focus();
  };

  return (
    // The native dialog keeps focus inside while open and closes on Escape (its `close` event ends it here too).
    <dialog ref={dialogRef} className="search-dialog" aria-labelledby="search-heading" onClose={onClose} onKeyDown={onKeyDown}>
      <div className="search-panel">
        <div className="search-top">
          <h2 id="search-heading" className="search-heading">
            <label htmlFor="search-input">{strings.searchLabel}</label>
          </h2>
          <button type="button" className="search-close" onClick={() => dialogRef.current?.close()} aria-label={strings.searchClose}>
            ×
          </button>
        </div>
        <input
          ref={inputRef}
          id="search-input"
          className="search-input"
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={strings.searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby="search-status"
        />
        <p id="search-status" className="search-status" role="status">
          {state.kind === 'failed' && strings.searchUnavailable}
          {state.kind === 'done' && <SearchCount strings={strings} count={state.count} query={state.query} />}
        </p>
        {state.kind === 'done' && state.hits.length > 0 && (
          <ul ref={listRef} className="search-results">
            {state.hits.map((hit) => (
              <li key={hit.url}>
                <a
                  href={hit.url}
                  className="search-hit"
                  onClick={(event) => {
                    // A plain click opens the page in place, as the site's own links do; others (new tab) are the browser's.
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    dialogRef.current?.close();
                    onOpenPage(hit.url);
                  }}
                >
                  {hit.section && <span className="search-hit-section">{hit.section}</span>}
                  <span className="search-hit-title">{hit.title}</span>
                  <span className="search-hit-excerpt">{excerptNodes(hit.excerpt)}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {state.kind === 'done' && state.count > HITS_SHOWN && (
          <p className="search-more">{fillText(strings.searchMore, { shown: HITS_SHOWN, count: state.count })}</p>
        )}
      </div>
    </dialog>
  );
}
