// Trying to get into the editor on the server (/edit) without the right to: no session, a stolen page's missing CSRF
// token, another site's form, guessed passwords. And what a leak would show: no password or session id in clear.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, findSession, SESSION_IDLE_MS, SESSION_MAX_MS } from '../../../server/db/editor-sessions.js';
import { passwordCost, TEST_COST } from '../../../server/editors/passwords.js';
import { delayAfter, signInThrottle, type SignInLimits } from '../../../server/editors/sign-in-throttle.js';
import { HOST, NAME, ORIGIN, OVER_HTTPS, PASSWORD, startEditorApp, type EditorTestApp } from '../../support/editor-auth-app.js';

// Waits short enough for a test run: the same rules as the real ones (3 free failures, then doubling).
const LIMITS: SignInLimits = {
  freeFailures: 3,
  baseDelayMs: 40,
  maxDelayMs: 160,
  failureMemoryMs: 15 * 60_000,
  attemptsPerAddress: 6,
  addressWindowMs: 60_000,
};

let test: EditorTestApp;
beforeAll(async () => {
  test = await startEditorApp(LIMITS);
}, 60_000);
afterAll(() => test.close());

/** Every route of the editor on the server, with a body where it takes one. */
const ROUTES: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string][] = [
  ['GET', '/edit/assets/index-1234.js'],
  ['GET', '/edit/api/me'],
  ['GET', '/edit/api/state'],
  ['GET', '/edit/api/routes/0'],
  ['PUT', '/edit/api/routes/0'],
  ['GET', '/edit/api/sections/site'],
  ['PUT', '/edit/api/sections/site'],
  ['PUT', '/edit/api/body'],
  ['POST', '/edit/api/markdown'],
  ['GET', '/edit/api/law'],
  ['POST', '/edit/api/pages'],
  ['POST', '/edit/api/pages/move'],
  ['POST', '/edit/api/save'],
  ['POST', '/edit/api/reload'],
  ['POST', '/edit/api/upload'],
  ['GET', '/edit/api/openings'],
  ['POST', '/edit/api/openings'],
  ['PUT', '/edit/api/openings/x'],
  ['POST', '/edit/api/openings/x/close'],
  ['POST', '/edit/api/openings/x/reopen'],
  ['GET', '/edit/api/enquiries'],
  ['GET', '/edit/api/enquiries.csv'],
  ['DELETE', '/edit/api/enquiries/x'],
  ['GET', '/edit/api/activity'],
  ['GET', '/edit/help'],
  ['GET', '/edit/api/publish/review'],
  ['GET', '/edit/api/publish/schedule'],
  ['POST', '/edit/api/publish/schedule'],
  ['POST', '/edit/api/confirm-password'],
];

describe('before anyone is added', () => {
  it('/edit is the site’s not-found answer, sign-in page included', async () => {
    for (const url of ['/edit/', '/edit/sign-in']) expect((await test.app.inject({ url, headers: { host: HOST, ...OVER_HTTPS } })).statusCode).toBe(404);
    await test.addPeople();
    expect((await test.app.inject({ url: '/edit/sign-in', headers: { host: HOST, ...OVER_HTTPS } })).statusCode).toBe(200);
  }, 30_000);
});

describe('without a session', () => {
  // The people the first test adds after checking the editor is closed without them: added here too, so each
  // test passes alone (`vitest -t`) as in the full run.
  beforeAll(() => test.addPeople());
  it('no editor route answers: the page sends to sign-in, everything else is 401 with no data', async () => {
    const page = await test.app.inject({ url: '/edit/', headers: { host: HOST } });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/edit/sign-in');
    for (const [method, url] of ROUTES) {
      const response = await test.app.inject({ method, url, headers: { host: HOST, origin: ORIGIN }, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.body).not.toMatch(/editor\.js|console\.log|routes|jobTitle|email/);
    }
  });

  it('a made-up or signed-out session cookie gets in nowhere', async () => {
    const forged = await test.app.inject({ url: '/edit/api/state', headers: { host: HOST, cookie: 'site_editor_session=made-up-value' } });
    expect(forged.statusCode).toBe(401);
    const headers = await test.session('publisher');
    expect((await test.app.inject({ url: '/edit/api/me', headers })).statusCode).toBe(200);
    const out = await test.app.inject({ method: 'POST', url: '/edit/sign-out', headers });
    expect(out.headers['set-cookie']).toMatch(/Max-Age=0/);
    expect((await test.app.inject({ url: '/edit/api/me', headers })).statusCode).toBe(401);
  });
});

describe('signing in', () => {
  beforeAll(() => test.addPeople());
  it('sets an HttpOnly, Secure, SameSite=Strict cookie for /edit only, and the page names nobody’s password', async () => {
    const response = await test.signIn('editor');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/edit/');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^site_editor_session=[\w-]{43}; /);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/edit']) expect(cookie).toContain(attribute);
  });

  it('refuses a wrong password and an unknown name with the same words', async () => {
    const wrong = await test.signIn('editor', { password: 'not-the-password', address: '10.2.0.1' });
    const unknown = await test.app.inject({
      method: 'POST',
      url: '/edit/sign-in',
      remoteAddress: '10.2.0.1',
      headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...OVER_HTTPS },
      payload: 'name=Nobody&password=whatever-it-is',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const problem = (html: string) => /<p class="problem" id="problem"[^>]*>([^<]+)/.exec(html)?.[1];
    expect(problem(wrong.body)).toBe('The name or the password is wrong. Check both and try again.');
    expect(problem(unknown.body)).toBe(problem(wrong.body));
    expect(wrong.body).toContain('value="Eda Editor"');
    expect(wrong.body).not.toContain('not-the-password');
  });

  it('over plain http at a real host name offers no form and ignores a password posted anyway', async () => {
    const page = await test.app.inject({ url: '/edit/sign-in', headers: { host: HOST } });
    expect(page.statusCode).toBe(403);
    expect(page.body).not.toMatch(/<form|type="password"/);
    expect(page.body).toContain('https://editor.test/edit/');
    expect(page.body).toContain('FORCE_HTTPS');
    const posted = await test.app.inject({
      method: 'POST',
      url: '/edit/sign-in',
      remoteAddress: '10.2.0.9',
      headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: NAME.editor, password: PASSWORD.editor }).toString(),
    });
    expect(posted.statusCode).toBe(403);
    expect(posted.headers['set-cookie']).toBeUndefined();
    // On the machine itself (npm start, then http://127.0.0.1:3000/edit) and over https, the form is there.
    expect((await test.app.inject({ url: '/edit/sign-in', headers: { host: '127.0.0.1:3000' } })).body).toContain('type="password"');
    expect((await test.app.inject({ url: '/edit/sign-in', headers: { host: HOST, ...OVER_HTTPS } })).body).toContain('type="password"');
  });

  it('refuses a sign-in posted by another site’s page', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/edit/sign-in',
      headers: { host: HOST, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: NAME.staff, password: PASSWORD.staff }).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('waits longer after each wrong password beyond three, doubling up to a ceiling', () => {
    const waits = [0, 1, 2, 3, 4, 5, 6, 7, 40].map((failures) => delayAfter(failures, { ...LIMITS, baseDelayMs: 1000, maxDelayMs: 30_000 }));
    expect(waits).toEqual([0, 0, 0, 0, 1000, 2000, 4000, 8000, 30_000]);
  });

  it('counts per name and per address; the right password starts the name’s count again, not the address’s', () => {
    let clock = 0;
    const throttle = signInThrottle(LIMITS, () => clock);
    for (let attempt = 0; attempt < 5; attempt++) throttle.failed('Sam Staff', '10.9.0.1');
    expect(throttle.delayFor('sam staff', '10.9.0.2')).toBe(2 * LIMITS.baseDelayMs);
    expect(throttle.delayFor('Someone Else', '10.9.0.1')).toBe(2 * LIMITS.baseDelayMs);
    throttle.succeeded('Sam Staff');
    expect(throttle.delayFor('Sam Staff', '10.9.0.2')).toBe(0);
    expect(throttle.delayFor('Sam Staff', '10.9.0.1')).toBe(2 * LIMITS.baseDelayMs);
    // Wrong passwords stop counting after the memory's time.
    clock += LIMITS.failureMemoryMs + 1;
    expect(throttle.delayFor('Sam Staff', '10.9.0.1')).toBe(0);
  });

  it('answers 20 wrong passwords for a real name and for an unknown one alike, and never locks the real person out', async () => {
    const timed = async (name: string, address: string) => {
      const started = performance.now();
      const response = await test.app.inject({
        method: 'POST',
        url: '/edit/sign-in',
        remoteAddress: address,
        headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...OVER_HTTPS },
        payload: new URLSearchParams({ name, password: 'a-wrong-guess' }).toString(),
      });
      return { ms: performance.now() - started, status: response.statusCode, problem: /id="problem"[^>]*>([^<]+)/.exec(response.body)?.[1] };
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const real = [];
    const unknown = [];
    // Alternated, each from addresses of its own within the per-address allowance, so both meet the same load.
    for (let attempt = 0; attempt < 20; attempt++) {
      real.push(await timed(NAME.staff, `10.3.${Math.floor(attempt / 5)}.1`));
      unknown.push(await timed('Nobody Here', `10.3.${Math.floor(attempt / 5)}.2`));
    }
    expect(new Set([...real, ...unknown].map((each) => `${each.status} ${each.problem}`))).toEqual(
      new Set(['401 The name or the password is wrong. Check both and try again.']),
    );
    const [realMedian, unknownMedian] = [median(real.map((each) => each.ms)), median(unknown.map((each) => each.ms))];
    expect(Math.abs(realMedian - unknownMedian) / Math.min(realMedian, unknownMedian)).toBeLessThan(0.2);
    // The later tries waited (the ceiling), and so does the real person's next one: then they are in.
    expect(median(real.slice(10).map((each) => each.ms))).toBeGreaterThanOrEqual(LIMITS.maxDelayMs);
    const started = performance.now();
    const right = await test.signIn('staff', { address: '10.3.9.1' });
    expect(right.statusCode).toBe(303);
    expect(performance.now() - started).toBeGreaterThanOrEqual(LIMITS.maxDelayMs);
    expect((await test.signIn('staff', { address: '10.3.9.2' })).statusCode).toBe(303);
    // Forty scrypt checks: seconds on a quiet machine, more beside other work.
  }, 300_000);

  it('limits sign-in attempts from one address, whatever the name, right password included', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/edit/sign-in',
        remoteAddress: '10.4.0.1',
        headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...OVER_HTTPS },
        payload: `name=Guess${attempt}&password=wrong-password-${attempt}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    const blocked = await test.signIn('publisher', { address: '10.4.0.1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain('Too many sign-in attempts from this connection');
    expect(blocked.headers['set-cookie']).toBeUndefined();
    expect((await test.signIn('publisher', { address: '10.4.0.2' })).statusCode).toBe(303);
  }, 30_000);
});

describe('writes need the session’s CSRF token and this site’s origin', () => {
  beforeAll(() => test.addPeople());
  it('refuses a write without the token, with a wrong one, or from another origin; takes it with all three right', async () => {
    const headers = await test.session('editor');
    expect(headers['x-csrf-token']).toMatch(/^[\w-]{43}$/);
    const save = (extra: Record<string, string | undefined>) =>
      test.app.inject({
        method: 'POST',
        url: '/edit/api/reload',
        headers: Object.fromEntries(
          Object.entries({ ...headers, 'x-draft': 'csrf-test-draft', ...extra }).filter(([, value]) => value !== undefined),
        ) as Record<string, string>,
      });
    expect((await save({ 'x-csrf-token': undefined })).statusCode).toBe(403);
    expect((await save({ 'x-csrf-token': 'A'.repeat(43) })).statusCode).toBe(403);
    expect((await save({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await save({ origin: undefined, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await save({})).statusCode).toBe(200);
  }, 30_000);
});

describe('sessions', () => {
  beforeAll(() => test.addPeople());
  it('end after two idle hours and twelve hours in all', () => {
    const start = new Date('2026-01-01T08:00:00Z');
    const id = createSession(test.db, NAME.editor, start);
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(findSession(test.db, id, at(SESSION_IDLE_MS - 120_000))?.name).toBe(NAME.editor);
    // Each use moves the idle limit on.
    expect(findSession(test.db, id, at(2 * SESSION_IDLE_MS - 180_000))?.name).toBe(NAME.editor);
    expect(findSession(test.db, id, at(SESSION_MAX_MS))).toBeUndefined();
    const idle = createSession(test.db, NAME.editor, start);
    expect(findSession(test.db, idle, at(SESSION_IDLE_MS + 1))).toBeUndefined();
  });
});

describe('what is stored and logged', () => {
  beforeAll(() => test.addPeople());
  it('keeps no password and no session id in clear, in the database file or the log', async () => {
    const cookie = String((await test.signIn('publisher', { address: '10.5.0.1' })).headers['set-cookie'])
      .split(';')[0]
      .split('=')[1];
    test.db.pragma('wal_checkpoint(FULL)');
    const stored = readFileSync(test.db.name).toString('latin1') + readFileSync(`${test.db.name}-wal`).toString('latin1');
    const log = test.log.join('');
    expect(log).toContain('/edit/sign-in');
    for (const secret of [...Object.values(PASSWORD), cookie]) {
      expect(stored).not.toContain(secret);
      expect(log).not.toContain(secret);
    }
    // Hashed at the tests' cost here (vitest.config.ts); the cost a server uses is checked below.
    expect(stored).toMatch(new RegExp(`scrypt\\$${TEST_COST.N}\\$8\\$1\\$`));
  });

  it('hashes at 2^17 (OWASP’s minimum for scrypt) unless both NODE_ENV and PASSWORD_COST say test', () => {
    const production = { N: 2 ** 17, r: 8, p: 1 };
    expect(passwordCost({})).toEqual(production);
    expect(passwordCost({ NODE_ENV: 'production', PASSWORD_COST: 'test' })).toEqual(production);
    expect(passwordCost({ NODE_ENV: 'test' })).toEqual(production);
    expect(passwordCost({ PASSWORD_COST: 'test' })).toEqual(production);
    expect(passwordCost({ NODE_ENV: 'test', PASSWORD_COST: 'test' })).toEqual(TEST_COST);
  });
});
