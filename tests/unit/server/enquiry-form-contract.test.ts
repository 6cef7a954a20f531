// The enquiry form and the API read one contract: whatever the form lets a visitor send, the server stores, and
// whatever the server refuses, the form stops first with a message next to the right field.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { SiteManifest } from '../../../src/generated/manifest-types.gen.js';
import {
  EMPTY_ENQUIRY,
  enquiryFromForm,
  formFieldOf,
  serverFieldErrors,
  validateEnquiry,
  type EnquiryFields,
} from '../../../src/browser/components/enquiry-validation.js';
import { postEnquiry, startTestApp, type TestApp } from '../../support/api-test-app.js';

const manifest = parse(readFileSync('site.yaml', 'utf8')) as SiteManifest;
/** The form's words in each edition: English, and the Arabic laid over it as the build does. */
const english = manifest.strings;
const arabic = { ...english, ...manifest.ar?.strings };

const filled: EnquiryFields = {
  firstName: 'Aisha',
  lastName: 'Khan',
  email: 'aisha@example.com',
  phone: '+971 50 123 4567',
  message: 'VAT registration, please.',
};

const inputs: [string, Partial<EnquiryFields>][] = [
  ['a complete enquiry', {}],
  ['an Arabic name and an emoji in the message', { firstName: 'عائشة', lastName: 'خان', message: 'شكراً 🙏' }],
  ['an empty first name', { firstName: '' }],
  ['a last name of zero-width spaces', { lastName: '\u200b\u200b' }],
  ['a first name of a soft hyphen and a bidi mark', { firstName: '\u00ad\u200f' }],
  ['an e-mail without a domain', { email: 'aisha@' }],
  ['an e-mail with 64 characters before the @', { email: `${'a'.repeat(64)}@example.com` }],
  ['an e-mail with 65 characters before the @', { email: `${'a'.repeat(65)}@example.com` }],
  ['an e-mail with an accented local part', { email: 'zoë@example.com' }],
  ['a phone number with letters', { phone: '+971 CALL' }],
  ['a phone number of 5 digits', { phone: '12345' }],
  ['a phone number of 24 digits', { phone: '1'.repeat(24) }],
  ['a phone number of 6 digits with a space', { phone: '050 123' }],
  ['a phone number of 7 digits', { phone: '123 4567' }],
  ['a phone number of 15 digits after +', { phone: '+123 456 789 012 345' }],
  ['a phone number of 16 digits', { phone: '+1234 5678 9012 3456' }],
  ['a phone number grouped with brackets, dots and dashes', { phone: '+971 (50) 123-45.67' }],
  ['a message of two words', { message: 'Call me' }],
  ['a message of three words in Arabic', { message: 'أريد استشارة ضريبية' }],
  // Words, so that only the length is at stake.
  ['a message of 5,000 characters', { message: `${'word '.repeat(999)}words` }],
  ['a message of 5,001 characters', { message: `${'word '.repeat(999)}words!` }],
  ['a last name of 100 characters', { lastName: 'K'.repeat(100) }],
  ['a last name of 101 characters', { lastName: 'K'.repeat(101) }],
  ['a first name of 99 characters and a last name of 100', { firstName: 'A'.repeat(99), lastName: 'K'.repeat(100) }],
  ['a lone surrogate in the message', { message: 'Help \ud800' }],
];

describe('the enquiry form and the API agree on every field', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it.each(inputs)('%s', async (_name, change) => {
    const fields = { ...filled, ...change };
    const formErrors = Object.keys(validateEnquiry(fields, english)).sort();
    const response = await postEnquiry(test.app, enquiryFromForm(fields, 'ar'));
    // What the form would send, the server takes.
    if (formErrors.length === 0) expect(response.statusCode).toBe(201);
    // What the server refuses, the form stops first, at the same field. (The form may ask for more: the API stores
    // "first last" as one name, so it cannot tell that the first name was left empty.)
    if (response.statusCode !== 201) {
      expect(response.statusCode).toBe(400);
      const serverFields = (response.json() as { errors: { field: string }[] }).errors.map(({ field }) => formFieldOf(field));
      expect(serverFields.length).toBeGreaterThan(0);
      for (const field of serverFields) expect(formErrors).toContain(field);
    }
  });

  it('asks for every field of an empty form, in the order they appear', () => {
    expect(Object.keys(validateEnquiry(EMPTY_ENQUIRY, english))).toEqual(['firstName', 'lastName', 'email', 'phone', 'message']);
  });

  it('words each problem for the visitor, never with a pattern', () => {
    const errors = validateEnquiry({ ...filled, email: `${'a'.repeat(65)}@example.com`, phone: 'call me', lastName: '\u200b' }, english);
    expect(errors).toEqual({
      lastName: 'Enter your last name.',
      email: 'Use at most 64 characters before the @.',
      phone: 'Enter a phone number of 7 to 15 digits, like +971 50 123 4567.',
    });
  });

  it('words the same problems in Arabic on Arabic pages', () => {
    const errors = validateEnquiry(
      { ...EMPTY_ENQUIRY, firstName: 'عائشة', lastName: 'خان', email: `${'a'.repeat(65)}@example.com`, phone: 'اتصلوا', message: 'x'.repeat(5001) },
      arabic,
    );
    expect(errors).toEqual({
      email: arabic.emailLocalPartTooLong,
      phone: arabic.phoneCharacters,
      message: 'الحد الأقصى لعدد الأحرف هو 5000.',
    });
  });
});

describe("the server's reasons (400) at the form's fields", () => {
  const problems = [
    { field: 'email', message: 'must have at most 64 characters before the @' },
    { field: 'description', message: 'must be at most 5000 characters' },
    { field: 'phone', message: 'is required' },
    { field: 'customerLastName', message: 'something the form has never heard of' },
  ];

  it('read as they always did on English pages', () => {
    expect(serverFieldErrors(problems, english)).toEqual({
      email: 'E-mail must have at most 64 characters before the @.',
      message: 'Message must be at most 5000 characters.',
      phone: 'Phone is required.',
      lastName: 'Last name is not valid.',
    });
  });

  it("are shown in Arabic on Arabic pages, never in the server's English", () => {
    expect(serverFieldErrors(problems, arabic)).toEqual({
      email: 'حقل "البريد الإلكتروني" يجب ألا يتجاوز 64 حرفًا قبل الرمز @.',
      message: 'حقل "الرسالة" يجب ألا يزيد عدد أحرفه على 5000.',
      phone: 'حقل "الهاتف" مطلوب.',
      lastName: 'حقل "اسم العائلة" غير صالح.',
    });
  });
});
