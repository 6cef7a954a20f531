import type { Database } from 'better-sqlite3';
import { hashToken, newToken, sameHash } from '../alerts/tokens.js';

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface Subscriber {
  id: number;
  email: string;
  language: string;
  status: SubscriberStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

/** A change as an alert names it: announced (its instrument is out, its day still ahead) or in force. */
export interface SentChange {
  key: string;
  kind: 'announced' | 'in-force';
}

/** Someone who asks again for a confirmation mail gets at most one an hour: the form cannot be used to flood a mailbox. */
export const CONFIRMATION_RESEND_MS = 3600_000;
/** A confirmation link works for a week; after that the person subscribes again. */
export const CONFIRM_TOKEN_LIFETIME_MS = 7 * 24 * 3600_000;

const SUBSCRIBER_COLUMNS = `id, email, language, status, created_at AS createdAt, confirmed_at AS confirmedAt, unsubscribed_at AS unsubscribedAt`;

function addToken(db: Database, subscriberId: number, purpose: 'confirm' | 'unsubscribe', now: Date): string {
  const token = newToken();
  db.prepare('INSERT INTO alert_tokens (hash, subscriber_id, purpose, created_at) VALUES (?, ?, ?, ?)').run(
    hashToken(token),
    subscriberId,
    purpose,
    now.toISOString(),
  );
  return token;
}

/** The links a confirmation mail carries, when one is to be sent. */
export interface ConfirmationToSend {
  email: string;
  language: string;
  confirmToken: string;
  unsubscribeToken: string;
}

/**
 * A request to subscribe. A new or unsubscribed address becomes pending; a pending one gets a fresh confirmation
 * link unless one went out within the hour; a confirmed one is left as it is. Which of these happened is for the
 * caller to keep to itself: the visitor's answer is the same in every case.
 */
export function requestSubscription(db: Database, email: string, language: string, now = new Date()): ConfirmationToSend | null {
  return db
    .transaction(() => {
      const row = db.prepare('SELECT id, status, confirmation_sent_at AS sentAt FROM alert_subscribers WHERE email = ?').get(email) as
        { id: number; status: SubscriberStatus; sentAt: string | null } | undefined;
      if (row?.status === 'confirmed') return null;
      if (row?.sentAt && now.getTime() - Date.parse(row.sentAt) < CONFIRMATION_RESEND_MS) return null;
      let id: number;
      if (row) {
        id = row.id;
        db.prepare("UPDATE alert_subscribers SET status = 'pending', language = ?, unsubscribed_at = NULL WHERE id = ?").run(language, id);
        // One confirmation link at a time: the newest mail's.
        db.prepare("DELETE FROM alert_tokens WHERE subscriber_id = ? AND purpose = 'confirm'").run(id);
      } else {
        const created = db
          .prepare("INSERT INTO alert_subscribers (email, language, status, created_at) VALUES (?, ?, 'pending', ?)")
          .run(email, language, now.toISOString());
        id = Number(created.lastInsertRowid);
      }
      db.prepare('UPDATE alert_subscribers SET confirmation_sent_at = ? WHERE id = ?').run(now.toISOString(), id);
      return { email, language, confirmToken: addToken(db, id, 'confirm', now), unsubscribeToken: addToken(db, id, 'unsubscribe', now) };
    })
    .immediate();
}

/** The subscriber a token of this purpose belongs to; undefined for an unknown (or, for confirming, expired) token. */
function subscriberOfToken(db: Database, token: string, purpose: 'confirm' | 'unsubscribe', now: Date): Subscriber | undefined {
  const hash = hashToken(token);
  const row = db
    .prepare('SELECT hash, subscriber_id AS subscriberId, created_at AS createdAt FROM alert_tokens WHERE hash = ? AND purpose = ?')
    .get(hash, purpose) as { hash: string; subscriberId: number; createdAt: string } | undefined;
  if (!row || !sameHash(row.hash, hash)) return undefined;
  if (purpose === 'confirm' && now.getTime() - Date.parse(row.createdAt) > CONFIRM_TOKEN_LIFETIME_MS) return undefined;
  return db.prepare(`SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers WHERE id = ?`).get(row.subscriberId) as Subscriber | undefined;
}

/** Confirms the address a confirmation link was sent to; its language, or undefined when the link is unknown or expired. */
export function confirmSubscription(db: Database, token: string, now = new Date()): string | undefined {
  return db
    .transaction(() => {
      const subscriber = subscriberOfToken(db, token, 'confirm', now);
      // Someone who unsubscribed after asking is not subscribed again by the old mail's link.
      if (subscriber?.status !== 'pending') return undefined;
      db.prepare("UPDATE alert_subscribers SET status = 'confirmed', confirmed_at = ? WHERE id = ?").run(now.toISOString(), subscriber.id);
      db.prepare("DELETE FROM alert_tokens WHERE subscriber_id = ? AND purpose = 'confirm'").run(subscriber.id);
      return subscriber.language;
    })
    .immediate();
}

/** Stops alerts to the address an unsubscribe link was sent to (again, harmlessly, if already stopped); its language, or undefined. */
export function unsubscribeByToken(db: Database, token: string, now = new Date()): string | undefined {
  return db
    .transaction(() => {
      const subscriber = subscriberOfToken(db, token, 'unsubscribe', now);
      if (!subscriber) return undefined;
      if (subscriber.status !== 'unsubscribed') {
        db.prepare("UPDATE alert_subscribers SET status = 'unsubscribed', unsubscribed_at = ? WHERE id = ?").run(now.toISOString(), subscriber.id);
        db.prepare("DELETE FROM alert_tokens WHERE subscriber_id = ? AND purpose = 'confirm'").run(subscriber.id);
      }
      return subscriber.language;
    })
    .immediate();
}

/** The language of the subscriber a token belongs to, without acting on it (for the page that asks to confirm). */
export function languageOfToken(db: Database, token: string, purpose: 'confirm' | 'unsubscribe', now = new Date()): string | undefined {
  return subscriberOfToken(db, token, purpose, now)?.language;
}

/** A fresh unsubscribe link for one mail; earlier ones keep working. */
export function issueUnsubscribeToken(db: Database, subscriberId: number, now = new Date()): string {
  return addToken(db, subscriberId, 'unsubscribe', now);
}

/** Every subscriber, oldest first; only the confirmed ones with `confirmed`. */
export function listSubscribers(db: Database, options: { confirmed?: boolean } = {}): Subscriber[] {
  const where = options.confirmed ? "WHERE status = 'confirmed'" : '';
  return db.prepare(`SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers ${where} ORDER BY id`).all() as Subscriber[];
}

/** The changes already mailed to a subscriber, as `kind key`. */
export function sentChanges(db: Database, subscriberId: number): Set<string> {
  const rows = db.prepare('SELECT kind, change_key AS key FROM alerts_sent WHERE subscriber_id = ?').all(subscriberId) as SentChange[];
  return new Set(rows.map(sentChangeId));
}

export function sentChangeId(change: SentChange): string {
  return `${change.kind} ${change.key}`;
}

/** Records the changes one mail carried, all at once, as soon as the mail server has accepted it. */
export function recordSent(db: Database, subscriberId: number, changes: readonly SentChange[], now = new Date()): void {
  const insert = db.prepare('INSERT OR IGNORE INTO alerts_sent (subscriber_id, change_key, kind, sent_at) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    for (const change of changes) insert.run(subscriberId, change.key, change.kind, now.toISOString());
  }).immediate();
}

/** Erases an address and everything kept about it (a request to erase personal data); false if there was none. */
export function removeSubscriber(db: Database, email: string): boolean {
  return db
    .transaction(() => {
      const row = db.prepare('SELECT id FROM alert_subscribers WHERE email = ?').get(email) as { id: number } | undefined;
      if (!row) return false;
      db.prepare('DELETE FROM alert_tokens WHERE subscriber_id = ?').run(row.id);
      db.prepare('DELETE FROM alerts_sent WHERE subscriber_id = ?').run(row.id);
      db.prepare('DELETE FROM alert_subscribers WHERE id = ?').run(row.id);
      return true;
    })
    .immediate();
}
