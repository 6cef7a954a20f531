import type { ReactNode } from 'react';
import { useSiteLayout } from '../app/site-layout';
import { formatDate } from './dates';
import { FilledText } from './FilledText';

interface PageIntroProps {
  heading: string;
  label?: string;
  intro?: ReactNode;
  reviewed?: string;
}

/** The band at the top of inner pages: optional label, the page's one h1, an intro and its review date. */
export function PageIntro({ heading, label, intro, reviewed }: PageIntroProps) {
  const { strings, locale } = useSiteLayout();
  return (
    <div className="page-intro">
      <div className="container">
        {label && <p className="eyebrow">{label}</p>}
        <h1>{heading}</h1>
        {intro && <p className="lead">{intro}</p>}
        {reviewed && (
          <p className="reviewed">
            <FilledText text={strings.reviewed} values={{ date: <time dateTime={reviewed}>{formatDate(reviewed, locale)}</time> }} />
          </p>
        )}
      </div>
    </div>
  );
}
