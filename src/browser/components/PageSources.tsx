import { Fragment, type ReactNode } from 'react';
import type { CitedSource } from '../../shared/page-data.js';
import type { SiteLayout } from '../../shared/site-data.js';
import { writeDateOrMonth, type DateWords } from '../../shared/date-words.js';
import { useSiteLayout } from '../app/site-layout.js';
import { FilledText } from './FilledText.js';
import { formatDate } from './dates.js';

/** What follows a source's title: its dates and, for one known only from reports, that its number is as reported. */
function sourceDetails(source: CitedSource, strings: SiteLayout['strings'], dateWords: DateWords): ReactNode[] {
  const day = (iso: string) => <time dateTime={iso}>{iso.length === 7 ? writeDateOrMonth(iso, dateWords) : formatDate(iso, dateWords)}</time>;
  const details: ReactNode[] = [];
  if (source.date) details.push(day(source.date));
  if (source.published && strings.sourcePublished) details.push(<FilledText text={strings.sourcePublished} values={{ day: day(source.published) }} />);
  if (source.inForce && strings.sourceInForce) details.push(<FilledText text={strings.sourceInForce} values={{ day: day(source.inForce) }} />);
  if (source.reported && strings.sourceReported) details.push(strings.sourceReported);
  return details;
}

/** The laws, decisions and guides a page relies on, each linked to its own text, under a "Sources" heading. */
export function PageSources({ sources, heading }: { sources: CitedSource[]; heading: string }) {
  // The edition's own comma ("، " in Arabic) between a source's title and each detail after it.
  const { strings, locale, dateWords } = useSiteLayout();
  if (sources.length === 0) return null;
  return (
    <section className="page-sources" aria-labelledby="page-sources-heading">
      <div className="container">
        <h2 id="page-sources-heading">{heading}</h2>
        <ol>
          {sources.map((source) => (
            <li key={source.name}>
              {source.url ? (
                <a href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.name}
                  <span className="visually-hidden"> {strings.opensInNewTab}</span>
                </a>
              ) : (
                <span className="source-name">{source.name}</span>
              )}{' '}
              {source.title}
              {sourceDetails(source, strings, dateWords).map((detail, index) => (
                <Fragment key={index}>
                  {locale.comma}
                  {detail}
                </Fragment>
              ))}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** The site-wide "general information, not tax advice" notice. */
export function NotAdviceNotice({ text }: { text: string }) {
  const { strings } = useSiteLayout();
  return (
    <aside className="not-advice" aria-label={strings.importantNotice}>
      <div className="container">
        <p>{text}</p>
      </div>
    </aside>
  );
}
