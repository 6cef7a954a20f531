import { useCallback, useEffect, useState } from 'react';
import { BASE, request } from '../api.js';
import { isolated } from '../isolated.js';
import { EnquiryCard, type Enquiry } from './EnquiryCard.js';

/** Enquiries from the site's form, newest first, for staff: search, download as CSV, delete on a person's request. */
export function Enquiries() {
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<{ enquiries: Enquiry[]; total: number }>();
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<string>();
  const [notice, setNotice] = useState<string>();
  /** Suspected spam is kept apart, as `npm run enquiries -- list --spam` keeps it. */
  const [spam, setSpam] = useState(false);

  const load = useCallback(
    (words: string) => {
      request<{ enquiries: Enquiry[]; total: number }>('GET', `/api/enquiries?q=${encodeURIComponent(words)}${spam ? '&spam=1' : ''}`).then(
        setAnswer,
        (failure: Error) => setError(failure.message),
      );
    },
    [spam],
  );
  useEffect(() => load(''), [load]);

  const remove = async (enquiry: Enquiry) => {
    try {
      await request('DELETE', `/api/enquiries/${encodeURIComponent(enquiry.id)}`);
      setConfirming(undefined);
      setNotice(`The enquiry from ${isolated(enquiry.fullName)} was deleted.`);
      load(query);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <main className="office" id="main">
      <div className="office-head">
        <h1>Enquiries</h1>
        <a className="button" href={`${BASE}api/enquiries.csv`} download>
          Download all as CSV
        </a>
      </div>
      <form
        className="office-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          load(query);
        }}
      >
        <label htmlFor="enquiry-search">Search by name, e-mail, phone or message</label>
        <div>
          <input id="enquiry-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
          <button type="submit" className="button">
            Search
          </button>
        </div>
        <label className="office-check">
          <input type="checkbox" checked={spam} onChange={(event) => setSpam(event.target.checked)} /> Show suspected spam instead
        </label>
      </form>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <p role="status" className="office-status">
        {notice ??
          (answer
            ? `${answer.total} ${spam ? 'suspected spam ' : ''}enquir${answer.total === 1 ? 'y' : 'ies'}${answer.total > answer.enquiries.length ? `, the newest ${answer.enquiries.length} shown` : ''}.`
            : 'Loading…')}
      </p>
      <ol className="office-list">
        {answer?.enquiries.map((enquiry) => (
          <EnquiryCard
            key={enquiry.id}
            enquiry={enquiry}
            confirming={confirming === enquiry.id}
            onAskToDelete={() => setConfirming(enquiry.id)}
            onDelete={() => remove(enquiry)}
            onKeep={() => setConfirming(undefined)}
          />
        ))}
      </ol>
    </main>
  );
}
