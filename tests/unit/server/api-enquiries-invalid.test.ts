import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postEnquiry, startTestApp, validEnquiry, type TestApp } from '../../support/api-test-app.js';

type Body = Record<string, unknown>;

function without(field: string): Body {
  const body: Body = { ...validEnquiry };
  delete body[field];
  return body;
}

const withField = (field: string, value: unknown): Body => ({ ...validEnquiry, [field]: value });

interface BadCase {
  name: string;
  body: unknown;
  headers?: Record<string, string>;
  status: number;
  /** The fields the answer must name, in any order; absent for answers without a field list. */
  fields?: string[];
}

const FIELDS = ['fullName', 'customerLastName', 'email', 'phone', 'type', 'description', 'address'];

const cases: BadCase[] = [
  ...FIELDS.map((field) => ({ name: `missing ${field}`, body: without(field), status: 400, fields: [field] })),
  { name: 'empty fullName', body: withField('fullName', ''), status: 400, fields: ['fullName'] },
  { name: 'whitespace-only fullName', body: withField('fullName', '   '), status: 400, fields: ['fullName'] },
  { name: 'empty customerLastName', body: withField('customerLastName', ''), status: 400, fields: ['customerLastName'] },
  { name: 'whitespace-only description', body: withField('description', ' \n\t '), status: 400, fields: ['description'] },
  { name: 'empty e-mail', body: withField('email', ''), status: 400, fields: ['email'] },
  { name: 'empty phone', body: withField('phone', ''), status: 400, fields: ['phone'] },
  { name: 'phone as a number', body: withField('phone', 971501234567), status: 400, fields: ['phone'] },
  { name: 'fullName as null', body: withField('fullName', null), status: 400, fields: ['fullName'] },
  { name: 'description as an array', body: withField('description', ['help']), status: 400, fields: ['description'] },
  { name: 'e-mail without @', body: withField('email', 'aisha.example.com'), status: 400, fields: ['email'] },
  { name: 'e-mail without a domain dot', body: withField('email', 'aisha@example'), status: 400, fields: ['email'] },
  { name: 'e-mail with spaces', body: withField('email', 'aisha khan@example.com'), status: 400, fields: ['email'] },
  { name: 'e-mail over 254 characters', body: withField('email', `${'a'.repeat(60)}@${'b'.repeat(200)}.com`), status: 400, fields: ['email'] },
  { name: 'phone with letters', body: withField('phone', '+971 50 CALL ME'), status: 400, fields: ['phone'] },
  { name: 'phone too short', body: withField('phone', '12'), status: 400, fields: ['phone'] },
  { name: 'phone ending in a dash', body: withField('phone', '050-123-'), status: 400, fields: ['phone'] },
  { name: 'phone of 6 digits', body: withField('phone', '050 123'), status: 400, fields: ['phone'] },
  { name: 'phone of 16 digits', body: withField('phone', '+1234 5678 9012 3456'), status: 400, fields: ['phone'] },
  { name: 'message of two words', body: withField('description', 'Call me'), status: 400, fields: ['description'] },
  { name: 'type other than contact', body: withField('type', 'career'), status: 400, fields: ['type'] },
  { name: 'non-empty address', body: withField('address', 'Business Bay, Dubai'), status: 400, fields: ['address'] },
  { name: 'unknown field', body: withField('company', 'ACME'), status: 400, fields: ['company'] },
  { name: 'fullName over 200 characters', body: withField('fullName', 'A'.repeat(201)), status: 400, fields: ['fullName'] },
  { name: 'customerLastName over 100 characters', body: withField('customerLastName', 'K'.repeat(101)), status: 400, fields: ['customerLastName'] },
  { name: 'description over 5000 characters', body: withField('description', 'x'.repeat(5001)), status: 400, fields: ['description'] },
  {
    name: 'several mistakes at once, all reported',
    body: { ...without('fullName'), email: 'nope', phone: 'abc', extra: true },
    status: 400,
    fields: ['fullName', 'email', 'phone', 'extra'],
  },
  { name: 'a JSON array instead of an object', body: [validEnquiry], status: 400, fields: ['body'] },
  { name: 'honeypot that is not text', body: withField('website', 42), status: 400, fields: ['website'] },
  {
    name: 'Idempotency-Key over 100 characters',
    body: validEnquiry,
    headers: { 'idempotency-key': 'k'.repeat(101) },
    status: 400,
    fields: ['Idempotency-Key'],
  },
  // Input hygiene: text the firm could not read back as sent is refused, never stored changed.
  {
    name: 'bytes that are not UTF-8 in a name',
    body: Buffer.concat([Buffer.from('{"fullName":"Ai'), Buffer.from([0xff, 0xc3]), Buffer.from(`sha",${JSON.stringify(without('fullName')).slice(1)}`)]),
    status: 400,
    fields: ['fullName'],
  },
  {
    name: 'a truncated UTF-8 sequence outside any field',
    body: Buffer.concat([Buffer.from(JSON.stringify(validEnquiry)), Buffer.from([0xe2, 0x82])]),
    status: 400,
    fields: ['body'],
  },
  { name: 'a lone high surrogate', body: JSON.stringify(validEnquiry).replace('Aisha', 'Ai\\ud83dsha'), status: 400, fields: ['fullName'] },
  { name: 'a lone low surrogate in the message', body: withField('description', 'Help \udc00 please'), status: 400, fields: ['description'] },
  {
    name: 'a last name of zero-width characters only',
    body: withField('customerLastName', '\u200b\u200c\u200d\u2060\ufeff'),
    status: 400,
    fields: ['customerLastName'],
  },
  { name: 'a first name of bidi marks and a soft hyphen', body: withField('fullName', '\u200e\u200f\u00ad \u202e'), status: 400, fields: ['fullName'] },
  { name: 'a name of Hangul fillers', body: withField('fullName', '\u3164\u3164'), status: 400, fields: ['fullName'] },
  { name: 'a language that is no language code', body: withField('language', 'Arabic; DROP TABLE'), status: 400, fields: ['language'] },
  { name: 'an e-mail whose local part is 65 characters', body: withField('email', `${'a'.repeat(65)}@example.com`), status: 400, fields: ['email'] },
  { name: 'a 100 KB body', body: withField('description', 'x'.repeat(100 * 1024)), status: 413 },
  {
    name: 'a non-JSON content type',
    body: new URLSearchParams(validEnquiry).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    status: 415,
  },
  { name: 'text/plain', body: JSON.stringify(validEnquiry), headers: { 'content-type': 'text/plain' }, status: 415 },
  { name: 'malformed JSON', body: '{"fullName": "Aisha",', status: 400 },
  { name: 'an empty JSON body', body: '', status: 400 },
  { name: 'prototype poisoning', body: `{"__proto__": {"admin": true}, ${JSON.stringify(validEnquiry).slice(1)}`, status: 400 },
];

describe('POST /api/addCustomerContacts rejects bad input', () => {
  let test: TestApp;
  beforeEach(async () => {
    test = await startTestApp();
  });
  afterEach(async () => {
    await test.close();
  });

  it.each(cases)('$name → $status', async ({ body, headers, status, fields }) => {
    const response = await postEnquiry(test.app, body, headers);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const answer = response.json() as { message: string; errors?: { field: string; message: string }[] };
    expect(typeof answer.message).toBe('string');
    if (fields) {
      expect(answer.message).toBe('Invalid enquiry');
      expect(answer.errors?.map((error) => error.field).sort()).toEqual([...fields].sort());
      for (const error of answer.errors ?? []) expect(error.message).toMatch(/^(must|is|contains) [a-z]/);
    } else {
      expect(answer.errors).toBeUndefined();
    }
    // Nothing of ajv's or Fastify's vocabulary, and no stack trace, reaches the client.
    expect(response.body).not.toMatch(/instancePath|schemaPath|keyword|FST_ERR|must have required property|\n\s+at |\.ts:\d+/);
    expect(test.enquiryCount()).toBe(0);
  });

  it('explains each rule in plain English', async () => {
    const response = await postEnquiry(test.app, {
      ...validEnquiry,
      email: 'nope',
      phone: 'abc',
      fullName: ' ',
      address: 'x',
      type: 'y',
      description: 'word '.repeat(1001),
    });
    expect(response.json().errors).toEqual([
      { field: 'fullName', message: 'must contain visible characters, not only spaces or invisible ones' },
      { field: 'email', message: 'must be an e-mail address like name@example.com' },
      { field: 'phone', message: 'must be a phone number of 7 to 15 digits, optionally starting with +' },
      { field: 'type', message: 'must be "contact"' },
      { field: 'description', message: 'must be at most 5000 characters' },
      { field: 'address', message: 'must be empty' },
    ]);
  });
});
