import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useSiteLayout } from '../../app/site-layout.js';
import '../../styles/search-button.css';

// The dialog and Pagefind load on first use only: a visitor who never searches downloads neither.
const SearchDialog = lazy(() => import('./SearchDialog.js'));

/** True when `/` was typed into something that takes text, where it must stay a slash. */
function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** The header's search control: opens the search dialog on click or when `/` is pressed anywhere outside a field. */
export function SearchButton() {
  const router = useRouter();
  const { strings } = useSiteLayout();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingInField(event.target)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="search-button"
        aria-label={strings.search}
        aria-haspopup="dialog"
        aria-keyshortcuts="/"
        onClick={() => setOpen(true)}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" d="M10.5 17a6.5 6.5 0 100-13 6.5 6.5 0 000 13zM15.5 15.5L20 20" />
        </svg>
        <kbd className="search-button-key" title={strings.searchShortcutHint} aria-hidden="true">
          /
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} onOpenPage={(href) => void router.navigate({ href })} />
        </Suspense>
      )}
    </>
  );
}
