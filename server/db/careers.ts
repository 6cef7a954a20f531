import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';

import type { Career } from '../../src/shared/api-contract.js';

/** A new opening: the contract's shape without the id, which the database assigns. */
export type CareerInput = Omit<Career, '_id'>;

export interface StoredCareer {
  id: string;
  jobTitle: string;
  location: string | null;
  employmentType: string | null;
  experience: string | null;
  description: string | null;
  status: 'open' | 'closed';
  createdAt: string;
  closedAt: string | null;
}

/** A stored opening's columns under the names StoredCareer gives them. */
const SELECT_CAREERS = `SELECT id, job_title AS jobTitle, location, employment_type AS employmentType, experience, description, status,
  created_at AS createdAt, closed_at AS closedAt FROM careers`;

/** Opens a new position; returns its id. */
export function addCareer(db: Database, career: CareerInput): string {
  const id = randomUUID();
  db.prepare(
    `INSERT INTO careers (id, job_title, location, employment_type, experience, description, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'open', ?)`,
  ).run(
    id,
    career.jobTitle,
    career.location ?? null,
    career.employmentType ?? null,
    career.experience ?? null,
    career.description ?? null,
    new Date().toISOString(),
  );
  return id;
}

/** Open positions newest first; closed ones too when asked. */
export function listCareers(db: Database, options: { includeClosed?: boolean } = {}): StoredCareer[] {
  const where = options.includeClosed ? '' : "WHERE status = 'open'";
  return db.prepare(`${SELECT_CAREERS} ${where} ORDER BY created_at DESC, rowid DESC`).all() as StoredCareer[];
}

/** The open position with that id, or undefined when there is none (never posted, or closed). */
export function findOpenCareer(db: Database, id: string): StoredCareer | undefined {
  return db.prepare(`${SELECT_CAREERS} WHERE id = ? AND status = 'open'`).get(id) as StoredCareer | undefined;
}

/** An opening as the API and the job page show it: the contract's fields, empty details left out. */
export function careerItem(career: StoredCareer): Career {
  const item: Career = { _id: career.id, jobTitle: career.jobTitle };
  if (career.location) item.location = career.location;
  if (career.employmentType) item.employmentType = career.employmentType;
  if (career.experience) item.experience = career.experience;
  if (career.description) item.description = career.description;
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
  return (
    db
      .prepare('UPDATE careers SET job_title = ?, location = ?, employment_type = ?, experience = ?, description = ? WHERE id = ?')
      .run(career.jobTitle, career.location ?? null, career.employmentType ?? null, career.experience ?? null, career.description ?? null, id).changes === 1
  );
}
