import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { smtpFrom } from '../../server/config.js';
import { postEnquiry, startTestApp, validEnquiry, type TestApp } from './api-test-app.js';

let test: TestApp | undefined;
let smtp: Server | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
  await new Promise((done) => (smtp ? smtp.close(done) : done(undefined)));
  smtp = undefined;
});

async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A port on loopback that nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Just enough SMTP to take one message; resolves with the server's port, collecting messages. */
async function fakeSmtp(messages: string[]): Promise<number> {
  smtp = createServer((socket) => {
    let data: string | undefined;
    let buffered = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data !== undefined) {
          if (line === '.') {
            messages.push(data);
            data = undefined;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', resolve));
  return (smtp.address() as { port: number }).port;
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
    const response = await postEnquiry(test.app, { ...validEnquiry, description: '<b>not html</b>' });
    expect(response.statusCode).toBe(201);
    await waitFor(() => messages.length === 1, 'the e-mail');
    expect(messages[0]).toMatch(/^Content-Type: text\/plain/im);
    expect(messages[0]).not.toMatch(/text\/html/i);
    expect(messages[0]).toContain('<b>not html</b>');
    expect(messages[0]).toContain(response.json().data._id);
    expect(messages[0]).toMatch(/^Reply-To: aisha\.khan@example\.com/im);
  });

  it('sends nothing for a honeypot or a replayed enquiry', async () => {
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
