import { useEffect, useRef, useState } from 'react';
import { useSiteLayout } from '../app/site-layout.js';

/** Shown once the visitor is this many screens down the page: on short pages it never appears. */
const SCREENS_BEFORE_SHOWN = 2;

/**
 * "Back to top": appears after two screens of scrolling, scrolls to the top (smoothly unless the visitor asked for
 * less motion) and puts focus on the skip link, the first stop of the page, so the next Tab starts at the top
 * too. Rendered hidden on the server: without script it never shows.
 */
export function BackToTop() {
  const { strings } = useSiteLayout();
  const [farDown, setFarDown] = useState(false);
  // Kept while focused, so scrolling up by keyboard never hides the control under the focus.
  const [focused, setFocused] = useState(false);
  const frame = useRef(0);

  useEffect(() => {
    const update = () => {
      frame.current = 0;
      const shown = window.scrollY > SCREENS_BEFORE_SHOWN * window.innerHeight;
      setFarDown(shown);
    };
    const onScroll = () => {
      if (!frame.current) frame.current = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame.current);
    };
  }, []);

  const backToTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <button
      type="button"
      className="back-to-top"
      hidden={!farDown && !focused}
      onClick={backToTop}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      title={strings.backToTop}
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 13V3M3 8l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">{strings.backToTop}</span>
    </button>
  );
}
