/**
 * How sign-in slows down guessing without locking anyone out. Each wrong password counts against the name tried and
 * against the address it came from; past a few, every further attempt on that name or from that address is answered
 * only after a wait that doubles with each failure, up to a ceiling. The right password still signs in after the
 * wait, so nobody can keep a colleague out by failing on purpose (a hard lock could be renewed forever from a few
 * addresses), and names that exist and names that do not are counted and delayed alike, so the wait tells nothing.
 * Counts live in memory: a restart forgets them, which costs an attacker nothing they could not get by waiting.
 */
export interface SignInLimits {
  /** Wrong passwords (per name, and per address) answered without a wait. */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones; it doubles with each further failure, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long a wrong password keeps counting after the last one. */
  failureMemoryMs: number;
  /** Sign-in attempts one address may make per window, right or wrong; more are refused (429) for that address only. */
  attemptsPerAddress: number;
  addressWindowMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  freeFailures: 3,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  failureMemoryMs: 15 * 60_000,
  attemptsPerAddress: 10,
  addressWindowMs: 60_000,
};

interface Count {
  count: number;
  last: number;
}

const MAX_TRACKED = 10_000;

/** The wait before answering after `failures` recent wrong passwords. Pure, for the tests of its every step. */
export function delayAfter(failures: number, limits: SignInLimits): number {
  const beyond = failures - limits.freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(limits.maxDelayMs, limits.baseDelayMs * 2 ** Math.min(beyond - 1, 30));
}

export function signInThrottle(limits: SignInLimits, now: () => number = Date.now) {
  const failures = new Map<string, Count>();
  const attempts = new Map<string, Count>();

  const forgetOld = (map: Map<string, Count>, age: number) => {
    if (map.size <= MAX_TRACKED) return;
    const time = now();
    for (const [key, entry] of map) if (time - entry.last > age) map.delete(key);
  };
  const recent = (key: string) => {
    const entry = failures.get(key);
    return entry && now() - entry.last <= limits.failureMemoryMs ? entry.count : 0;
  };
  const keys = (name: string, address: string) => [`name:${name.toLocaleLowerCase('en')}`, `address:${address}`];

  return {
    /** False once an address has used up its attempts for the current window. */
    admit(address: string): boolean {
      forgetOld(attempts, limits.addressWindowMs);
      const time = now();
      const entry = attempts.get(address);
      if (!entry || time - entry.last > limits.addressWindowMs) {
        attempts.set(address, { count: 1, last: time });
        return true;
      }
      entry.count += 1;
      return entry.count <= limits.attemptsPerAddress;
    },
    /** How long to wait before checking this attempt's password. */
    delayFor(name: string, address: string): number {
      return Math.max(...keys(name, address).map((key) => delayAfter(recent(key), limits)));
    },
    failed(name: string, address: string): void {
      forgetOld(failures, limits.failureMemoryMs);
      for (const key of keys(name, address)) failures.set(key, { count: recent(key) + 1, last: now() });
    },
    /** The right password: the name's count starts again (the address's stays, in case it guesses other names). */
    succeeded(name: string): void {
      failures.delete(keys(name, '')[0]);
    },
  };
}
