import { useEffect, useRef, useState } from 'react';
import CountUp from 'react-countup';
import type { Counter } from '../manifest/types.gen';

const DURATION_SECONDS = 2;

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
        <li key={counter.text} className="counter">
          <span className="counter-number">
            {animate ? (
              <CountUp end={counter.number} duration={DURATION_SECONDS} separator="," suffix={counter.suffix ?? ''} />
            ) : (
              `${counter.number.toLocaleString('en-US')}${counter.suffix ?? ''}`
            )}
          </span>
          <span className="counter-text">{counter.text}</span>
        </li>
      ))}
    </ul>
  );
}
