import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A token for a link in a mail: 32 random bytes, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: a leaked database holds no working link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether two stored hashes are the same, in time that does not depend on where they first differ. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A token as links carry it: base64url of 32 bytes; anything else is refused before the database is asked. */
export const TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
