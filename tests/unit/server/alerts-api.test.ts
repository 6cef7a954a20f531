// /api/alerts/subscribe, /confirm and /unsubscribe as a visitor or a bot meets them: field errors like the enquiry
// API's, the same answer whatever the address's state (nobody learns who subscribes), a confirmation mail at most
// once an hour, no mail for a bot, pages whose button (not the link) acts, and the rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app.js';
import { readAlertSite } from '../../../server/alerts/site.js';
import { openDatabase } from '../../../server/db/database.js';
import { listSubscribers } from '../../../server/db/alert-subscribers.js';
import { waitFor } from '../../support/fake-smtp.js';
import { alertsApp, changedSite } from '../../support/alerts-site.js';
import { parseMail, startLoopbackSmtp, type LoopbackSmtp } from '../../support/loopback-smtp.js';

const subscribe = (app: FastifyInstance, payload: unknown) => app.inject({ method: 'POST', url: '/api/alerts/subscribe', payload: payload as object });
/** As a browser sends a plain HTML form (the footer's, without script). */
const postForm = (app: FastifyInstance, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/alerts/subscribe',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
/** What a client can see of an answer, but for the headers that differ between any two answers. */
const visible = (answer: LightMyRequestResponse) => {
  const { date, ...headers } = answer.headers;
  return { status: answer.statusCode, body: answer.body, headers: { ...headers, date: typeof date } };
};
function statusOf(databasePath: string, email: string) {
  const db = openDatabase(databasePath);
  try {
    return listSubscribers(db).find((each) => each.email === email)?.status;
  } finally {
    db.close();
  }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the alerts API', () => {
  const site = changedSite();
  let smtp: LoopbackSmtp;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = await startLoopbackSmtp();
    app = await alertsApp(site, smtp.port);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    site.remove();
  });

  it('names the field and the reason for bad input', async () => {
    const answer = await subscribe(app, { email: 'not an address', language: 'fr' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: 'Invalid subscription',
      errors: [
        { field: 'email', message: 'must be an e-mail address like name@example.com' },
        { field: 'language', message: 'must be one of en, ar' },
      ],
    });
    expect((await subscribe(app, { language: 'en' })).json().errors).toEqual([{ field: 'email', message: 'is required' }]);
  });

  it('answers the same for a new, a pending and a confirmed address, and mails a pending one at most once an hour', async () => {
    const first = await subscribe(app, { email: 'known@example.com', language: 'en' });
    await waitFor(() => smtp.accepted.length === 1, 'the confirmation mail');
    const pending = await subscribe(app, { email: 'known@example.com', language: 'en' });
    const text = parseMail(smtp.accepted[0].raw).parts.get('text/plain')!;
    const token = /confirm\?token=([\w-]+)/.exec(text)![1];
    await app.inject({ method: 'POST', url: `/api/alerts/confirm?token=${token}` });
    const confirmed = await subscribe(app, { email: 'known@example.com', language: 'en' });
    const unknown = await subscribe(app, { email: 'someone.else@example.com', language: 'en' });
    expect(first.statusCode).toBe(202);
    for (const answer of [pending, confirmed, unknown]) expect(visible(answer)).toEqual(visible(first));
    await waitFor(() => smtp.accepted.length === 2, 'the unknown address’s confirmation');
    await settle();
    expect(smtp.accepted.filter((mail) => mail.to.includes('known@example.com'))).toHaveLength(1);
  });

  it('mails nothing to an address a bot sends, and answers it the same', async () => {
    const before = smtp.accepted.length;
    const honeypot = await subscribe(app, { email: 'victim@example.com', language: 'en', website: 'http://spam.example' });
    const tooFast = await subscribe(app, { email: 'victim2@example.com', language: 'en', elapsedMs: 200 });
    expect(honeypot.statusCode).toBe(202);
    expect(tooFast.body).toBe(honeypot.body);
    await settle();
    expect(smtp.accepted.length).toBe(before);
  });

  it('takes a plain form: the same redirect to a page in its language for every address, and a page naming a refused field', async () => {
    const first = await postForm(app, { email: 'footer@example.com', language: 'ar', website: '' });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('subscribed?language=ar');
    await waitFor(() => smtp.accepted.some((mail) => mail.to.includes('footer@example.com')), 'the confirmation mail');
    const again = await postForm(app, { email: 'footer@example.com', language: 'ar', website: '' });
    const bot = await postForm(app, { email: 'footer-bot@example.com', language: 'ar', website: 'http://spam.example' });
    for (const answer of [again, bot]) expect(visible(answer)).toEqual(visible(first));
    const page = await app.inject({ method: 'GET', url: '/api/alerts/subscribed?language=ar' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('<h1>تفقّدوا بريدكم الوارد</h1>');
    expect(page.body).toContain('أرسلنا إليكم رابطًا لتأكيد عنوانكم');
    const refused = await postForm(app, { email: 'not an address', language: 'ar', website: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('<html lang="ar" dir="rtl">');
    expect(refused.body).toContain('حقل &#34;البريد الإلكتروني&#34; يجب أن يكون عنوان بريد إلكتروني');
    const english = await postForm(app, { language: 'en' });
    expect(english.body).toContain('<p>E-mail is required.</p>');
    await settle();
    expect(smtp.accepted.filter((mail) => mail.to.some((to) => to.startsWith('footer')))).toHaveLength(1);
  });

  it('acts on a link only when its page’s button posts, and refuses unknown tokens', async () => {
    await subscribe(app, { email: 'reader@example.com', language: 'ar' });
    await waitFor(() => smtp.accepted.some((mail) => mail.to.includes('reader@example.com')), 'the confirmation mail');
    const mail = parseMail(smtp.accepted.find((each) => each.to.includes('reader@example.com'))!.raw);
    const unsubscribe = new URL(mail.headers.get('list-unsubscribe')!.slice(1, -1));
    const page = await app.inject({ method: 'GET', url: `${unsubscribe.pathname}${unsubscribe.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toMatch(/<form method="post" action="unsubscribe">/);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    // Opening either page changed nothing: the confirmation link still confirms, and the address stays subscribed.
    const token = /confirm\?token=([\w-]+)/.exec(mail.parts.get('text/plain')!)![1];
    expect((await app.inject({ method: 'GET', url: `/api/alerts/confirm?token=${token}` })).body).toContain('<form method="post" action="confirm">');
    expect((await app.inject({ method: 'POST', url: `/api/alerts/confirm?token=${token}` })).statusCode).toBe(200);
    expect(statusOf(site.databasePath, 'reader@example.com')).toBe('confirmed');
    expect((await app.inject({ method: 'POST', url: `/api/alerts/confirm?token=${'x'.repeat(43)}` })).statusCode).toBe(404);
    const unknown = await app.inject({ method: 'GET', url: '/api/alerts/unsubscribe?token=short' });
    expect(unknown.statusCode).toBe(404);
    // Whose link it was is not known: the page says so in both languages.
    expect(unknown.body).toContain('<section lang="en" dir="ltr">');
    expect(unknown.body).toContain('<section lang="ar" dir="rtl">');
  });
});

describe('the subscribe rate limit', () => {
  const site = changedSite();
  afterAll(() => site.remove());

  it('answers 429 once an address has asked too often', async () => {
    const app = await buildApp({ databasePath: site.databasePath, rateLimit: { max: 2, timeWindow: 60_000 }, alertSite: readAlertSite(site.siteRoot) });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await subscribe(app, { email: `person${i}@example.com`, language: 'en' })).statusCode);
      expect(statuses).toEqual([202, 202, 429]);
      // A plain form is told on a page, in the language of the page it was sent from.
      const form = await postForm(app, { email: 'person9@example.com', language: 'ar' }, { referer: 'https://example.com/ar/law-changes' });
      expect(form.statusCode).toBe(429);
      expect(form.body).toContain('<html lang="ar" dir="rtl">');
      expect(form.body).toContain('تعذّر إتمام اشتراككم');
    } finally {
      await app.close();
    }
  });
});
