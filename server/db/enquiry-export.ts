import type { Database } from 'better-sqlite3';
import { toCsv } from './csv.js';
import { listEnquiries, type StoredEnquiry } from './enquiries.js';

const COLUMNS: readonly [header: string, pick: (enquiry: StoredEnquiry) => string | null][] = [
  ['id', (e) => e.id],
  ['created_at', (e) => e.createdAt],
  ['full_name', (e) => e.fullName],
  ['last_name', (e) => e.customerLastName],
  ['email', (e) => e.email],
  ['phone', (e) => e.phone],
  ['type', (e) => e.type],
  ['description', (e) => e.description],
  ['address', (e) => e.address],
  ['language', (e) => e.language ?? null],
  ['ip', (e) => e.ip],
  // Suspected spam stays in the export, marked with its reasons, so a spreadsheet can filter it either way.
  ['spam', (e) => e.spam],
];

/** Every enquiry, newest first, as CSV with a header row. */
export function enquiriesCsv(db: Database): string {
  const rows = listEnquiries(db).map((enquiry) => COLUMNS.map(([, pick]) => pick(enquiry)));
  return toCsv([COLUMNS.map(([header]) => header), ...rows]);
}
