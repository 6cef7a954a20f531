import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { enquiriesCsv } from '../../../server/db/enquiry-export.js';
import { openDatabase } from '../../../server/db/database.js';
import { postEnquiry, startTestApp, validEnquiry, type TestApp } from '../../support/api-test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

function storedRows(databasePath: string) {
  const db = new BetterSqlite3(databasePath, { readonly: true });
  try {
    return db.prepare('SELECT * FROM enquiries ORDER BY rowid').all() as Record<string, string | null>[];
  } finally {
    db.close();
  }
}

describe('POST /api/addCustomerContacts accepts enquiries', () => {
  it('stores a valid enquiry and answers 201 with its id', async () => {
    test = await startTestApp();
    const response = await postEnquiry(test.app, validEnquiry, { 'idempotency-key': 'key-1' });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toEqual({ message: 'Success', data: { _id: expect.stringMatching(UUID) } });
    const [row] = storedRows(test.databasePath);
    expect(row).toMatchObject({
      id: answer.data._id,
      full_name: validEnquiry.fullName,
      last_name: validEnquiry.customerLastName,
      email: validEnquiry.email,
      phone: validEnquiry.phone,
      type: 'contact',
      description: validEnquiry.description,
      address: '',
      idempotency_key: 'key-1',
      ip: '127.0.0.1',
    });
    expect(new Date(row.created_at as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stores the language of the page the enquiry came from (none from a page that sends none)', async () => {
    test = await startTestApp();
    expect((await postEnquiry(test.app, { ...validEnquiry, language: 'ar' })).statusCode).toBe(201);
    expect((await postEnquiry(test.app, validEnquiry)).statusCode).toBe(201);
    expect(storedRows(test.databasePath).map((row) => row.language)).toEqual(['ar', null]);
  });

  it('stores names and messages in any script exactly as sent, spaces, emoji and joiners included', async () => {
    test = await startTestApp();
    const sent = {
      ...validEnquiry,
      // Arabic with a zero-width non-joiner inside a word, a family emoji (surrogate pairs and ZWJ), spaces kept.
      fullName: '  عائشة\u200cخان 👨‍👩‍👧 ',
      customerLastName: 'Ñúñez-Ødegård',
      description: 'Line one\r\n\tLine two — “quoted” \u{1F600}',
    };
    const response = await postEnquiry(test.app, sent);
    expect(response.statusCode).toBe(201);
    const [row] = storedRows(test.databasePath);
    expect([row.full_name, row.last_name, row.description]).toEqual([sent.fullName, sent.customerLastName, sent.description]);
  });

  it('keeps script tags exactly as given and never answers with HTML', async () => {
    test = await startTestApp();
    const hostile = { ...validEnquiry, fullName: '<script>alert("x")</script> Khan', description: '<img src=x onerror=alert(1)>\n"quoted" & <b>bold</b>' };
    const response = await postEnquiry(test.app, hostile);
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toContain('<');
    const [row] = storedRows(test.databasePath);
    expect(row.full_name).toBe(hostile.fullName);
    expect(row.description).toBe(hostile.description);
    // The other ways the text leaves the database: careers JSON (unrelated) and the CSV export, which is not HTML.
    const careers = await test.app.inject({ method: 'GET', url: '/api/getAllCareers' });
    expect(careers.body).not.toContain('script');
    const db = openDatabase(test.databasePath);
    try {
      expect(enquiriesCsv(db)).toContain('"<img src=x onerror=alert(1)>\n""quoted"" & <b>bold</b>"');
    } finally {
      db.close();
    }
  });

  it('answers a repeated Idempotency-Key with the original _id and stores one row', async () => {
    test = await startTestApp();
    const first = await postEnquiry(test.app, validEnquiry, { 'idempotency-key': 'retry-me' });
    const second = await postEnquiry(test.app, validEnquiry, { 'idempotency-key': 'retry-me' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(test.enquiryCount()).toBe(1);
  });

  it('refuses the same Idempotency-Key with a different body (409)', async () => {
    test = await startTestApp();
    const first = await postEnquiry(test.app, validEnquiry, { 'idempotency-key': 'reused' });
    const second = await postEnquiry(test.app, { ...validEnquiry, description: 'Something else entirely' }, { 'idempotency-key': 'reused' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: expect.stringContaining('Idempotency-Key') });
    expect(test.enquiryCount()).toBe(1);
  });

  it('commits enquiries sent at the same moment together, each answered on its own terms', async () => {
    test = await startTestApp();
    const app = test.app;
    // Sent together, these land in one group commit: a retry and a reused key among them must still be told apart.
    const answers = await Promise.all([
      postEnquiry(app, validEnquiry, { 'idempotency-key': 'same-moment' }),
      postEnquiry(app, validEnquiry, { 'idempotency-key': 'same-moment' }),
      postEnquiry(app, { ...validEnquiry, description: 'A different enquiry under the same key' }, { 'idempotency-key': 'same-moment' }),
      ...Array.from({ length: 5 }, (_, index) => postEnquiry(app, { ...validEnquiry, description: `Enquiry number ${index}` })),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 409, 201, 201, 201, 201, 201]);
    expect(answers[1].json()).toEqual(answers[0].json());
    expect(new Set(answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().data._id)).size).toBe(6);
    expect(storedRows(test.databasePath).map((row) => row.description)).toEqual([
      validEnquiry.description,
      ...Array.from({ length: 5 }, (_, index) => `Enquiry number ${index}`),
    ]);
  });

  it('stores enquiries without a key separately, even when identical', async () => {
    test = await startTestApp();
    const first = await postEnquiry(test.app, validEnquiry);
    const second = await postEnquiry(test.app, validEnquiry);
    expect(first.json().data._id).not.toBe(second.json().data._id);
    expect(test.enquiryCount()).toBe(2);
  });

  it('answers a filled honeypot like a success and keeps the enquiry as suspected spam', async () => {
    test = await startTestApp();
    const response = await postEnquiry(test.app, { ...validEnquiry, website: 'https://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Success', data: { _id: expect.stringMatching(UUID) } });
    expect(storedRows(test.databasePath)).toEqual([expect.objectContaining({ id: response.json().data._id, spam: 'honeypot' })]);
  });

  it('treats an empty honeypot as a person', async () => {
    test = await startTestApp();
    const response = await postEnquiry(test.app, { ...validEnquiry, website: '' });
    expect(response.statusCode).toBe(201);
    expect(storedRows(test.databasePath)).toEqual([expect.objectContaining({ spam: null })]);
  });
});

describe('rate limit on enquiries', () => {
  it('allows 10 a minute per IP by default, then 429 with Retry-After', async () => {
    test = await startTestApp({ rateLimit: undefined });
    for (let i = 0; i < 10; i++) expect((await postEnquiry(test.app, validEnquiry)).statusCode).toBe(201);
    const limited = await postEnquiry(test.app, validEnquiry);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ message: expect.stringMatching(/Too many requests/) });
    expect(test.enquiryCount()).toBe(10);
  });

  it('counts each IP separately and follows the configured limit', async () => {
    test = await startTestApp({ rateLimit: { max: 2, timeWindow: 60_000 } });
    const from = (remoteAddress: string) =>
      test!.app.inject({
        method: 'POST',
        url: '/api/addCustomerContacts',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: validEnquiry,
      });
    expect((await from('10.0.0.1')).statusCode).toBe(201);
    expect((await from('10.0.0.1')).statusCode).toBe(201);
    expect((await from('10.0.0.1')).statusCode).toBe(429);
    expect((await from('10.0.0.2')).statusCode).toBe(201);
    expect(test.enquiryCount()).toBe(3);
  });

  it('can be turned off', async () => {
    test = await startTestApp({ rateLimit: false });
    for (let i = 0; i < 15; i++) expect((await postEnquiry(test.app, validEnquiry)).statusCode).toBe(201);
    expect(test.enquiryCount()).toBe(15);
  });

  it('does not limit the other routes', async () => {
    test = await startTestApp({ rateLimit: { max: 1, timeWindow: 60_000 } });
    for (let i = 0; i < 5; i++) expect((await test.app.inject({ method: 'GET', url: '/api/getAllCareers' })).statusCode).toBe(200);
  });
});
