// Shared by the tests that check which enquiries are e-mailed: a mail server on loopback that only collects.
import { createServer, type Server } from 'node:net';

const servers: Server[] = [];

export async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Just enough SMTP to take messages; resolves with the server's port, collecting each message's text. */
export async function fakeSmtp(messages: string[]): Promise<number> {
  const smtp = createServer((socket) => {
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
  servers.push(smtp);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return (smtp.address() as { port: number }).port;
}

/** Stops every fake mail server started so far. */
export async function closeFakeSmtp(): Promise<void> {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
}
