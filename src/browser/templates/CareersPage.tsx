import { useCallback, useEffect, useState } from 'react';
import { SiteLink } from '../components/SiteLink.js';
import { useSiteLayout } from '../app/site-layout.js';
import { fetchCareers, type Career } from '../components/api.js';
import { RouteIntro } from '../components/PageIntro.js';
import { ActionText } from '../components/Cards.js';
import { CONTACT_PATH, cvHref } from '../components/enquiry-prefill.js';
import { FilledText } from '../components/FilledText.js';
import { localizedPath } from '../../shared/locales.js';
import { openingWords } from '../../shared/opening-words.js';
import { languageOf } from '../components/language.js';
import type { PageDataFor } from '../../shared/page-data.js';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; careers: Career[] };

export function CareersPage({ data }: { data: PageDataFor<'careers'> }) {
  const layout = useSiteLayout();
  const { strings, api, locale, locales } = layout;
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(
    (signal?: AbortSignal) => {
      setState({ status: 'loading' });
      fetchCareers(api.base, signal).then(
        (careers) => setState({ status: 'loaded', careers }),
        () => {
          if (!signal?.aborted) setState({ status: 'failed' });
        },
      );
    },
    [api.base],
  );
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return (
    <>
      <RouteIntro data={data} />
      <section className="section" aria-labelledby="openings-heading" aria-busy={state.status === 'loading'}>
        <div className="container narrow">
          <h2 id="openings-heading">{strings.currentOpenings}</h2>
          {state.status === 'loading' && <p role="status">{strings.loadingJobs}</p>}
          {state.status === 'failed' && (
            <div role="alert" className="notice notice-error">
              <p>{strings.loadJobsFailed}</p>
              <button type="button" className="button" onClick={() => load()}>
                {strings.retry}
              </button>
            </div>
          )}
          {state.status === 'loaded' && state.careers.length === 0 && (
            <div className="notice">
              <p>{strings.noJobOpenings}</p>
              <p>
                <FilledText
                  text={strings.cvInvitation}
                  values={{ link: <SiteLink href={cvHref(localizedPath(CONTACT_PATH, locale.prefix))}>{strings.cvInvitationLink}</SiteLink> }}
                />
              </p>
            </div>
          )}
          {state.status === 'loaded' && state.careers.length > 0 && (
            <ul className="job-list">
              {state.careers.map((career) => {
                const words = openingWords(career, locale.code, locales[0].code);
                const title = words.jobTitle ?? { text: career.jobTitle };
                const meta = [words.location, words.employmentType].filter((word) => word !== undefined);
                const oneLanguage = meta.every((word) => word.lang === meta[0]?.lang);
                return (
                  <li key={career._id} className="job">
                    <h3 {...languageOf(title.lang, layout)}>{title.text}</h3>
                    {meta.length > 0 && (
                      // All in one language: the line is in it (English ones read left to right); mixed, each part is.
                      <p className="job-meta" {...(oneLanguage ? languageOf(meta[0].lang, layout) : {})}>
                        {meta.map((word, index) => (
                          <span key={index}>
                            {index > 0 && ' · '}
                            {oneLanguage ? word.text : <span {...languageOf(word.lang, layout)}>{word.text}</span>}
                          </span>
                        ))}
                      </p>
                    )}
                    <SiteLink to={`/careers/${encodeURIComponent(career._id)}/careers-details`} className="button">
                      <ActionText label={strings.moreDetails} subject={title.text} subjectLang={title.lang} />
                    </SiteLink>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
