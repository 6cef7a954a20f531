import type { ReactNode } from 'react';
import { useSiteLayout } from '../app/site-layout';
import { formatDate } from './dates';
import { FilledText } from './FilledText';
import { languageOf } from './language';

interface PageIntroProps {
  heading: string;
  label?: string;
  intro?: ReactNode;
  reviewed?: string;
  /** The heading's and the intro's languages when they are not the page's (an Arabic page not yet translated). */
  headingLang?: string;
  introLang?: string;
}

/** The band at the top of inner pages: optional label, the page's one h1, an intro and its review date. */
export function PageIntro({ heading, label, intro, reviewed, headingLang, introLang }: PageIntroProps) {
  const layout = useSiteLayout();
  const { strings } = layout;

  return (
    <div className="page-intro">
      <div className="container">
        {label && <p className="eyebrow">{label}</p>}
        <h1 {...languageOf(headingLang, layout)}>{heading}</h1>
        {intro && (
          <p className="lead" {...languageOf(introLang, layout)}>
            {intro}
          </p>
        )}
        {reviewed && (
          <p className="reviewed">
            <FilledText text={strings.reviewed} values={{ date: <time dateTime={reviewed}>{formatDate(reviewed, layout.dateWords)}</time> }} />
          </p>
        )}
      </div>
    </div>
  );
}
