import { SiteLink } from './SiteLink.js';
import { intlLocale } from '../../shared/fill-text.js';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useSiteLayout } from '../app/site-layout.js';
import { EnquiryNotAccepted, sendEnquiry } from './api.js';
import { EmailLink, PhoneLink } from './ContactLink.js';
import {
  EMPTY_ENQUIRY,
  FORM_FIELDS,
  enquiryFromForm,
  fieldLabel,
  serverFieldErrors,
  validateEnquiry,
  type EnquiryFields,
  type FieldErrors,
} from './enquiry-validation.js';
import { aboutMessage, prefilledMessage } from './enquiry-prefill.js';
import { FilledText } from './FilledText.js';
import type { UiStrings } from '../../generated/manifest-types.gen.js';
import { useSharedTextLanguage } from './language.js';

/** What the last send ended in: nothing yet, in progress, refused for its content (400), too many (429), or not delivered. */
type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'rejected' } | { kind: 'tooMany'; waitSeconds?: number } | { kind: 'failed' };

/** "in 2 minutes", "in 30 seconds" (`locale`: the edition's Intl tag), or "in a few minutes" when the server did not say. */
function waitText(seconds: number | undefined, strings: UiStrings, locale: string): string {
  if (!seconds) return strings.inAFewMinutes;
  const relative = new Intl.RelativeTimeFormat(locale);
  return seconds < 90 ? relative.format(seconds, 'second') : relative.format(Math.ceil(seconds / 60), 'minute');
}

// An e-mail address and a phone number are written left to right in any language (`dir`), as the site shows them.
// The phone field is `type="tel"` alone: its keypad has "+", which the numbers-only keypad of inputmode=numeric lacks.
const FIELDS: { name: Exclude<keyof EnquiryFields, 'message'>; type: string; autoComplete: string; dir?: 'ltr' }[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email', dir: 'ltr' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', dir: 'ltr' },
];

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The enquiry form. What the visitor typed is kept until the firm has it: a failed send leaves
 * every field filled, and a retry of the same text reuses its idempotency key so it is stored once.
 */
export function EnquiryForm({ thankYouPath, headingId }: { thankYouPath?: string; headingId?: string }) {
  const { strings, site, api, locale } = useSiteLayout();
  const english = useSharedTextLanguage();
  const router = useRouter();
  const [fields, setFields] = useState<EnquiryFields>(EMPTY_ENQUIRY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [sent, setSent] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const keyRef = useRef<string>('');
  const formRef = useRef<HTMLFormElement>(null);
  // When the form became usable (the app hydrated it): the server puts aside as spam what is sent sooner than a
  // person could have typed it (server/api/spam.ts).
  const shownAtRef = useRef(0);
  useEffect(() => {
    shownAtRef.current = performance.now();
  }, []);
  const sentRef = useRef<HTMLDivElement>(null);
  // Focus follows the form's state: to the confirmation once sent (a screen reader reads it out), back to the
  // first field when the visitor asks to send another. Not on the first render, where focus is the visitor's own.
  const focusAfterChange = useRef(false);
  useEffect(() => {
    if (!focusAfterChange.current) return;
    focusAfterChange.current = false;
    if (sent) sentRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [sent]);
  // Arrived from a job page's "Apply" link, the careers page's invitation to send a CV, or a tool's "Ask an adviser"
  // link: the message is begun (read after hydration, as the prerendered page cannot know the query string).
  const messageRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const fromTool = aboutMessage(window.location.search);
    const message = prefilledMessage(window.location.search, strings) ?? fromTool;
    if (message) setFields((current) => (current.message ? current : { ...current, message }));
    if (!fromTool) return;
    // From a tool, the visitor came to ask: the message gets focus, the cursor after the text begun, and comes into
    // view (on a phone the form is far down the page, and nothing seemed to happen). After the page's own focus and
    // scroll on arrival, which run once this effect has.
    const timer = window.setTimeout(() => {
      const field = messageRef.current;
      if (!field) return;
      field.focus({ preventScroll: true });
      field.setSelectionRange(field.value.length, field.value.length);
      field.scrollIntoView({ block: 'center' });
    });
    return () => window.clearTimeout(timer);
  }, [strings]);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = event.target.name as keyof EnquiryFields;
    setFields((current) => ({ ...current, [name]: event.target.value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    keyRef.current = '';
  };

  /** Focuses the first field with a problem; false when there is none. */
  const focusFirstInvalid = (found: FieldErrors) => {
    const firstInvalid = (Object.keys(found) as (keyof EnquiryFields)[]).find((name) => found[name]);
    if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    return firstInvalid !== undefined;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const found = validateEnquiry(fields, strings);
    setErrors(found);
    if (focusFirstInvalid(found)) return;
    keyRef.current ||= newKey();
    setStatus({ kind: 'sending' });
    try {
      const elapsedMs = Math.round(performance.now() - shownAtRef.current);
      await sendEnquiry(api.base, enquiryFromForm(fields, locale.code), keyRef.current, { elapsedMs, ...(honeypot ? { website: honeypot } : {}) });
      setFields(EMPTY_ENQUIRY);
      keyRef.current = '';
      setStatus({ kind: 'idle' });
      focusAfterChange.current = true;
      setSent(true);
      if (thankYouPath) void router.navigate({ href: thankYouPath });
    } catch (error) {
      // Every field stays as typed, and the idempotency key with it: a retry of the same text is stored once.
      if (error instanceof EnquiryNotAccepted && error.status === 400 && error.problems.length > 0) {
        const fromServer = serverFieldErrors(error.problems, strings);
        setErrors(fromServer);
        setStatus({ kind: 'rejected' });
        focusFirstInvalid(fromServer);
      } else if (error instanceof EnquiryNotAccepted && error.status === 429) {
        setStatus({ kind: 'tooMany', waitSeconds: error.retryAfterSeconds });
      } else {
        setStatus({ kind: 'failed' });
      }
    }
  };

  const sendAnother = () => {
    // A new enquiry is timed from now: the spam check asks how long the visitor took to write it.
    shownAtRef.current = performance.now();
    focusAfterChange.current = true;
    setSent(false);
  };

  const describedBy = (name: keyof EnquiryFields) => (errors[name] ? `${name}-error` : undefined);

  return (
    <>
      <noscript>
        <p className="notice">
          {strings.noScriptForm}{' '}
          <FilledText
            text={strings.noScriptContact}
            values={{ email: <EmailLink address={site.emails[0].address} />, phone: <PhoneLink number={site.phones[0].number} /> }}
          />
        </p>
      </noscript>
      {sent && (
        <div ref={sentRef} className="form-sent" role="status" tabIndex={-1}>
          <p className="form-sent-title">{strings.sendSucceededTitle}</p>
          <p>{strings.sendSucceededText}</p>
          <p>
            <FilledText text={strings.sentNextSteps} values={{ phone: <PhoneLink number={site.phones[0].number} /> }} />
          </p>
          <button type="button" className="button" onClick={sendAnother}>
            {strings.sendAnother}
          </button>
        </div>
      )}
      <form
        ref={formRef}
        hidden={sent}
        className="enquiry-form needs-js"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={headingId}
        aria-busy={status.kind === 'sending'}
      >
        <p className="form-hint">{strings.allFieldsRequired}</p>
        <div className="form-grid">
          {FIELDS.map((field) => (
            <div className="field" key={field.name}>
              <label htmlFor={`enquiry-${field.name}`}>{fieldLabel(field.name, strings)}</label>
              <input
                id={`enquiry-${field.name}`}
                name={field.name}
                type={field.type}
                dir={field.dir}
                autoComplete={field.autoComplete}
                maxLength={FORM_FIELDS[field.name].maxLength}
                required
                value={fields[field.name]}
                onChange={onChange}
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={describedBy(field.name)}
              />
              {errors[field.name] && (
                <p className="field-error" id={`${field.name}-error`}>
                  {errors[field.name]}
                </p>
              )}
            </div>
          ))}
          <div className="field field-wide">
            <label htmlFor="enquiry-message">{fieldLabel('message', strings)}</label>
            <textarea
              ref={messageRef}
              id="enquiry-message"
              name="message"
              rows={5}
              maxLength={FORM_FIELDS.message.maxLength}
              required
              value={fields.message}
              onChange={onChange}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describedBy('message')}
            />
            {errors.message && (
              <p className="field-error" id="message-error">
                {errors.message}
              </p>
            )}
          </div>
          {/* Hidden from people; bots that fill every field reveal themselves here. */}
          <div className="honeypot" aria-hidden="true">
            <label htmlFor="enquiry-website">{strings.fieldWebsite}</label>
            <input
              id="enquiry-website"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(event) => setHoneypot(event.target.value)}
            />
          </div>
        </div>
        <div className="form-actions">
          <button type="submit" className="button button-accent" disabled={status.kind === 'sending'}>
            {status.kind === 'sending' ? strings.sending : strings.sendEnquiry}
          </button>
          {site.privacyNotice && (
            <p className="form-privacy">
              <SiteLink href={site.privacyNotice.link} {...english('site.privacyNotice.label')}>
                {site.privacyNotice.label}
              </SiteLink>
            </p>
          )}
          <div role="alert" className="form-alert">
            {status.kind === 'failed' && (
              <>
                <p className="form-error">
                  {strings.sendFailed} <FilledText text={strings.sendFailedKept} values={{ email: <EmailLink address={site.emails[0].address} /> }} />
                </p>
                {/* Sends the same text with the same idempotency key: if the first attempt did arrive, it is stored once. */}
                <button type="submit" className="button form-retry">
                  {strings.retry}
                </button>
              </>
            )}
            {status.kind === 'rejected' && (
              <p className="form-error">
                {strings.sendFailed} {strings.correctFields}
              </p>
            )}
            {status.kind === 'tooMany' && (
              <p className="form-error">
                {strings.sendFailed}{' '}
                <FilledText
                  text={strings.tooManyEnquiries}
                  values={{ when: waitText(status.waitSeconds, strings, intlLocale(locale)), email: <EmailLink address={site.emails[0].address} /> }}
                />
              </p>
            )}
          </div>
        </div>
      </form>
    </>
  );
}
