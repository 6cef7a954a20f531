import { useEffect, useState } from 'react';
import { request } from '../api.js';
import { editorTime } from '../editor-time.js';

interface Subscriber {
  id: number;
  email: string;
  language: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

const LANGUAGES: Record<string, string> = { en: 'English', ar: 'Arabic' };
const STATUS: Record<Subscriber['status'], string> = {
  pending: 'Not confirmed yet',
  confirmed: 'Receives alerts',
  unsubscribed: 'Unsubscribed',
};

/** Who asked for the law-change e-mails, newest first, and removing an address its owner asked to have erased. */
export function Subscribers() {
  const [subscribers, setSubscribers] = useState<Subscriber[]>();
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string }>();
  const load = () =>
    request<{ subscribers: Subscriber[] }>('GET', '/api/subscribers').then(
      ({ subscribers: list }) => setSubscribers(list),
      (failure: Error) => setMessage({ kind: 'error', text: failure.message }),
    );
  useEffect(() => void load(), []);

  const remove = async (subscriber: Subscriber) => {
    if (!window.confirm(`Remove ${subscriber.email} and everything kept about it? This cannot be undone.`)) return;
    try {
      await request('DELETE', `/api/subscribers?email=${encodeURIComponent(subscriber.email)}`);
      setMessage({ kind: 'done', text: `${subscriber.email} is removed.` });
      await load();
    } catch (failure) {
      setMessage({ kind: 'error', text: failure instanceof Error ? failure.message : String(failure) });
    }
  };

  const confirmed = subscribers?.filter((each) => each.status === 'confirmed').length ?? 0;
  return (
    <main className="office" id="main">
      <h1>Law-change alerts</h1>
      <p className="hint">
        People who asked for an e-mail when the law the site quotes changes. Only those who confirmed their address receive alerts
        {subscribers ? ` (${confirmed} of ${subscribers.length})` : ''}. Remove an address when its owner asks you to erase it.
      </p>
      {message && (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? 'notice notice-error' : 'publish-ok'}>
          {message.text}
        </p>
      )}
      {subscribers && subscribers.length === 0 && <p>Nobody has subscribed yet.</p>}
      {subscribers && subscribers.length > 0 && (
        <div className="office-table-wrap">
          <table className="office-table">
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Language</th>
                <th scope="col">Status</th>
                <th scope="col">Since</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((subscriber) => (
                <tr key={subscriber.id}>
                  <td>
                    <bdi>{subscriber.email}</bdi>
                  </td>
                  <td>{LANGUAGES[subscriber.language] ?? subscriber.language}</td>
                  <td>{STATUS[subscriber.status]}</td>
                  <td>
                    <time dateTime={subscriber.confirmedAt ?? subscriber.createdAt}>{editorTime(subscriber.confirmedAt ?? subscriber.createdAt)}</time>
                  </td>
                  <td>
                    <button type="button" className="button button-small" onClick={() => void remove(subscriber)}>
                      Remove<span className="visually-hidden"> {subscriber.email}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
