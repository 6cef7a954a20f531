import { useEffect, useRef, useState } from 'react';
import type { Counter } from '../../generated/manifest-types.gen';

const DURATION_MS = 2000;

function format(value: number, suffix = ''): string {
  return `${Math.round(value).toLocaleString('en-US')}${suffix}`;
}

/** Eases from 0 to `end` once `start` turns true; returns the number to show. */
function useCountUp(end: number, start: boolean): number {
  const [value, setValue] = useState(end);
  useEffect(() => {
    if (!start) return;
    let frame = 0;
    const began = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / DURATION_MS);
      setValue(end * (1 - Math.pow(1 - progress, 3)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [end, start]);
  return value;
}

function CounterItem({ counter, animate }: { counter: Counter; animate: boolean }) {
  const value = useCountUp(counter.number, animate);
  return (
    <li className="counter">
      {/* Screen readers get the final figure once, not every frame of the animation. */}
      <span className="counter-number" aria-hidden="true">
        {format(value, counter.suffix)}
      </span>
      <span className="visually-hidden">{format(counter.number, counter.suffix)}</span>
      <span className="counter-text">{counter.text}</span>
    </li>
  );
}

/**
 * The final figures are in the server-rendered HTML (they show without JavaScript); once on screen
 * they count up from zero, unless the visitor asked for reduced motion.
 */
export function Counters({ counters }: { counters: Counter[] }) {
  const ref = useRef<HTMLUListElement>(null);
  const [animate, setAnimate] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setAnimate(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <ul className="counters" ref={ref}>
      {counters.map((counter) => (
        <CounterItem key={counter.text} counter={counter} animate={animate} />
      ))}
    </ul>
  );
}
