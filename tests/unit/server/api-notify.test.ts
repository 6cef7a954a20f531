import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { smtpFrom } from '../../../server/config.js';
import { postEnquiry, startTestApp, validEnquiry, type TestApp } from '../../support/api-test-app.js';
import { closeFakeSmtp, fakeSmtp, waitFor } from '../../support/fake-smtp.js';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
  await closeFakeSmtp();
});

/** A port on loopback that nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function logSink() {
  const lines: string[] = [];
  return { lines, logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } };
}

describe('enquiry e-mail notification', () => {
  it('is off when SMTP_HOST is unset', () => {
    expect(smtpFrom({})).toBeNull();
    expect(smtpFrom({ SMTP_HOST: 'mail.example.com', SMTP_FROM: 'site@example.com', NOTIFY_TO: 'office@example.com' })).toEqual({
      host: 'mail.example.com',
      port: 587,
      user: undefined,
      pass: undefined,
      from: 'site@example.com',
      to: 'office@example.com',
    });
  });

  it('still stores and acknowledges the enquiry when the mail server is unreachable, and logs the failure', async () => {
    const sink = logSink();
    const port = await closedPort();
    test = await startTestApp({ logger: sink.logger, smtp: { host: '127.0.0.1', port, from: 'site@example.com', to: 'office@example.com' } });
    const response = await postEnquiry(test.app, validEnquiry);
    expect(response.statusCode).toBe(201);
    expect(test.enquiryCount()).toBe(1);
    await waitFor(() => sink.lines.some((line) => line.includes('enquiry notification failed')), 'the failure to be logged');
    const logged = JSON.parse(sink.lines.find((line) => line.includes('enquiry notification failed'))!) as { enquiryId: string };
    expect(logged.enquiryId).toBe(response.json().data._id);
  });

  it('sends a plain-text e-mail after answering', async () => {
    const messages: string[] = [];
    const port = await fakeSmtp(messages);
    test = await startTestApp({ smtp: { host: '127.0.0.1', port, from: 'site@example.com', to: 'office@example.com' } });
    const response = await postEnquiry(test.app, { ...validEnquiry, description: '<b>not html</b> in the message' });
    expect(response.statusCode).toBe(201);
    await waitFor(() => messages.length === 1, 'the e-mail');
    expect(messages[0]).toMatch(/^Content-Type: text\/plain/im);
    expect(messages[0]).not.toMatch(/text\/html/i);
    expect(messages[0]).toContain('<b>not html</b>');
    expect(messages[0]).toContain(response.json().data._id);
    expect(messages[0]).toMatch(/^Reply-To: aisha\.khan@example\.com/im);
  });

  it('sends nothing for suspected spam or a replayed enquiry', async () => {
    const messages: string[] = [];
    const port = await fakeSmtp(messages);
    test = await startTestApp({ smtp: { host: '127.0.0.1', port, from: 'site@example.com', to: 'office@example.com' } });
    await postEnquiry(test.app, { ...validEnquiry, website: 'bot' });
    await postEnquiry(test.app, validEnquiry, { 'idempotency-key': 'once' });
    await postEnquiry(test.app, validEnquiry, { 'idempotency-key': 'once' });
    await waitFor(() => messages.length >= 1, 'the e-mail');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(messages).toHaveLength(1);
  });
});
