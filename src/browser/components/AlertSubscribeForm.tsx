import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSiteLayout } from '../app/site-layout.js';
import { ALERT_LANGUAGES, type AlertLanguage } from '../../shared/alerts-contract.js';
import type { PageDataFor } from '../../shared/page-data.js';
import { EnquiryNotAccepted, subscribeToAlerts } from './api.js';
import { fieldProblem, serverFieldErrors } from './enquiry-validation.js';
import type { PartLanguage } from './language.js';

type Words = PageDataFor<'law-changes'>['route']['words'];
type Status = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * E-mail alerts of the law's changes: an address and a language (the page's, to begin with). The API answers alike
 * whether or not the address is known, so the form only ever says that a confirmation e-mail is on its way.
 */
export function AlertSubscribeForm({ words, language }: { words: Words; language: PartLanguage }) {
  const { strings, api, locale, locales } = useSiteLayout();
  const [email, setEmail] = useState('');
  const [alertLanguage, setAlertLanguage] = useState<AlertLanguage>(locale.code === 'ar' ? 'ar' : 'en');
  const [emailError, setEmailError] = useState<string>();
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const emailRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  // When the form became usable: the server takes what is sent sooner than a person types an address for a bot's.
  const shownAtRef = useRef(0);
  useEffect(() => {
    shownAtRef.current = performance.now();
  }, []);
  useEffect(() => {
    if (status === 'sent') sentRef.current?.focus();
  }, [status]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const problem = fieldProblem('email', email, strings);
    setEmailError(problem);
    if (problem) return emailRef.current?.focus();
    setStatus('sending');
    try {
      const elapsedMs = Math.round(performance.now() - shownAtRef.current);
      await subscribeToAlerts(api.base, { email: email.trim(), language: alertLanguage, elapsedMs, ...(honeypot ? { website: honeypot } : {}) });
      setStatus('sent');
    } catch (error) {
      const fromServer = error instanceof EnquiryNotAccepted && error.status === 400 ? serverFieldErrors(error.problems, strings).email : undefined;
      if (fromServer) {
        setEmailError(fromServer);
        setStatus('idle');
        emailRef.current?.focus();
      } else setStatus('failed');
    }
  };

  const choices = locales.filter((each) => (ALERT_LANGUAGES as readonly string[]).includes(each.code));
  return (
    <section className="alert-subscribe" aria-labelledby="alert-subscribe-heading">
      <h2 id="alert-subscribe-heading" {...language('words.subscribeHeading')}>
        {words.subscribeHeading}
      </h2>
      {status === 'sent' ? (
        <p ref={sentRef} className="form-sent" role="status" tabIndex={-1} {...language('words.subscribeSent')}>
          {words.subscribeSent}
        </p>
      ) : (
        <form className="alert-subscribe-form needs-js" noValidate onSubmit={onSubmit} aria-busy={status === 'sending'}>
          <div className="field">
            <label htmlFor="alert-email">{strings.fieldEmail}</label>
            <input
              ref={emailRef}
              id="alert-email"
              name="email"
              type="email"
              dir="ltr"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(undefined);
              }}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? 'alert-email-error' : 'alert-consent'}
            />
            {emailError && (
              <p className="field-error" id="alert-email-error">
                {emailError}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="alert-language" {...language('words.subscribeLanguage')}>
              {words.subscribeLanguage}
            </label>
            <select id="alert-language" name="language" value={alertLanguage} onChange={(event) => setAlertLanguage(event.target.value as AlertLanguage)}>
              {choices.map((each) => (
                <option key={each.code} value={each.code} lang={each.code} dir={each.dir}>
                  {each.label}
                </option>
              ))}
            </select>
          </div>
          {/* Hidden from people; bots that fill every field reveal themselves here. */}
          <div className="honeypot" aria-hidden="true">
            <label htmlFor="alert-website">{strings.fieldWebsite}</label>
            <input id="alert-website" name="website" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
          </div>
          <p id="alert-consent" className="form-hint" {...language('words.subscribeConsent')}>
            {words.subscribeConsent}
          </p>
          <div className="form-actions">
            <button
              type="submit"
              className="button button-accent"
              disabled={status === 'sending'}
              {...(status === 'sending' ? {} : language('words.subscribeButton'))}
            >
              {status === 'sending' ? strings.sending : words.subscribeButton}
            </button>
            <div role="alert" className="form-alert">
              {status === 'failed' && (
                <p className="form-error" {...language('words.subscribeFailed')}>
                  {words.subscribeFailed}
                </p>
              )}
            </div>
          </div>
        </form>
      )}
    </section>
  );
}
