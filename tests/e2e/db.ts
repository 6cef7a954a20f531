import { openDatabase, type Database } from '../../server/db/database.js';

/** The database the e2e server uses (set up by playwright.config.ts), opened beside it. */
export function e2eDatabase(): Database {
  const path = process.env.E2E_DATABASE_PATH;
  if (!path) throw new Error('E2E_DATABASE_PATH is not set; run the end-to-end tests through playwright.config.ts.');
  return openDatabase(path);
}
