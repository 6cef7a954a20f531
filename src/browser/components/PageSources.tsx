import type { CitedSource } from '../../shared/page-data';
import { useSiteLayout } from '../app/site-layout';
import { formatDate } from './dates';

/** The laws, decisions and guides a page relies on, each linked to its own text, under a "Sources" heading. */
export function PageSources({ sources, heading }: { sources: CitedSource[]; heading: string }) {
  // The edition's own comma ("، " in Arabic) between a source's title and its date.
  const { strings, dateWords, locale } = useSiteLayout();
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
              {source.date && (
                <>
                  {locale.comma}
                  <time dateTime={source.date}>{formatDate(source.date, dateWords)}</time>
                </>
              )}
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
