import { useEffect, useState } from 'react';
import { request } from '../api.ts';

interface Entry {
  id: number;
  at: string;
  who: string;
  action: string;
  detail: string | null;
}

/** The audit log, newest first: who saved, published, undid, read enquiries, signed in. */
export function Activity() {
  const [entries, setEntries] = useState<Entry[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    request<{ entries: Entry[] }>('GET', '/api/activity').then(
      ({ entries: list }) => setEntries(list),
      (failure: Error) => setError(failure.message),
    );
  }, []);
  return (
    <main className="office" id="main">
      <h1>Activity</h1>
      <p className="hint">Who did what in the editor, newest first.</p>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <div className="office-table-wrap">
        <table className="office-table">
          <thead>
            <tr>
              <th scope="col">When (UTC)</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {entries?.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.at.slice(0, 16).replace('T', ' ')}</td>
                <td>{entry.who}</td>
                <td>{entry.action}</td>
                <td>{entry.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  );
}
