import { useEffect, useRef, useState, type RefObject } from 'react';
import { writeWholeNumber, type NumberWords } from '../../shared/number-words.js';
import type { Counter } from '../../generated/manifest-types.gen.js';
import { useSiteLayout } from '../app/site-layout.js';
import { languageOf, type ItemLanguage, type LanguageAttributes } from './language.js';

const DURATION_MS = 2000;

/**
 * 12,000 in English; the edition's own separators and digits in another language. Written from the words the build
 * took from Intl (the layout's `numberWords`): no Intl.NumberFormat is made while the page hydrates or counts.
 */
function format(value: number, suffix: string, words: NumberWords): string {
  return `${writeWholeNumber(Math.round(value), words)}${suffix}`;
}

const easeOutCubic = (progress: number) => 1 - Math.pow(1 - progress, 3);

/**
 * How far the count has run, from 0 to 1. It starts (and, for most visitors, stays) at 1, so the server-rendered
 * final figures are never replaced by a smaller number someone can see:
 * - a list already on screen when the app starts is left alone (counting down from what was just read is a flash);
 * - a list out of sight drops to 0 while nobody sees it, and counts up when it scrolls into view;
 * - under reduced motion, or without IntersectionObserver, nothing moves;
 * - printing shows the final figures, wherever the count was.
 */
function useCountUpProgress(ref: RefObject<HTMLElement | null>): number {
  const [progress, setProgress] = useState(1);
  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window) || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    let firstReport = true;
    const countUp = () => {
      const began = performance.now();
      const step = (now: number) => {
        const reached = Math.min(1, Math.max(0, (now - began) / DURATION_MS));
        setProgress(reached);
        if (reached < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    // The first report says where the list is when observing starts; later ones say it has come into view.
    const observer = new IntersectionObserver((entries) => {
      const inView = entries.some((entry) => entry.isIntersecting);
      const wasFirst = firstReport;
      firstReport = false;
      if (wasFirst && !inView) return setProgress(0);
      if (!inView) return;
      observer.disconnect();
      if (!wasFirst) countUp();
    });
    const showFinal = () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      setProgress(1);
    };
    observer.observe(element);
    window.addEventListener('beforeprint', showFinal);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('beforeprint', showFinal);
    };
  }, [ref]);
  return progress;
}

function CounterItem({ counter, progress, words, textLanguage }: { counter: Counter; progress: number; words: NumberWords; textLanguage: LanguageAttributes }) {
  const suffix = counter.suffix ?? '';
  const final = format(counter.number, suffix, words);
  return (
    <li className="counter">
      {/* Screen readers get the final figure once, not every frame of the count. `data-final` reserves the final
          figure's width (styles/counters.css), so the card does not move while the number grows. */}
      <span className="counter-number" aria-hidden="true" data-final={final}>
        <span>{progress === 1 ? final : format(counter.number * easeOutCubic(progress), suffix, words)}</span>
      </span>
      <span className="visually-hidden">{final}</span>
      <span className="counter-text" {...textLanguage}>
        {counter.text}
      </span>
    </li>
  );
}

/**
 * Hand-written rather than react-countup (which the design card names): see docs/architecture.md, design decisions.
 * The final figures are in the server-rendered HTML and show without JavaScript.
 */
/** `itemLang`: each counter's words' language when it is not the page's (not translated yet); the figures are the page's. */
export function Counters({ counters, itemLang }: { counters: Counter[]; itemLang?: ItemLanguage }) {
  const ref = useRef<HTMLUListElement>(null);
  const progress = useCountUpProgress(ref);
  const layout = useSiteLayout();
  return (
    <ul className="counters" ref={ref}>
      {counters.map((counter, index) => (
        <CounterItem key={counter.text} counter={counter} progress={progress} words={layout.numberWords} textLanguage={languageOf(itemLang?.(index), layout)} />
      ))}
    </ul>
  );
}
