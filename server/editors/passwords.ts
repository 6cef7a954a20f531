import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are kept only as scrypt hashes with a salt of their own: `scrypt$N$r$p$salt$hash` (base64url). The cost
 * is stored with each hash, so raising it later leaves existing passwords working. N = 2^17, r = 8, p = 1 is
 * OWASP's recommended minimum for scrypt (128 MiB and a few hundred milliseconds per sign-in).
 */
const PRODUCTION_COST = { N: 2 ** 17, r: 8, p: 1 };
/**
 * The test suites sign people in hundreds of times: they hash at 2^12 (4 MiB, milliseconds), the same code and format.
 * Only when both variables say so, which no deployment sets (docs/operations.md lists what a server reads).
 */
export const TEST_COST = { N: 2 ** 12, r: 8, p: 1 };
export function passwordCost(env: NodeJS.ProcessEnv = process.env): typeof PRODUCTION_COST {
  return env.NODE_ENV === 'test' && env.PASSWORD_COST === 'test' ? TEST_COST : PRODUCTION_COST;
}
const COST = passwordCost();
const KEY_BYTES = 32;
const SALT_BYTES = 16;

/** The shortest password accepted: long enough that the growing wait between wrong tries, not guessing speed, is what stops guessing. */
export const MIN_PASSWORD_LENGTH = 12;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is below that for N = 2^17.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether the password matches the stored hash; a malformed hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a password nobody has, checked when the name is unknown so that a wrong name takes as long as a wrong password. */
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(password, await decoy);
  return false;
}

/** Why a new password is refused, or undefined when it will do. */
export function passwordProblem(password: string): string | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  return undefined;
}
