// Law-change alerts end to end, against a real SMTP server on loopback: subscribe → confirmation mail → confirm →
// `npm run alerts -- send` mails each confirmed subscriber once, in their language, with a one-click unsubscribe that
// works; a second send mails nothing; an address never confirmed gets nothing; a send killed half-way and run again
// mails each alert exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../../../server/db/database.js';
import { confirmSubscription, listSubscribers, requestSubscription } from '../../../server/db/alert-subscribers.js';
import { waitFor } from '../../support/fake-smtp.js';
import { alertsApp, changedSite, CHANGE_KEY, runAlerts, SEND_DAY, startSend } from '../../support/alerts-site.js';
import { decodeHeader, parseMail, startLoopbackSmtp, type LoopbackSmtp, type ReceivedMail } from '../../support/loopback-smtp.js';

const SUBSCRIBE = { url: '/api/alerts/subscribe', method: 'POST' as const };
const toPath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
const mailTo = (mails: ReceivedMail[], address: string) => mails.filter((mail) => mail.to.includes(address));

describe('subscribe, confirm, send, unsubscribe', () => {
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

  it('mails one alert per confirmed subscriber, in their language, once', async () => {
    const people = { 'layla@example.com': 'ar', 'omar@example.com': 'en', 'never.confirms@example.com': 'en' } as const;
    for (const [email, language] of Object.entries(people)) {
      const answer = await app.inject({ ...SUBSCRIBE, payload: { email, language } });
      expect(answer.statusCode).toBe(202);
    }
    await waitFor(() => smtp.accepted.length === 3, 'three confirmation mails');

    for (const email of ['layla@example.com', 'omar@example.com']) {
      const [mail] = mailTo(smtp.accepted, email);
      const text = parseMail(mail.raw).parts.get('text/plain')!;
      const confirmUrl = /https:\/\/\S+\/api\/alerts\/confirm\?token=[\w-]+/.exec(text)![0];
      // The link opens a page with a button; only the button's post confirms.
      const page = await app.inject({ method: 'GET', url: toPath(confirmUrl) });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<form method="post"');
      const token = new URL(confirmUrl).searchParams.get('token')!;
      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/alerts/confirm',
        payload: `token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(confirmed.statusCode).toBe(200);
    }
    const confirmations = smtp.accepted.length;

    const first = await runAlerts(site, smtp.port, 'send', '--as-of', SEND_DAY);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const alerts = smtp.accepted.slice(confirmations);
    expect(alerts.flatMap((mail) => mail.to).sort()).toEqual(['layla@example.com', 'omar@example.com']);

    const arabic = parseMail(mailTo(alerts, 'layla@example.com')[0].raw);
    const english = parseMail(mailTo(alerts, 'omar@example.com')[0].raw);
    expect(english.parts.get('text/plain')).toContain('VAT late-registration penalty');
    expect(english.parts.get('text/plain')).toContain('AED 10,000 → AED 12,000');
    expect(english.parts.get('text/html')).toContain(`/law-changes#${CHANGE_KEY}`);
    expect(arabic.parts.get('text/plain')).toContain('غرامة التأخر في التسجيل في ضريبة القيمة المضافة');
    expect(arabic.parts.get('text/html')).toMatch(/<html lang="ar" dir="rtl">/);
    expect(arabic.parts.get('text/html')).toContain(`/ar/law-changes#${CHANGE_KEY}`);
    expect(decodeHeader(arabic.headers.get('subject')!)).toContain('تغييرات');
    for (const mail of [english, arabic]) {
      expect(mail.headers.get('list-unsubscribe')).toMatch(/^<https:\/\/www\.example\.com\/api\/alerts\/unsubscribe\?token=[\w-]+>$/);
      expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.parts.get('text/plain')).toContain('/api/alerts/unsubscribe?token=');
    }

    const again = await runAlerts(site, smtp.port, 'send', '--as-of', SEND_DAY);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('0 alerts sent');
    expect(smtp.accepted.length).toBe(confirmations + 2);
    expect(mailTo(smtp.accepted, 'never.confirms@example.com')).toHaveLength(1);

    // RFC 8058: the mail program posts the one-click body to the header's address.
    const header = english.headers.get('list-unsubscribe')!.slice(1, -1);
    const oneClick = await app.inject({
      method: 'POST',
      url: toPath(header),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    const list = await runAlerts(site, smtp.port, 'list');
    expect(list.stdout).toMatch(/omar@example\.com\s+\[en\]\s+unsubscribed/);
    expect(list.stdout).toMatch(/layla@example\.com\s+\[ar\]\s+confirmed/);
    expect(list.stdout).toMatch(/never\.confirms@example\.com\s+\[en\]\s+pending/);

    const csv = await runAlerts(site, smtp.port, 'export');
    expect(csv.stdout.split('\r\n')[0]).toBe('\uFEFFemail,language,status,created_at,confirmed_at,unsubscribed_at');
    expect(csv.stdout).toMatch(/\r\nlayla@example\.com,ar,confirmed,/);
    const removed = await runAlerts(site, smtp.port, 'remove', 'OMAR@example.com');
    expect(removed.code).toBe(0);
    expect((await runAlerts(site, smtp.port, 'list')).stdout).not.toContain('omar@example.com');
    expect((await runAlerts(site, smtp.port, 'remove', 'omar@example.com')).code).toBe(1);
  }, 120_000);
});

describe('a send killed half-way', () => {
  const site = changedSite();
  const people = ['a@example.com', 'b@example.com', 'c@example.com'];

  beforeAll(() => {
    const db = openDatabase(site.databasePath);
    try {
      for (const email of people) confirmSubscription(db, requestSubscription(db, email, 'en')!.confirmToken);
      expect(listSubscribers(db, { confirmed: true })).toHaveLength(3);
    } finally {
      db.close();
    }
  });
  afterAll(() => site.remove());

  it('mails each alert exactly once when run again', async () => {
    // The mail server accepts the first alert and never answers the second: the sender is killed while it waits.
    const stuck = await startLoopbackSmtp({ holdFrom: 2 });
    const sender = startSend(site, stuck.port);
    const exited = new Promise((resolve) => sender.on('exit', resolve));
    await waitFor(() => stuck.started === 2, 'the second alert to begin', 60_000);
    sender.kill('SIGKILL');
    await exited;
    await stuck.close();
    expect(stuck.accepted).toHaveLength(1);

    const working = await startLoopbackSmtp();
    try {
      const rerun = await runAlerts(site, working.port, 'send', '--as-of', SEND_DAY);
      expect(rerun.code).toBe(0);
      const all = [...stuck.accepted, ...working.accepted].flatMap((mail) => mail.to).sort();
      expect(all).toEqual(people);
    } finally {
      await working.close();
    }
  }, 120_000);
});
