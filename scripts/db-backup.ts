// `npm run db:backup -- FILE`: a consistent copy of the database, safe while the server runs.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { databasePathFrom } from '../server/config.js';
import { backupDatabase } from '../server/db/backup.js';
import { parseCommandArgs, runCli, UsageError } from '../server/db/cli.js';
import { openDatabase } from '../server/db/database.js';

const USAGE = `Usage:
  npm run db:backup -- FILE     copy the database to FILE (a new file), safely while the server runs,
                                and check the copy's integrity
The database is DATABASE_PATH, or data/site.db. To restore, see "Backups and restore" in docs/operations.md.`;

await runCli(USAGE, async () => {
  const { positionals } = parseCommandArgs(process.argv.slice(2), {});
  if (positionals[0] === 'help') return console.log(USAGE);
  if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? 'name the backup file' : `unexpected argument "${positionals[1]}"`);
  const source = databasePathFrom();
  try {
    statSync(source);
  } catch {
    throw new Error(`there is no database at ${source} to back up (set DATABASE_PATH).`);
  }
  const started = performance.now();
  const db = openDatabase(source);
  try {
    const report = await backupDatabase(db, resolve(positionals[0]));
    const ms = Math.round(performance.now() - started);
    console.log(
      `Backed up ${source} to ${report.file}: ${report.rows.enquiries} enquiries, ${report.rows.careers} openings, ` +
        `${Math.ceil(report.bytes / 1024)} KB, integrity ${report.integrity} (${ms} ms).`,
    );
  } finally {
    db.close();
  }
});
