import { randomUUID } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';

import type { Enquiry, SpamReason } from '../../src/shared/api-contract.js';

/** The database stores an enquiry exactly as the API contract defines it, unchanged from what was sent. */
export type EnquiryInput = Enquiry;

export interface StoredEnquiry extends EnquiryInput {
  id: string;
  createdAt: string;
  ip: string | null;
  /** Why it was put aside as suspected spam, comma-separated; null for an enquiry from a person. */
  spam: string | null;
}

export interface SaveContext {
  idempotencyKey?: string;
  /** Fingerprint of the request, to tell a retry of the same enquiry from a reused key. */
  requestHash: string;
  ip?: string;
  /** Suspected spam: stored with these reasons and listed apart. */
  spam?: readonly SpamReason[];
}

export type SaveResult = { kind: 'created'; id: string } | { kind: 'replayed'; id: string } | { kind: 'conflict' };

const INSERT_ENQUIRY = `INSERT INTO enquiries (id, created_at, full_name, last_name, email, phone, type, description, address, language, idempotency_key, request_hash, ip, spam)
  VALUES (@id, @createdAt, @fullName, @customerLastName, @email, @phone, @type, @description, @address, @language, @idempotencyKey, @requestHash, @ip, @spam)`;

/** Prepared once per database: the API runs them for every enquiry. */
const statements = new WeakMap<Database, { findByKey: Statement; insert: Statement }>();

function statementsFor(db: Database) {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = { findByKey: db.prepare('SELECT id, request_hash FROM enquiries WHERE idempotency_key = ?'), insert: db.prepare(INSERT_ENQUIRY) };
    statements.set(db, prepared);
  }
  return prepared;
}

/** The work of one save, to run inside a transaction: a retry under a known key finds the first enquiry instead. */
function saveInTransaction(db: Database, enquiry: EnquiryInput, context: SaveContext): SaveResult {
  const { findByKey, insert } = statementsFor(db);
  if (context.idempotencyKey !== undefined) {
    const previous = findByKey.get(context.idempotencyKey) as { id: string; request_hash: string } | undefined;
    if (previous) return previous.request_hash === context.requestHash ? { kind: 'replayed', id: previous.id } : { kind: 'conflict' };
  }
  const id = randomUUID();
  insert.run({
    ...enquiry,
    language: enquiry.language ?? null,
    id,
    createdAt: new Date().toISOString(),
    idempotencyKey: context.idempotencyKey ?? null,
    requestHash: context.requestHash,
    ip: context.ip ?? null,
    spam: context.spam?.length ? context.spam.join(',') : null,
  });
  return { kind: 'created', id };
}

/** Stores a new enquiry, or recognises a retry under the same Idempotency-Key. Committed when it returns. */
export function saveEnquiry(db: Database, enquiry: EnquiryInput, context: SaveContext): SaveResult {
  return db.transaction(() => saveInTransaction(db, enquiry, context)).immediate();
}

interface PendingSave {
  enquiry: EnquiryInput;
  context: SaveContext;
  resolve: (result: SaveResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for the API: the saves that arrive in the same turn of the event loop share one transaction,
 * so one flush to disk (synchronous = FULL) acknowledges all of them, and each promise settles only after
 * that commit. Every save runs in its own savepoint: one that fails is rolled back alone and rejects alone.
 */
export function createEnquiryWriter(db: Database): (enquiry: EnquiryInput, context: SaveContext) => Promise<SaveResult> {
  let queue: PendingSave[] = [];
  const saveOne = db.transaction((item: PendingSave) => saveInTransaction(db, item.enquiry, item.context));
  const flush = () => {
    const batch = queue;
    queue = [];
    const outcomes: ({ ok: true; result: SaveResult } | { ok: false; error: unknown })[] = [];
    try {
      db.transaction(() => {
        for (const item of batch) {
          try {
            // Called inside the outer transaction, better-sqlite3 runs this one as a savepoint.
            outcomes.push({ ok: true, result: saveOne(item) });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      }).immediate();
    } catch (error) {
      // The commit itself failed (disk full, database locked too long): nothing in the batch is stored.
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => {
      const outcome = outcomes[index];
      if (outcome.ok) item.resolve(outcome.result);
      else item.reject(outcome.error);
    });
  };
  return (enquiry, context) =>
    new Promise<SaveResult>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ enquiry, context, resolve, reject });
    });
}

const SELECT_STORED = `SELECT id, created_at AS createdAt, full_name AS fullName, last_name AS customerLastName, email, phone, type,
  description, address, language, ip, spam FROM enquiries`;
const NEWEST_FIRST = 'ORDER BY created_at DESC, rowid DESC';

/**
 * Newest first; all of them when no limit is given. `spam`: true lists only suspected spam, false only the rest;
 * left out, both (the CSV export keeps everything, with its spam column).
 */
export function listEnquiries(db: Database, options: { limit?: number; spam?: boolean } = {}): StoredEnquiry[] {
  const where = options.spam === undefined ? '' : `WHERE spam IS ${options.spam ? 'NOT NULL' : 'NULL'}`;
  const limit = options.limit === undefined ? '' : 'LIMIT ?';
  const statement = db.prepare(`${SELECT_STORED} ${where} ${NEWEST_FIRST} ${limit}`);
  return (options.limit === undefined ? statement.all() : statement.all(options.limit)) as StoredEnquiry[];
}

/**
 * Moves an enquiry between the two lists: `reasons` marks it as spam (by hand: `staff`), null releases it as a
 * person's. False when there is no enquiry with that id.
 */
export function setEnquirySpam(db: Database, id: string, reasons: readonly SpamReason[] | null): boolean {
  return db.prepare('UPDATE enquiries SET spam = ? WHERE id = ?').run(reasons?.length ? reasons.join(',') : null, id).changes > 0;
}

export function countEnquiries(db: Database): number {
  return (db.prepare('SELECT COUNT(*) AS count FROM enquiries').get() as { count: number }).count;
}

/** Removes one enquiry (a person asked for their data to be deleted); false when there is none with that id. */
export function deleteEnquiry(db: Database, id: string): boolean {
  return db.prepare('DELETE FROM enquiries WHERE id = ?').run(id).changes > 0;
}

/** Removes every enquiry received before `before` (an ISO timestamp): the privacy notice's retention period. */
export function purgeEnquiriesBefore(db: Database, before: string): number {
  return db.prepare('DELETE FROM enquiries WHERE created_at < ?').run(before).changes;
}
