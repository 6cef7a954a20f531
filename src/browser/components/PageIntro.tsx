import type { ReactNode } from 'react';
import { formatDate } from './dates';

interface PageIntroProps {
  heading: string;
  label?: string;
  intro?: ReactNode;
  reviewed?: string;
}

/** The band at the top of inner pages: optional label, the page's one h1, an intro and its review date. */
export function PageIntro({ heading, label, intro, reviewed }: PageIntroProps) {
  return (
    <div className="page-intro">
      <div className="container">
        {label && <p className="eyebrow">{label}</p>}
        <h1>{heading}</h1>
        {intro && <p className="lead">{intro}</p>}
        {reviewed && (
          <p className="reviewed">
            Reviewed <time dateTime={reviewed}>{formatDate(reviewed)}</time>
          </p>
        )}
      </div>
    </div>
  );
}
