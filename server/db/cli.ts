import { parseArgs, type ParseArgsConfig } from 'node:util';
import { databasePathFrom } from '../config.js';
import { openDatabase, type Database } from './database.js';

/** A mistake in how the command was called: shown with the usage text, never as a stack trace. */
export class UsageError extends Error {}

/** parseArgs with strict checking, its errors turned into UsageErrors. */
export function parseCommandArgs<T extends ParseArgsConfig['options']>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

// Visitors' text could carry escape sequences or bidi overrides that rewrite what a terminal shows.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g;

/** Text made safe to print on one terminal line, cut to `max` characters. */
export function printable(text: string | null | undefined, max = Infinity): string {
  const flat = (text ?? '').replace(UNPRINTABLE, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Runs a command; a usage mistake prints the usage, any other failure one line, both exit 1. */
export async function runCli(usage: string, main: () => void | Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof UsageError) {
      if (error.message) console.error(`Error: ${error.message}\n`);
      console.error(usage);
    } else {
      console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    }
    process.exitCode = 1;
  }
}

/** Runs `use` with the database the commands manage (DATABASE_PATH, or data/site.db), closed afterwards whatever happens. */
export function withDatabase<T>(use: (db: Database) => T): T {
  const db = openDatabase(databasePathFrom());
  try {
    return use(db);
  } finally {
    db.close();
  }
}
