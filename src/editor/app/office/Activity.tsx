import { useEffect, useState } from 'react';
import { request } from '../api.js';
import { ActivityTable, type ActivityEntry } from './ActivityTable.js';

/** The audit log, newest first: who saved, published, undid, read enquiries, signed in. */
export function Activity() {
  const [entries, setEntries] = useState<ActivityEntry[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    request<{ entries: ActivityEntry[] }>('GET', '/api/activity').then(
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
      <ActivityTable entries={entries ?? []} />
    </main>
  );
}
