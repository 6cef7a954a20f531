// Law-change alerts: `npm run alerts -- send|list|export|remove`.
import { writeFileSync } from 'node:fs';
import { listSubscribers, removeSubscriber } from '../server/db/alert-subscribers.js';
import { toCsv } from '../server/db/csv.js';
import { parseCommandArgs, printable, runCli, UsageError, withDatabase } from '../server/db/cli.js';
import { databasePathFrom, smtpFrom } from '../server/config.js';
import { createMailTransport } from '../server/api/mail-transport.js';
import { changesOnDay } from '../server/alerts/changes.js';
import { sendAlerts } from '../server/alerts/send.js';
import { readAlertSite } from '../server/alerts/site.js';
import { siteDay, takeAsOf } from '../src/build/index.js';
import { openDatabase } from '../server/db/database.js';

const USAGE = `Usage:
  npm run alerts -- send [--as-of YYYY-MM-DD]
                                  mail each confirmed subscriber the law changes announced or in force
                                  since their last alert (safe to run again, or to stop and restart)
  npm run alerts -- list          every subscriber with their language and status
  npm run alerts -- export [FILE] every subscriber as CSV, to FILE or standard output
  npm run alerts -- remove EMAIL  erase an address and its alert history
Mail goes through SMTP_URL (or SMTP_HOST and the other SMTP_ settings), from SMTP_FROM; links use site.yaml's
site.baseUrl. The database is DATABASE_PATH, or data/site.db; the site is SITE_ROOT, or this folder.`;

const siteRoot = process.env.SITE_ROOT?.trim() || '.';

async function send(args: string[]) {
  const asOf = takeAsOf(args);
  if (asOf.error) throw new UsageError(asOf.error);
  const { positionals } = parseCommandArgs(asOf.args, {});
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
  const problems: string[] = [];
  const smtp = smtpFrom(process.env, problems);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  if (!smtp) throw new Error('no mail server is set: set SMTP_URL (or SMTP_HOST); nothing was sent.');
  const site = readAlertSite(siteRoot);
  const changes = changesOnDay(siteRoot, siteDay());
  const transport = createMailTransport(smtp);
  const db = openDatabase(databasePathFrom());
  try {
    const result = await sendAlerts({ db, site, transport, from: smtp.from, changes, log: (line) => console.log(line) });
    console.log(`${result.mailed} alert${result.mailed === 1 ? '' : 's'} sent${result.failed > 0 ? `, ${result.failed} failed (tried again next time)` : ''}.`);
    if (result.failed > 0) process.exitCode = 1;
  } finally {
    transport.close();
    db.close();
  }
}

function list(args: string[]) {
  const { positionals } = parseCommandArgs(args, {});
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
  withDatabase((db) => {
    const subscribers = listSubscribers(db);
    if (subscribers.length === 0) console.log('No subscribers yet.');
    for (const s of subscribers) {
      console.log(`${s.createdAt}  ${printable(s.email, 254)}  [${printable(s.language, 3)}]  ${s.status}${s.confirmedAt ? ` since ${s.confirmedAt}` : ''}`);
    }
  });
}

function exportCsv(args: string[]) {
  const { positionals } = parseCommandArgs(args, {});
  if (positionals.length > 1) throw new UsageError(`unexpected argument "${positionals[1]}"`);
  withDatabase((db) => {
    const rows = listSubscribers(db).map((s) => [s.email, s.language, s.status, s.createdAt, s.confirmedAt, s.unsubscribedAt]);
    const csv = toCsv([['email', 'language', 'status', 'created_at', 'confirmed_at', 'unsubscribed_at'], ...rows]);
    const [file] = positionals;
    if (file) {
      writeFileSync(file, csv);
      console.error(`Wrote ${file}`);
    } else process.stdout.write(csv);
  });
}

function remove(args: string[]) {
  const { positionals } = parseCommandArgs(args, {});
  if (positionals.length !== 1) throw new UsageError('give one e-mail address, as `list` shows it');
  withDatabase((db) => {
    if (!removeSubscriber(db, positionals[0])) throw new Error(`no subscriber has the address ${printable(positionals[0], 254)}; nothing was removed.`);
    console.log(`Removed ${printable(positionals[0], 254)} and its alert history.`);
  });
}

await runCli(USAGE, () => {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'help' || command === '--help' || command === '-h') return console.log(USAGE);
  if (command === 'send') return send(rest);
  if (command === 'list') return list(rest);
  if (command === 'export') return exportCsv(rest);
  if (command === 'remove') return remove(rest);
  throw new UsageError(command ? `unknown command "${command}"` : '');
});
