import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { fillText } from '../../shared/fill-text.js';
import { useSiteLayout } from '../app/site-layout.js';

interface CarouselProps<T> {
  items: T[];
  label: string;
  /** Milliseconds between automatic advances. */
  intervalMs: number;
  /** Slides visible at once: `wide` from `wideFrom` px up, `narrow` below. */
  visible: { narrow: number; wide: number; wideFrom?: number };
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

function useVisibleCount({ narrow, wide, wideFrom = 880 }: CarouselProps<unknown>['visible']): number {
  const [count, setCount] = useState(wide);
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${wideFrom}px)`);
    const update = () => setCount(query.matches ? wide : narrow);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [narrow, wide, wideFrom]);
  return count;
}

/**
 * An accessible auto-playing carousel (WAI-ARIA carousel pattern): previous, next and pause controls,
 * autoplay paused while hovered or focused and off under prefers-reduced-motion, and slides out of
 * view hidden from assistive technology. Server-rendered with the first slides showing.
 */
export function Carousel<T>({ items, label, intervalMs, visible, renderItem, className = '' }: CarouselProps<T>) {
  const { strings } = useSiteLayout();
  const perView = Math.min(useVisibleCount(visible), items.length);
  const pages = Math.max(1, items.length - perView + 1);
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const playing = !paused && !hovered && !focused && !reducedMotion && pages > 1;

  const go = useCallback((delta: number) => setStart((current) => (current + delta + pages) % pages), [pages]);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => go(1), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, go, intervalMs]);

  useEffect(() => {
    if (start >= pages) setStart(0);
  }, [start, pages]);

  return (
    <section
      className={`carousel ${className}`.trim()}
      aria-roledescription={strings.carouselRole}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      style={{ '--per-view': perView } as React.CSSProperties}
    >
      <div className="carousel-viewport">
        {/* Not a list: each slide is a group (WAI-ARIA carousel pattern), which a <li> may not be. */}
        <div
          className="carousel-track"
          aria-live={playing ? 'off' : 'polite'}
          style={{ transform: `translateX(calc(${(-100 * start) / perView}% * var(--inline-sign)))` }}
        >
          {items.map((item, index) => {
            const shown = index >= start && index < start + perView;
            return (
              <div
                key={index}
                className="carousel-slide"
                role="group"
                aria-roledescription={strings.slideRole}
                aria-label={fillText(strings.slideOf, { current: index + 1, total: items.length })}
                aria-hidden={!shown}
                inert={!shown}
              >
                {renderItem(item, index)}
              </div>
            );
          })}
        </div>
      </div>
      {pages > 1 && (
        <div className="carousel-controls">
          <button type="button" className="carousel-button" onClick={() => go(-1)} aria-label={fillText(strings.carouselPrevious, { carousel: label })}>
            <svg className="mirrored" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <button
            type="button"
            className="carousel-button"
            onClick={() => setPaused((value) => !value)}
            aria-label={fillText(paused ? strings.carouselPlay : strings.carouselPause, { carousel: label })}
          >
            {paused ? (
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M4 2l10 6-10 6z" fill="currentColor" />
              </svg>
            ) : (
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
              </svg>
            )}
          </button>
          <button type="button" className="carousel-button" onClick={() => go(1)} aria-label={fillText(strings.carouselNext, { carousel: label })}>
            <svg className="mirrored" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <span className="carousel-status" aria-hidden="true" dir="ltr">
            {start + 1} / {pages}
          </span>
        </div>
      )}
    </section>
  );
}
