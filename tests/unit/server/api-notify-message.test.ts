// What the office reads in the e-mail about a new enquiry: who sent it, every field they typed, the language of
// the page they wrote from, and the id to look it up by. Mutation testing (npm run mutate -- --module api-routes)
// found the notification tests checked the id and the Reply-To only, so a lost or mislabelled line passed.
import { afterEach, describe, expect, it } from 'vitest';
import { postEnquiry, startTestApp, validEnquiry, type TestApp } from '../../support/api-test-app.js';
import { closeFakeSmtp, fakeSmtp, waitFor } from '../../support/fake-smtp.js';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
  await closeFakeSmtp();
});

/** Sends one enquiry to an app that mails a fake server, and reads back the e-mail's headers (unfolded) and text. */
async function mailFor(enquiry: Record<string, unknown>) {
  const messages: string[] = [];
  const port = await fakeSmtp(messages);
  test = await startTestApp({ smtp: { host: '127.0.0.1', port, from: 'site@example.com', to: 'office@example.com' } });
  const response = await postEnquiry(test.app, enquiry);
  expect(response.statusCode).toBe(201);
  await waitFor(() => messages.length === 1, 'the e-mail');
  const [head, ...body] = messages[0].split('\n\n');
  const headers = Object.fromEntries(
    head
      .replace(/\n[ \t]+/g, ' ')
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { id: response.json().data._id as string, headers, text: body.join('\n\n').trimEnd() };
}

describe('the e-mail about a new enquiry', () => {
  it('is from the site to the office, named after the visitor, with every field and the page’s language', async () => {
    const { id, headers, text } = await mailFor({ ...validEnquiry, language: 'ar', elapsedMs: 30_000 });
    expect(headers).toMatchObject({
      from: 'site@example.com',
      to: 'office@example.com',
      'reply-to': 'aisha.khan@example.com',
      subject: 'New website enquiry from Aisha Khan',
    });
    expect(text).toBe(
      [
        'Name: Aisha Khan',
        'Last name: Khan',
        'E-mail: aisha.khan@example.com',
        'Phone: +971 50 123 4567',
        'Language of the page: ar',
        '',
        'We need help with VAT registration for a new free-zone company.',
        '',
        `Enquiry id: ${id}`,
      ].join('\n'),
    );
  });

  it('from a page that does not say its language, has no language line', async () => {
    const { text } = await mailFor(validEnquiry);
    expect(text).not.toContain('Language');
    expect(text.split('\n').slice(0, 5)).toEqual(['Name: Aisha Khan', 'Last name: Khan', 'E-mail: aisha.khan@example.com', 'Phone: +971 50 123 4567', '']);
  });

  it('keeps the subject to 200 characters when the visitor’s name is as long as the form allows', async () => {
    const { headers } = await mailFor({ ...validEnquiry, fullName: `Aisha ${'K'.repeat(194)}` });
    expect(headers.subject).toBe(`New website enquiry from Aisha ${'K'.repeat(194)}`.slice(0, 200));
    expect(headers.subject).toHaveLength(200);
  });
});
