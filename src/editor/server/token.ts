import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Who may use the editor: whoever opened the link printed in the terminal. The token in that link works once; it
 * is swapped for a session cookie (HttpOnly, SameSite=Strict) that every later request must carry. Requests naming
 * another host (a DNS-rebinding page that resolved its own name to 127.0.0.1) are refused before anything else.
 */
export const COOKIE_NAME = 'site_editor';

export interface Gate {
  /** The one-time token of the printed link. */
  readonly token: string;
  /** Swaps the token for a session id; undefined if the token is wrong or was used already. */
  redeem(token: string | undefined): string | undefined;
  /** Whether a Cookie header carries a live session. */
  admits(cookieHeader: string | undefined): boolean;
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createGate(random: (bytes: number) => string = (bytes) => randomBytes(bytes).toString('base64url')): Gate {
  let token: string | undefined = random(24);
  const printed = token;
  const sessions = new Set<string>();
  return {
    token: printed,
    redeem(offered) {
      if (!token || !offered || !equal(offered, token)) return undefined;
      token = undefined;
      const session = random(32);
      sessions.add(session);
      return session;
    },
    admits(cookieHeader) {
      const session = readCookie(cookieHeader, COOKIE_NAME);
      return session !== undefined && [...sessions].some((known) => equal(known, session));
    },
  };
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export function sessionCookie(session: string): string {
  return `${COOKIE_NAME}=${session}; HttpOnly; SameSite=Strict; Path=/`;
}

/** Host and Origin must name this server on the loopback address; anything else is another site's page. */
export function isLocalRequest(headers: { host?: string; origin?: string }, port: number): boolean {
  const allowed = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  if (!headers.host || !allowed.has(headers.host.toLowerCase())) return false;
  if (headers.origin === undefined) return true;
  return [...allowed].some((host) => headers.origin?.toLowerCase() === `http://${host}`);
}
