// CORS_ORIGINS as a browser and a shared cache meet it, beyond the form's own preflight (api-cors.test.ts):
// mutation testing (npm run mutate -- --module api-routes) found that what varies by Origin, the preflight of a
// read-only path or of an address with a query, and an OPTIONS that is no preflight were never asked.
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/api-test-app.js';

const SITE = 'https://www.example.com';
let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

const preflight = (app: TestApp['app'], url: string, method = 'GET') =>
  app.inject({ method: 'OPTIONS', url, headers: { origin: SITE, 'access-control-request-method': method } });

describe('CORS_ORIGINS, case by case', () => {
  it('a cache keys every API answer by Origin, also the one to an unlisted origin or to none', async () => {
    test = await startTestApp({ corsOrigins: [SITE] });
    const unlisted = await test.app.inject({ method: 'GET', url: '/api/getAllCareers', headers: { origin: 'https://evil.example' } });
    const none = await test.app.inject({ method: 'GET', url: '/api/getAllCareers' });
    for (const response of [unlisted, none]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers.vary).toBe('Origin, Accept-Encoding');
    }
  });

  it('without listed origins, answers do not vary by Origin at all', async () => {
    test = await startTestApp();
    const response = await test.app.inject({ method: 'GET', url: '/api/getAllCareers', headers: { origin: SITE } });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toBe('Accept-Encoding');
  });

  it('a preflight for a read-only path allows GET and HEAD; one with a query string is answered for its path', async () => {
    test = await startTestApp({ corsOrigins: [SITE] });
    const careers = await preflight(test.app, '/api/getAllCareers');
    expect(careers.statusCode).toBe(204);
    expect(careers.headers['access-control-allow-methods']).toBe('GET, HEAD');
    const withQuery = await preflight(test.app, '/api/addCustomerContacts?lang=ar', 'POST');
    expect(withQuery.statusCode).toBe(204);
    expect(withQuery.headers['access-control-allow-methods']).toBe('POST');
  });

  it('a preflight for a path the API does not have is a JSON 404, still naming the listed origin', async () => {
    test = await startTestApp({ corsOrigins: [SITE] });
    const response = await preflight(test.app, '/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
    expect(response.headers['access-control-allow-origin']).toBe(SITE);
    expect(response.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('an OPTIONS without Access-Control-Request-Method is no preflight: the path answers 405 with its methods', async () => {
    test = await startTestApp({ corsOrigins: [SITE] });
    const response = await test.app.inject({ method: 'OPTIONS', url: '/api/getAllCareers', headers: { origin: SITE } });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.headers['access-control-allow-methods']).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBe(SITE);
  });

  it('a GET that happens to carry Access-Control-Request-Method is answered as a GET', async () => {
    test = await startTestApp({ corsOrigins: [SITE] });
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/getAllCareers',
      headers: { origin: SITE, 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Success', data: [] });
  });
});
