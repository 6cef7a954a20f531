// The subscriber records behind the alerts, over hours and days: who gets a confirmation mail when they ask again,
// how long a confirmation link works, what unsubscribing and erasing leave behind.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../../server/db/database.js';
import { confirmSubscription, listSubscribers, removeSubscriber, requestSubscription, unsubscribeByToken } from '../../../server/db/alert-subscribers.js';
import { tempDir } from '../../support/api-test-app.js';

const HOUR = 3600_000;
const at = (hours: number) => new Date(Date.UTC(2026, 10, 29, 8) + hours * HOUR);
let db: Database;
let remove: () => void;

beforeEach(() => {
  const temp = tempDir();
  remove = temp.remove;
  db = openDatabase(join(temp.dir, 'site.db'));
});
afterEach(() => {
  db.close();
  remove();
});

describe('asking again', () => {
  it('mails a pending address again after an hour, a confirmed one never', () => {
    const first = requestSubscription(db, 'pending@example.com', 'en', at(0))!;
    expect(requestSubscription(db, 'pending@example.com', 'en', at(0.5))).toBeNull();
    const second = requestSubscription(db, 'pending@example.com', 'ar', at(2))!;
    expect(second.language).toBe('ar');
    // Only the newest link confirms.
    expect(confirmSubscription(db, first.confirmToken, at(2))).toBeUndefined();
    expect(confirmSubscription(db, second.confirmToken, at(2))).toBe('ar');
    expect(requestSubscription(db, 'PENDING@example.com', 'en', at(5))).toBeNull();
  });

  it('lets an address that unsubscribed subscribe again, but not by an old link', () => {
    const asked = requestSubscription(db, 'back@example.com', 'en', at(0))!;
    expect(unsubscribeByToken(db, asked.unsubscribeToken, at(1))).toBe('en');
    expect(confirmSubscription(db, asked.confirmToken, at(1))).toBeUndefined();
    const again = requestSubscription(db, 'back@example.com', 'en', at(2))!;
    expect(confirmSubscription(db, again.confirmToken, at(2))).toBe('en');
    expect(listSubscribers(db, { confirmed: true }).map((each) => each.email)).toEqual(['back@example.com']);
  });
});

it('refuses a confirmation link older than a week', () => {
  const asked = requestSubscription(db, 'late@example.com', 'en', at(0))!;
  expect(confirmSubscription(db, asked.confirmToken, at(8 * 24))).toBeUndefined();
});

it('erases an address with everything kept about it', () => {
  const asked = requestSubscription(db, 'gone@example.com', 'en', at(0))!;
  expect(removeSubscriber(db, 'gone@example.com')).toBe(true);
  expect(listSubscribers(db)).toEqual([]);
  expect(unsubscribeByToken(db, asked.unsubscribeToken)).toBeUndefined();
  expect((db.prepare('SELECT COUNT(*) AS n FROM alert_tokens').get() as { n: number }).n).toBe(0);
  expect(removeSubscriber(db, 'gone@example.com')).toBe(false);
});
