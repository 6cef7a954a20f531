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
  return db
    .prepare(
      `SELECT id, job_title AS jobTitle, location, employment_type AS employmentType, experience, description, status,
         created_at AS createdAt, closed_at AS closedAt
       FROM careers ${where} ORDER BY created_at DESC, rowid DESC`,
    )
    .all() as StoredCareer[];
}

/** False when there is no open position with that id. */
export function closeCareer(db: Database, id: string): boolean {
  const result = db.prepare("UPDATE careers SET status = 'closed', closed_at = ? WHERE id = ? AND status = 'open'").run(new Date().toISOString(), id);
  return result.changes === 1;
}
