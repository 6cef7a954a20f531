import { useEffect, useState } from 'react';
import { App } from './App.js';
import { api, csrfToken, type Me } from './api.js';
import { Activity } from './office/Activity.js';
import { Enquiries } from './office/Enquiries.js';
import { Openings } from './office/Openings.js';
import { Subscribers } from './office/Subscribers.js';
import { PasswordPrompt } from './PasswordPrompt.js';
import { HelpLink } from './HelpLink.js';

type View = 'pages' | 'openings' | 'enquiries' | 'subscribers' | 'activity';

const VIEWS: { view: View; label: string; permission: Me['permissions'][number] }[] = [
  { view: 'pages', label: 'Pages', permission: 'editPages' },
  { view: 'openings', label: 'Job openings', permission: 'manageOpenings' },
  { view: 'enquiries', label: 'Enquiries', permission: 'readEnquiries' },
  { view: 'subscribers', label: 'Alerts', permission: 'readSubscribers' },
  { view: 'activity', label: 'Activity', permission: 'readAuditLog' },
];

/**
 * Under `npm run edit` (no CSRF token in the page) the editor is the pages editor alone, for the machine's user. On
 * the server it shows who is signed in, Sign out, and the parts of the office their role allows.
 */
export function Shell() {
  if (!csrfToken) return <App />;
  return <SignedIn />;
}

function SignedIn() {
  const [me, setMe] = useState<Me>();
  const [error, setError] = useState<string>();
  const [view, setView] = useState<View>();

  useEffect(() => {
    api.me().then(
      (who) => {
        setMe(who);
        setView(VIEWS.find((each) => who.permissions.includes(each.permission))?.view);
      },
      (failure: Error) => setError(failure.message),
    );
  }, []);

  if (!me) return <main className="loading">{error ? <p role="alert">{error}</p> : <p>Loading…</p>}</main>;
  const views = VIEWS.filter((each) => me.permissions.includes(each.permission));
  const signOut = async () => {
    await api.signOut().catch(() => undefined);
    window.location.assign('/edit/sign-in');
  };

  return (
    <>
      {/* Not a <header>: the pages editor has its own banner (the save bar). Signing out is part of finding one's way. */}
      <nav className="office-bar" aria-label="Editor">
        <ul>
          {views.map((each) => (
            <li key={each.view}>
              <button type="button" aria-current={view === each.view ? 'page' : undefined} onClick={() => setView(each.view)}>
                {each.label}
              </button>
            </li>
          ))}
        </ul>
        <p className="office-who">
          <span>
            Signed in as{' '}
            <strong>
              <bdi>{me.name}</bdi>
            </strong>{' '}
            ({me.role})
          </span>
          <HelpLink />
          <button type="button" className="button button-small" onClick={signOut}>
            Sign out
          </button>
        </p>
      </nav>
      {view === 'pages' && <App />}
      {view === 'openings' && <Openings />}
      {view === 'enquiries' && <Enquiries />}
      {view === 'subscribers' && <Subscribers />}
      {view === 'activity' && <Activity />}
      <PasswordPrompt />
    </>
  );
}
