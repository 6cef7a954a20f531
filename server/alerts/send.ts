import type { Transporter } from 'nodemailer';
import type { Database } from '../db/database.js';
import { issueUnsubscribeToken, listSubscribers, recordSent, sentChangeId, sentChanges } from '../db/alert-subscribers.js';
import { dubaiToday } from '../../src/shared/law/register.js';
import { changesSince, type ChangesByLanguage } from './changes.js';
import { alertMail } from './messages.js';
import type { AlertSite } from './site.js';

export interface SendOptions {
  db: Database;
  site: AlertSite;
  transport: Transporter;
  from: string;
  changes: ChangesByLanguage;
  log?: (message: string) => void;
}

export interface SendResult {
  mailed: number;
  failed: number;
}

/**
 * Mails each confirmed subscriber, in their language, the changes that are news to them and not yet mailed, one
 * mail each, one subscriber at a time. Each mail's changes are recorded as soon as the mail server has accepted it:
 * a send that is run again, or stopped and restarted, mails only what was not accepted before.
 */
export async function sendAlerts(options: SendOptions): Promise<SendResult> {
  const { db, site, transport, changes, log = () => undefined } = options;
  const fallback = [...changes.values()][0];
  const result: SendResult = { mailed: 0, failed: 0 };
  for (const subscriber of listSubscribers(db, { confirmed: true })) {
    const edition = changes.get(subscriber.language) ?? fallback;
    if (!edition || !subscriber.confirmedAt) continue;
    const already = sentChanges(db, subscriber.id);
    const due = changesSince(edition, dubaiToday(new Date(subscriber.confirmedAt))).filter((change) => !already.has(sentChangeId(change)));
    if (due.length === 0) continue;
    const mail = alertMail(site, subscriber.email, subscriber.language, due, issueUnsubscribeToken(db, subscriber.id));
    try {
      await transport.sendMail({ ...mail, from: options.from });
    } catch (error) {
      // One address refused is no reason to stop: the others are mailed, this one is tried again next time.
      result.failed++;
      log(`Not sent to subscriber ${subscriber.id}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    recordSent(db, subscriber.id, due);
    result.mailed++;
    log(`Sent ${due.length} change${due.length === 1 ? '' : 's'} to subscriber ${subscriber.id} (${subscriber.language}).`);
  }
  return result;
}
