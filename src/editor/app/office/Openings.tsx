import { useCallback, useEffect, useState } from 'react';
import { ApiError, request } from '../api.js';
import type { OpeningField } from '../../shared/opening-fields.js';
import { isolated } from '../isolated.js';
import { OpeningForm } from './OpeningForm.js';
import { OpeningSummary, type Opening } from './OpeningSummary.js';

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
        action === 'close'
          ? `“${isolated(opening.jobTitle)}” is closed: it left the Careers page.`
          : `“${isolated(opening.jobTitle)}” is open again, on the Careers page.`,
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
      setNotice(`“${isolated(values.jobTitle)}” is saved${id ? '' : ' and on the Careers page'}.`);
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
                status={opening.status}
                onSave={(values) => save(opening.id, values)}
                onCancel={() => setEditing(undefined)}
              />
            ) : (
              <OpeningSummary
                opening={opening}
                fields={data.fields}
                onEdit={() => setEditing(opening.id)}
                onCloseOrReopen={() => act(opening, opening.status === 'open' ? 'close' : 'reopen')}
              />
            )}
          </li>
        ))}
      </ol>
      {data.openings.length === 0 && <p>No openings yet.</p>}
    </main>
  );
}
