// A real SMTP server on loopback (the smtp-server package) for the tests of what is mailed, and a small reader of the
// mails it receives: headers, and each text part decoded.
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface LoopbackSmtp {
  port: number;
  /** Mails accepted (answered 250), in order. */
  accepted: ReceivedMail[];
  /** Mails whose data has begun to arrive, accepted or not. */
  started: number;
  close: () => Promise<void>;
}

/** Starts a server; `holdFrom` (1-based) keeps that mail and every later one waiting, never answered, as a stuck server would. */
export async function startLoopbackSmtp(options: { holdFrom?: number } = {}): Promise<LoopbackSmtp> {
  const state: LoopbackSmtp = { port: 0, accepted: [], started: 0, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const number = ++state.started;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.holdFrom !== undefined && number >= options.holdFrom) return;
        state.accepted.push({ to: session.envelope.rcptTo.map((each) => each.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.server.address() as { port: number }).port;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

function unfoldedHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
    .split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header, decoded. */
export function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

export interface ParsedMail {
  headers: Map<string, string>;
  /** Each text part by its type (`text/plain`, `text/html`), decoded. */
  parts: Map<string, string>;
}

/** A mail's headers and its text parts, one level of multipart deep, as nodemailer writes them. */
export function parseMail(raw: string): ParsedMail {
  const split = (text: string) => {
    const at = text.search(/\r?\n\r?\n/);
    return { head: unfoldedHeaders(text.slice(0, at)), body: text.slice(at).replace(/^\r?\n\r?\n/, '') };
  };
  const { head, body } = split(raw);
  const parts = new Map<string, string>();
  const type = head.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const sections = boundary ? body.split(`--${boundary}`).slice(1, -1) : [];
  for (const section of boundary ? sections : [raw]) {
    const part = boundary ? split(section.replace(/^\r?\n/, '')) : { head, body };
    const partType = (part.head.get('content-type') ?? 'text/plain').split(';')[0].trim().toLowerCase();
    parts.set(partType, decodeBody(part.body, part.head.get('content-transfer-encoding')?.toLowerCase()));
  }
  return { headers: head, parts };
}
