import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';

import { CAREER_WORDS, type Career, type CareerArabic } from '../../src/shared/api-contract.js';

/** A new opening: the contract's shape without the id, which the database assigns. */
export type CareerInput = Omit<Career, '_id'>;

export interface StoredCareer {
  id: string;
  jobTitle: string;
  location: string | null;
  employmentType: string | null;
  experience: string | null;
  description: string | null;
  /** The Arabic words given, each NULL where the English stands in. */
  ar: { [K in keyof CareerArabic]-?: string | null };
  status: 'open' | 'closed';
  createdAt: string;
  closedAt: string | null;
}

/** The column of each word in English and in Arabic. */
const COLUMNS = {
  jobTitle: 'job_title',
  location: 'location',
  employmentType: 'employment_type',
  experience: 'experience',
  description: 'description',
} as const satisfies Record<(typeof CAREER_WORDS)[number], string>;

type Row = Omit<StoredCareer, 'ar'> & Record<`ar_${(typeof CAREER_WORDS)[number]}`, string | null>;

/** A stored opening's columns under the names StoredCareer gives them (Arabic ones as `ar_<word>`). */
const SELECT_CAREERS = `SELECT id, ${CAREER_WORDS.map((word) => `${COLUMNS[word]} AS ${word}, ar_${COLUMNS[word]} AS ar_${word}`).join(', ')}, status,
  created_at AS createdAt, closed_at AS closedAt FROM careers`;

function stored(row: Row | undefined): StoredCareer | undefined {
  if (!row) return undefined;
  const { id, status, createdAt, closedAt } = row;
  const words = Object.fromEntries(CAREER_WORDS.map((word) => [word, row[word]])) as Pick<StoredCareer, (typeof CAREER_WORDS)[number]>;
  const ar = Object.fromEntries(CAREER_WORDS.map((word) => [word, row[`ar_${word}`]])) as StoredCareer['ar'];
  return { id, ...words, ar, status, createdAt, closedAt };
}

/** Opens a new position; returns its id. Arabic words are optional, each on its own. */
export function addCareer(db: Database, career: CareerInput): string {
  const id = randomUUID();
  const columns = CAREER_WORDS.flatMap((word) => [COLUMNS[word], `ar_${COLUMNS[word]}`]);
  const values = CAREER_WORDS.flatMap((word) => [career[word] ?? null, career.ar?.[word]?.trim() || null]);
  db.prepare(`INSERT INTO careers (id, ${columns.join(', ')}, status, created_at) VALUES (?, ${columns.map(() => '?').join(', ')}, 'open', ?)`).run(
    id,
    ...values,
    new Date().toISOString(),
  );
  return id;
}

/** Open positions newest first; closed ones too when asked. */
export function listCareers(db: Database, options: { includeClosed?: boolean } = {}): StoredCareer[] {
  const where = options.includeClosed ? '' : "WHERE status = 'open'";
  const rows = db.prepare(`${SELECT_CAREERS} ${where} ORDER BY created_at DESC, rowid DESC`).all() as Row[];
  return rows.map((row) => stored(row) as StoredCareer);
}

/** The open position with that id, or undefined when there is none (never posted, or closed). */
export function findOpenCareer(db: Database, id: string): StoredCareer | undefined {
  return stored(db.prepare(`${SELECT_CAREERS} WHERE id = ? AND status = 'open'`).get(id) as Row | undefined);
}

/** An opening as the API and the job page show it: the contract's fields, empty details (and no Arabic) left out. */
export function careerItem(career: StoredCareer): Career {
  const item: Career = { _id: career.id, jobTitle: career.jobTitle };
  const ar: CareerArabic = {};
  for (const word of CAREER_WORDS) {
    const english = career[word];
    if (english && word !== 'jobTitle') item[word] = english;
    const arabic = career.ar[word];
    if (arabic) ar[word] = arabic;
  }
  if (Object.keys(ar).length > 0) item.ar = ar;
  return item;
}

/** False when there is no open position with that id. */
export function closeCareer(db: Database, id: string): boolean {
  const result = db.prepare("UPDATE careers SET status = 'closed', closed_at = ? WHERE id = ? AND status = 'open'").run(new Date().toISOString(), id);
  return result.changes === 1;
}

/** Puts a closed position back on the Careers page; false when there is no closed position with that id. */
export function reopenCareer(db: Database, id: string): boolean {
  return db.prepare("UPDATE careers SET status = 'open', closed_at = NULL WHERE id = ? AND status = 'closed'").run(id).changes === 1;
}

/** Rewrites an opening's text (open or closed); false when there is no opening with that id. */
export function updateCareer(db: Database, id: string, career: CareerInput): boolean {
  // The Arabic words are rewritten too: an edit that leaves one out clears it, and the English stands in again.
  const columns = CAREER_WORDS.flatMap((word) => [COLUMNS[word], `ar_${COLUMNS[word]}`]);
  const values = CAREER_WORDS.flatMap((word) => [career[word] ?? null, career.ar?.[word]?.trim() || null]);
  return db.prepare(`UPDATE careers SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`).run(...values, id).changes === 1;
}
