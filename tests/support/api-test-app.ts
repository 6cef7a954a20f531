// Shared by the api-*.test.ts files: an app on its own throw-away database, driven with inject().
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { buildApp, type AppOptions } from '../../server/app.js';
import type { Enquiry } from '../../src/shared/api-contract.js';

export const validEnquiry: Enquiry = {
  fullName: 'Aisha Khan',
  customerLastName: 'Khan',
  email: 'aisha.khan@example.com',
  phone: '+971 50 123 4567',
  type: 'contact',
  description: 'We need help with VAT registration for a new free-zone company.',
  address: '',
};

export function tempDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'api-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Rows in a table, read through a connection of its own as an outsider would. */
export function countRows(databasePath: string, table: 'enquiries' | 'careers'): number {
  const db = new BetterSqlite3(databasePath, { readonly: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get() as { count: number }).count;
  } finally {
    db.close();
  }
}

export async function startTestApp(options: Partial<AppOptions> = {}) {
  const { dir, remove } = tempDir();
  const databasePath = join(dir, 'nested', 'site.db');
  const app = await buildApp({ databasePath, smtp: null, rateLimit: false, ...options });
  return {
    app,
    databasePath,
    enquiryCount: () => countRows(databasePath, 'enquiries'),
    close: async () => {
      await app.close();
      remove();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** POST /api/addCustomerContacts with a JSON body (or a raw string or bytes), as the website's form does. */
export function postEnquiry(app: TestApp['app'], body: unknown, headers: Record<string, string> = {}) {
  const raw = typeof body === 'string' || Buffer.isBuffer(body);
  return app.inject({
    method: 'POST',
    url: '/api/addCustomerContacts',
    headers: { 'content-type': 'application/json', ...headers },
    payload: raw ? (body as string | Buffer) : JSON.stringify(body),
  });
}
