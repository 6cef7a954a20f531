import { describe, expect, it } from 'vitest';
import { COOKIE_NAME, createGate, isLocalRequest, readCookie, sessionCookie } from '../../../src/editor/server/token.js';

// Who may use `npm run edit`: the one who opened the printed link, from a page the editor served.

describe('the one-time link', () => {
  it('swaps the token for a session once, and never again', () => {
    const gate = createGate();
    const session = gate.redeem(gate.token);
    expect(session).toBeTruthy();
    expect(gate.redeem(gate.token)).toBeUndefined();
    expect(gate.admits(`${COOKIE_NAME}=${session}`)).toBe(true);
  });

  it('refuses a wrong or missing token, and a cookie it did not issue', () => {
    const gate = createGate();
    expect(gate.redeem('guess')).toBeUndefined();
    expect(gate.redeem(undefined)).toBeUndefined();
    expect(gate.admits(`${COOKIE_NAME}=forged`)).toBe(false);
    expect(gate.admits(undefined)).toBe(false);
    // A wrong guess does not use the token up.
    expect(gate.redeem(gate.token)).toBeTruthy();
  });

  it('sets an HttpOnly, SameSite=Strict cookie', () => {
    expect(sessionCookie('abc')).toBe(`${COOKIE_NAME}=abc; HttpOnly; SameSite=Strict; Path=/`);
    expect(readCookie(`other=1; ${COOKIE_NAME}=abc`, COOKIE_NAME)).toBe('abc');
  });
});

describe('requests from elsewhere (DNS rebinding)', () => {
  it('answers only its own host and origin on the loopback address', () => {
    expect(isLocalRequest({ host: '127.0.0.1:4400' }, 4400)).toBe(true);
    expect(isLocalRequest({ host: 'localhost:4400', origin: 'http://localhost:4400' }, 4400)).toBe(true);
    expect(isLocalRequest({ host: 'evil.example:4400' }, 4400)).toBe(false);
    expect(isLocalRequest({ host: '127.0.0.1:4400', origin: 'http://evil.example' }, 4400)).toBe(false);
    expect(isLocalRequest({ host: '127.0.0.1:5173' }, 4400)).toBe(false);
    expect(isLocalRequest({}, 4400)).toBe(false);
  });
});
