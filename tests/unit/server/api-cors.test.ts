// Pages on a static host call the API from another origin: listed origins may, others may not.
import { afterEach, describe, expect, it } from 'vitest';
import { postEnquiry, startTestApp, validEnquiry, type TestApp } from '../../support/api-test-app.js';

const SITE = 'https://www.example.com';
let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

function preflight(app: TestApp['app'], origin: string, url = '/api/addCustomerContacts') {
  return app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, idempotency-key' },
  });
}

describe('CORS_ORIGINS', () => {
  it('answers a listed origin’s preflight with the methods, headers and a cache time', async () => {
    test = await startTestApp({ corsOrigins: [SITE] });
    const response = await preflight(test.app, SITE);
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': SITE,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'Content-Type, Idempotency-Key',
      'access-control-max-age': '600',
    });
  });

  it('names the listed origin on the answer to its enquiry, and stores it', async () => {
    test = await startTestApp({ corsOrigins: [SITE] });
    const response = await postEnquiry(test.app, validEnquiry, { origin: SITE });
    expect(response.statusCode).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBe(SITE);
    expect(response.headers['access-control-expose-headers']).toBe('Retry-After');
    expect(String(response.headers.vary)).toMatch(/Origin/);
  });

  it('names the listed origin on the refusal of a malformed address, so its page can read why', async () => {
    test = await startTestApp({ corsOrigins: [SITE] });
    const listed = await test.app.inject({ method: 'GET', url: '/api/%zz', headers: { origin: SITE } });
    expect(listed.statusCode).toBe(400);
    expect(listed.headers['access-control-allow-origin']).toBe(SITE);
    expect(String(listed.headers.vary)).toMatch(/Origin/);
    expect(listed.json().message).toMatch(/malformed %-escape/);
    const unlisted = await test.app.inject({ method: 'GET', url: '/api/%zz', headers: { origin: 'https://evil.example' } });
    expect(unlisted.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives an unlisted origin nothing its browser would accept', async () => {
    test = await startTestApp({ corsOrigins: [SITE] });
    const pre = await preflight(test.app, 'https://evil.example');
    expect(pre.statusCode).toBe(405);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const careers = await test.app.inject({ method: 'GET', url: '/api/getAllCareers', headers: { origin: 'https://evil.example' } });
    expect(careers.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('is off unless origins are listed', async () => {
    test = await startTestApp();
    const response = await preflight(test.app, SITE);
    expect(response.statusCode).toBe(405);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
