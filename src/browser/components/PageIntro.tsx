import type { ReactNode } from 'react';
import { useSiteLayout } from '../app/site-layout.js';
import { formatDate } from './dates.js';
import { FilledText } from './FilledText.js';
import { languageOf, partLanguage } from './language.js';
import type { PageData } from '../../shared/page-data.js';

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

interface RouteIntroProps {
  /** The page's data: its route's heading and intro (where it has one), and which of them are still in English. */
  data: Pick<PageData, 'inEnglish'> & { route: { heading: string; intro?: string; reviewed?: string } };
  label?: string;
  /** Shows the route's review date (content pages; forms and lists leave it out). */
  withReviewed?: boolean;
}

/**
 * The intro band of a page made from its route. Each template used to pass the heading, the intro and their languages
 * itself, and one (the careers page) forgot the languages: an untranslated heading on the Arabic page was not marked
 * as English.
 */
export function RouteIntro({ data, label, withReviewed = false }: RouteIntroProps) {
  const { route } = data;
  return (
    <PageIntro
      label={label}
      heading={route.heading}
      intro={route.intro}
      reviewed={withReviewed ? route.reviewed : undefined}
      headingLang={partLanguage(data, 'heading')}
      introLang={partLanguage(data, 'intro')}
    />
  );
}
