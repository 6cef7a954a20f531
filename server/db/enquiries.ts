import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';

export interface EnquiryInput {
  fullName: string;
  customerLastName: string;
  email: string;
  phone: string;
  type: string;
  description: string;
  address: string;
}

export interface StoredEnquiry extends EnquiryInput {
  id: string;
  createdAt: string;
  ip: string | null;
}

export interface SaveContext {
  idempotencyKey?: string;
  /** Fingerprint of the request, to tell a retry of the same enquiry from a reused key. */
  requestHash: string;
  ip?: string;
}

export type SaveResult = { kind: 'created'; id: string } | { kind: 'replayed'; id: string } | { kind: 'conflict' };

/** Stores a new enquiry, or recognises a retry under the same Idempotency-Key. Committed when it returns. */
export function saveEnquiry(db: Database, enquiry: EnquiryInput, context: SaveContext): SaveResult {
  const save = db.transaction((): SaveResult => {
    if (context.idempotencyKey !== undefined) {
      const previous = db.prepare('SELECT id, request_hash FROM enquiries WHERE idempotency_key = ?').get(context.idempotencyKey) as
        { id: string; request_hash: string } | undefined;
      if (previous) return previous.request_hash === context.requestHash ? { kind: 'replayed', id: previous.id } : { kind: 'conflict' };
    }
    const id = randomUUID();
    db.prepare(
      `INSERT INTO enquiries (id, created_at, full_name, last_name, email, phone, type, description, address, idempotency_key, request_hash, ip)
       VALUES (@id, @createdAt, @fullName, @customerLastName, @email, @phone, @type, @description, @address, @idempotencyKey, @requestHash, @ip)`,
    ).run({
      ...enquiry,
      id,
      createdAt: new Date().toISOString(),
      idempotencyKey: context.idempotencyKey ?? null,
      requestHash: context.requestHash,
      ip: context.ip ?? null,
    });
    return { kind: 'created', id };
  });
  return save.immediate();
}

const SELECT_STORED = `SELECT id, created_at AS createdAt, full_name AS fullName, last_name AS customerLastName, email, phone, type,
  description, address, ip FROM enquiries ORDER BY created_at DESC, rowid DESC`;

/** Newest first; all of them when no limit is given. */
export function listEnquiries(db: Database, limit?: number): StoredEnquiry[] {
  if (limit === undefined) return db.prepare(SELECT_STORED).all() as StoredEnquiry[];
  return db.prepare(`${SELECT_STORED} LIMIT ?`).all(limit) as StoredEnquiry[];
}

export function countEnquiries(db: Database): number {
  return (db.prepare('SELECT COUNT(*) AS count FROM enquiries').get() as { count: number }).count;
}
