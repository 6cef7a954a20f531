// The enquiries the website stored: `npm run enquiries -- list|export|spam|not-spam|delete|purge`.
import { writeFileSync } from 'node:fs';
import { deleteEnquiry, listEnquiries, purgeEnquiriesBefore, setEnquirySpam } from '../server/db/enquiries.js';
import { enquiriesCsv } from '../server/db/enquiry-export.js';
import { parseCommandArgs, printable, runCli, UsageError, withDatabase } from '../server/db/cli.js';

const USAGE = `Usage:
  npm run enquiries -- list [--limit N] [--spam]
                                            newest enquiries first (default 20); --spam lists the
                                            suspected spam instead, kept apart and never mailed
  npm run enquiries -- not-spam ID          release an enquiry wrongly taken for spam into the list
  npm run enquiries -- spam ID              put an enquiry aside as spam
  npm run enquiries -- export [FILE]        all enquiries as CSV, to FILE or standard output
                                            (use \`npm run -s\` when sending CSV to standard output)
  npm run enquiries -- delete ID            delete one enquiry (a request to erase personal data)
  npm run enquiries -- purge --older-than AGE
                                            delete enquiries received more than AGE ago: months (24m)
                                            or days (90d), for the privacy notice's retention period
The database is DATABASE_PATH, or data/site.db.`;

function list(args: string[]) {
  const { values, positionals } = parseCommandArgs(args, { limit: { type: 'string' }, spam: { type: 'boolean' } });
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
  const limit = values.limit === undefined ? 20 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a whole number of 1 or more');
  const spam = values.spam === true;
  withDatabase((db) => {
    const enquiries = listEnquiries(db, { limit, spam });
    if (enquiries.length === 0) console.log(spam ? 'No suspected spam.' : 'No enquiries yet.');
    for (const e of enquiries) {
      // The language of the page it was sent from: the firm answers an Arabic page's enquiry in Arabic.
      console.log(`${e.createdAt}  ${e.id}${e.language ? `  [${printable(e.language, 3)}]` : ''}${e.spam ? `  spam: ${e.spam}` : ''}`);
      console.log(`  ${printable(e.fullName, 200)} <${printable(e.email, 254)}> ${printable(e.phone, 30)}`);
      console.log(`  ${printable(e.description, 300)}`);
    }
    if (spam && enquiries.length > 0) console.log('\nA person among them? `npm run enquiries -- not-spam ID` moves it to the enquiries.');
  });
}

/** `spam ID` / `not-spam ID`: moves one enquiry between the two lists. */
function markSpam(args: string[], spam: boolean) {
  const { positionals } = parseCommandArgs(args, {});
  if (positionals.length !== 1) throw new UsageError('give the id of one enquiry, as `list` shows it');
  withDatabase((db) => {
    if (!setEnquirySpam(db, positionals[0], spam ? ['staff'] : null))
      throw new Error(`no enquiry has the id ${printable(positionals[0], 80)}; nothing was changed.`);
    console.log(spam ? `Enquiry ${positionals[0]} is now listed as spam.` : `Enquiry ${positionals[0]} is now listed with the enquiries (not spam).`);
  });
}

function exportCsv(args: string[]) {
  const { positionals } = parseCommandArgs(args, {});
  if (positionals.length > 1) throw new UsageError(`unexpected argument "${positionals[1]}"`);
  withDatabase((db) => {
    const csv = enquiriesCsv(db);
    const [file] = positionals;
    if (file) {
      writeFileSync(file, csv);
      console.error(`Wrote ${file}`);
    } else {
      process.stdout.write(csv);
    }
  });
}

function remove(args: string[]) {
  const { positionals } = parseCommandArgs(args, {});
  if (positionals.length !== 1) throw new UsageError('give the id of one enquiry, as `list` shows it');
  withDatabase((db) => {
    if (!deleteEnquiry(db, positionals[0])) throw new Error(`no enquiry has the id ${printable(positionals[0], 80)}; nothing was deleted.`);
    console.log(`Deleted enquiry ${positionals[0]}.`);
  });
}

/** `24m` → 24 months before `now`, `90d` → 90 days before. */
function cutoffFor(age: string, now = new Date()): string {
  const match = /^(\d{1,4})([md])$/.exec(age);
  if (!match || Number(match[1]) < 1) throw new UsageError('--older-than takes a number of months or days, e.g. 24m or 90d');
  const cutoff = new Date(now);
  if (match[2] === 'm') cutoff.setUTCMonth(cutoff.getUTCMonth() - Number(match[1]));
  else cutoff.setUTCDate(cutoff.getUTCDate() - Number(match[1]));
  return cutoff.toISOString();
}

function purge(args: string[]) {
  const { values, positionals } = parseCommandArgs(args, { 'older-than': { type: 'string' } });
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
  if (!values['older-than']) throw new UsageError('purge needs --older-than, e.g. --older-than 24m');
  const before = cutoffFor(values['older-than']);
  withDatabase((db) => {
    const count = purgeEnquiriesBefore(db, before);
    console.log(`Deleted ${count} enquir${count === 1 ? 'y' : 'ies'} received before ${before.slice(0, 10)}.`);
  });
}

await runCli(USAGE, () => {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'help' || command === '--help' || command === '-h') return console.log(USAGE);
  if (command === 'list') return list(rest);
  if (command === 'export') return exportCsv(rest);
  if (command === 'spam') return markSpam(rest, true);
  if (command === 'not-spam') return markSpam(rest, false);
  if (command === 'delete') return remove(rest);
  if (command === 'purge') return purge(rest);
  throw new UsageError(command ? `unknown command "${command}"` : '');
});
