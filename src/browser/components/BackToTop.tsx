import { useEffect, useRef, useState, type CSSProperties } from 'react';

/** Shown once the visitor is this many screens down the page: on short pages it never appears. */
const SCREENS_BEFORE_SHOWN = 2;

/** The control's distance from the right edge of the window and its width, as back-to-top.css places it (px). */
const RIGHT_EDGE = { offset: 12, width: 44 };

interface Clearance {
  /** Distance from the bottom of the window to the top of the shortcuts (px). */
  bottom: number;
  /** Distance from the right of the window that centres the control over the shortcuts' last button (px). */
  right: number;
}

/**
 * Where the control must sit to clear the contact shortcuts, when they float in the same corner (a row on phones, a
 * column on wider screens): measured, so the two never overlap whatever layout the shortcuts take.
 */
function shortcutsClearance(): Clearance | undefined {
  const shortcuts = document.querySelector('.contact-shortcuts');
  if (!shortcuts || getComputedStyle(shortcuts).position !== 'fixed') return undefined;
  const rect = shortcuts.getBoundingClientRect();
  const left = window.innerWidth - RIGHT_EDGE.offset - RIGHT_EDGE.width;
  if (rect.height === 0 || rect.right <= left || rect.left >= window.innerWidth - RIGHT_EDGE.offset) return undefined;
  // One shortcut is as wide as the row is high, or as the column is wide.
  const button = Math.min(rect.width, rect.height);
  return {
    bottom: Math.max(0, Math.ceil(window.innerHeight - rect.top)),
    right: Math.max(0, Math.round(window.innerWidth - rect.right + (button - RIGHT_EDGE.width) / 2)),
  };
}

/**
 * "Back to top": appears after two screens of scrolling, scrolls to the top (smoothly unless the visitor asked for
 * less motion) and puts focus on the skip link, the first stop of the page, so the next Tab starts at the top
 * too. Rendered hidden on the server: without script it never shows.
 */
export function BackToTop() {
  const [farDown, setFarDown] = useState(false);
  // Kept while focused, so scrolling up by keyboard never hides the control under the focus.
  const [focused, setFocused] = useState(false);
  const [clearance, setClearance] = useState<Clearance>();
  const frame = useRef(0);

  useEffect(() => {
    const update = () => {
      frame.current = 0;
      const shown = window.scrollY > SCREENS_BEFORE_SHOWN * window.innerHeight;
      setFarDown(shown);
      if (!shown) return;
      const next = shortcutsClearance();
      // Read on every scrolled frame, but a new object only re-renders when the place actually changed.
      setClearance((previous) => (previous?.bottom === next?.bottom && previous?.right === next?.right ? previous : next));
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
      style={clearance && ({ '--shortcuts-clearance': `${clearance.bottom}px`, right: `${clearance.right}px` } as CSSProperties)}
      onClick={backToTop}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      title="Back to top"
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 13V3M3 8l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">Back to top</span>
    </button>
  );
}
