// Reads the enquiries the website stored: `npm run enquiries -- list|export`.
import { writeFileSync } from 'node:fs';
import { databasePathFromEnv, openDatabase } from '../server/db/database.js';
import { listEnquiries } from '../server/db/enquiries.js';
import { enquiriesCsv } from '../server/db/enquiry-export.js';
import { parseCommandArgs, printable, runCli, UsageError } from '../server/db/cli.js';

const USAGE = `Usage:
  npm run enquiries -- list [--limit N]     newest enquiries first (default 20)
  npm run enquiries -- export [FILE]        all enquiries as CSV, to FILE or standard output
                                            (use \`npm run -s\` when sending CSV to standard output)
The database is DATABASE_PATH, or data/site.db.`;

function list(args: string[]) {
  const { values, positionals } = parseCommandArgs(args, { limit: { type: 'string' } });
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
  const limit = values.limit === undefined ? 20 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a whole number of 1 or more');
  const db = openDatabase(databasePathFromEnv());
  try {
    const enquiries = listEnquiries(db, limit);
    if (enquiries.length === 0) console.log('No enquiries yet.');
    for (const e of enquiries) {
      console.log(`${e.createdAt}  ${e.id}`);
      console.log(`  ${printable(e.fullName, 200)} <${printable(e.email, 254)}> ${printable(e.phone, 30)}`);
      console.log(`  ${printable(e.description, 300)}`);
    }
  } finally {
    db.close();
  }
}

function exportCsv(args: string[]) {
  const { positionals } = parseCommandArgs(args, {});
  if (positionals.length > 1) throw new UsageError(`unexpected argument "${positionals[1]}"`);
  const db = openDatabase(databasePathFromEnv());
  try {
    const csv = enquiriesCsv(db);
    const [file] = positionals;
    if (file) {
      writeFileSync(file, csv);
      console.error(`Wrote ${file}`);
    } else {
      process.stdout.write(csv);
    }
  } finally {
    db.close();
  }
}

await runCli(USAGE, () => {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'help' || command === '--help' || command === '-h') return console.log(USAGE);
  if (command === 'list') return list(rest);
  if (command === 'export') return exportCsv(rest);
  throw new UsageError(command ? `unknown command "${command}"` : '');
});
