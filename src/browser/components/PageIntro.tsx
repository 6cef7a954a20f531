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
  /** The language of the heading and intro when it is not the page's (an Arabic page not yet translated). */
  lang?: string;
}

/** The band at the top of inner pages: optional label, the page's one h1, an intro and its review date. */
export function PageIntro({ heading, label, intro, reviewed, lang }: PageIntroProps) {
  const layout = useSiteLayout();
  const { strings, locale } = layout;
  const words = languageOf(lang, layout);
  return (
    <div className="page-intro">
      <div className="container">
        {label && <p className="eyebrow">{label}</p>}
        <h1 {...words}>{heading}</h1>
        {intro && (
          <p className="lead" {...words}>
            {intro}
          </p>
        )}
        {reviewed && (
          <p className="reviewed">
            <FilledText text={strings.reviewed} values={{ date: <time dateTime={reviewed}>{formatDate(reviewed, locale)}</time> }} />
          </p>
        )}
      </div>
    </div>
  );
}
