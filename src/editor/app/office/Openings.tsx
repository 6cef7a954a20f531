import { useCallback, useEffect, useState } from 'react';
import { ApiError, request } from '../api.ts';
import { openingValue, type OpeningField, type OpeningWords } from '../../shared/opening-fields.ts';
import { OpeningForm } from './OpeningForm.tsx';

export type Opening = OpeningWords & {
  id: string;
  jobTitle: string;
  status: 'open' | 'closed';
  createdAt: string;
};

/** Job openings for publishers: add, edit, close (off the Careers page) and reopen. */
export function Openings() {
  const [data, setData] = useState<{ fields: OpeningField[]; openings: Opening[] }>();
  const [editing, setEditing] = useState<string>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const load = useCallback(() => {
    request<{ fields: OpeningField[]; openings: Opening[] }>('GET', '/api/openings').then(setData, (failure: Error) => setError(failure.message));
  }, []);
  useEffect(load, [load]);

  const act = async (opening: Opening, action: 'close' | 'reopen') => {
    try {
      await request('POST', `/api/openings/${encodeURIComponent(opening.id)}/${action}`);
      setNotice(
        action === 'close' ? `“${opening.jobTitle}” is closed: it left the Careers page.` : `“${opening.jobTitle}” is open again, on the Careers page.`,
      );
      load();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  const save = async (id: string | undefined, values: Record<string, string>): Promise<ApiError | undefined> => {
    try {
      await request(id ? 'PUT' : 'POST', id ? `/api/openings/${encodeURIComponent(id)}` : '/api/openings', values);
      setEditing(undefined);
      setNotice(`“${values.jobTitle}” is saved${id ? '' : ' and on the Careers page'}.`);
      load();
      return undefined;
    } catch (failure) {
      return failure as ApiError;
    }
  };

  if (!data) return <main className="office">{error ? <p role="alert">{error}</p> : <p>Loading…</p>}</main>;
  return (
    <main className="office" id="main">
      <div className="office-head">
        <h1>Job openings</h1>
        {editing !== 'new' && (
          <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
            New opening
          </button>
        )}
      </div>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <p role="status" className="office-status">
        {notice}
      </p>
      {editing === 'new' && (
        <OpeningForm fields={data.fields} title="New opening" onSave={(values) => save(undefined, values)} onCancel={() => setEditing(undefined)} />
      )}
      <ol className="office-list">
        {data.openings.map((opening) => (
          <li key={opening.id} className={`office-card office-${opening.status}`}>
            {editing === opening.id ? (
              <OpeningForm
                fields={data.fields}
                title={`Edit “${opening.jobTitle}”`}
                initial={opening}
                onSave={(values) => save(opening.id, values)}
                onCancel={() => setEditing(undefined)}
              />
            ) : (
              <>
                <h2>
                  {opening.jobTitle} <span className="office-meta">· {opening.status === 'open' ? 'open, on the Careers page' : 'closed'}</span>
                </h2>
                <p className="office-meta">
                  {data.fields
                    .filter((field) => !field.multiline && !field.lang && field.key !== 'jobTitle' && openingValue(opening, field.key))
                    .map((field) => openingValue(opening, field.key))
                    .join(' · ')}
                </p>
                <div className="actions">
                  <button type="button" className="button button-small" onClick={() => setEditing(opening.id)}>
                    Edit<span className="visually-hidden"> “{opening.jobTitle}”</span>
                  </button>
                  <button type="button" className="button button-small" onClick={() => act(opening, opening.status === 'open' ? 'close' : 'reopen')}>
                    {opening.status === 'open' ? 'Close' : 'Reopen'}
                    <span className="visually-hidden"> “{opening.jobTitle}”</span>
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ol>
      {data.openings.length === 0 && <p>No openings yet.</p>}
    </main>
  );
}
