import { Fragment, useEffect, useState } from 'react';
import { SiteLink } from '../components/SiteLink.js';
import { useSiteLayout } from '../app/site-layout.js';
import { fetchCareers, type Career } from '../components/api.js';
import { mailtoHref } from '../components/contact-links.js';
import { PageIntro } from '../components/PageIntro.js';
import { CONTACT_PATH, applyHref } from '../components/enquiry-prefill.js';
import { fillText } from '../../shared/fill-text.js';
import { localizedPath } from '../../shared/locales.js';
import type { PageDataFor } from '../../shared/page-data.js';
import { openingWords, type ShownText } from '../../shared/opening-words.js';
import { languageOf } from '../components/language.js';

/**
 * A title in another language than the sentence around it (an opening with no Arabic title, in the Arabic application
 * message) is set apart with Unicode isolates, so its letters and the sentence's full stop keep their places.
 */
function inSentence(title: ShownText): string {
  return title.lang ? `\u2068${title.text}\u2069` : title.text;
}

type State = { status: 'loading' } | { status: 'failed' } | { status: 'missing' } | { status: 'found'; career: Career };

/** What the server's HTML already says (it looked the opening up), or `loading` when the browser must ask the API. */
function initialState(opening: Career | null | undefined): State {
  if (opening === undefined) return { status: 'loading' };
  return opening ? { status: 'found', career: opening } : { status: 'missing' };
}

export function CareerDetailsPage({ data, params }: { data: PageDataFor<'career-details'>; params: Record<string, string> }) {
  const { careerId } = params;
  const layout = useSiteLayout();
  const { strings, site, api, locale, locales } = layout;
  const [state, setState] = useState<State>(() => initialState(data.opening));
  useEffect(() => {
    // Rendered by the server with its opening: nothing to fetch. Reached by client-side navigation (or on a static
    // host, which has no server to ask): the API lists the openings.
    if (data.opening !== undefined) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchCareers(api.base, controller.signal).then(
      (careers) => {
        const career = careers.find((candidate) => candidate._id === careerId);
        setState(career ? { status: 'found', career } : { status: 'missing' });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api.base, careerId, data.opening]);

  // By its label in English; in another language the label is translated, and the address still says it.
  const careersEmail = site.emails.find((email) => /career|job|hr/i.test(`${email.label} ${email.address}`))?.address ?? site.emails[0].address;
  const backLink = (
    <SiteLink to="/Careers" className="button">
      {strings.seeAllOpenings}
    </SiteLink>
  );

  if (state.status !== 'found') {
    const heading = state.status === 'missing' ? strings.openingGone : data.route.heading;
    return (
      <>
        <PageIntro heading={heading} />
        <div className="section">
          <div className="container narrow">
            {state.status === 'loading' && <p role="status">{strings.loadingJobs}</p>}
            {state.status === 'failed' && <p role="alert">{strings.loadJobsFailed}</p>}
            {state.status === 'missing' && <p>{strings.openingGoneText}</p>}
            {backLink}
          </div>
        </div>
      </>
    );
  }

  const { career } = state;
  const words = openingWords(career, locale.code, locales[0].code);
  const title = words.jobTitle ?? { text: career.jobTitle };
  const facts = [
    [strings.jobLocation, words.location],
    [strings.jobEmploymentType, words.employmentType],
    [strings.jobExperience, words.experience],
  ] as const;
  return (
    <>
      <PageIntro heading={title.text} headingLang={title.lang} label={strings.jobOpening} />
      <div className="section">
        <div className="container narrow">
          <dl className="job-facts">
            {facts.map(([term, word]) =>
              word ? (
                <Fragment key={term}>
                  <dt>{term}</dt>
                  <dd {...languageOf(word.lang, layout)}>{word.text}</dd>
                </Fragment>
              ) : null,
            )}
          </dl>
          {words.description && (
            <p className="job-description" {...languageOf(words.description.lang, layout)}>
              {words.description.text}
            </p>
          )}
          <div className="button-row">
            <SiteLink href={applyHref(localizedPath(CONTACT_PATH, locale.prefix), inSentence(title))} className="button button-accent">
              {strings.applyNow}
            </SiteLink>
            <a className="button" href={mailtoHref(careersEmail, fillText(strings.applicationSubject, { title: inSentence(title) }))}>
              {strings.applyByEmail}
            </a>
            {backLink}
          </div>
        </div>
      </div>
    </>
  );
}
