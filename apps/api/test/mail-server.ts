/**
 * A real SMTP server for tests (the `smtp-server` package) on a free local port: it keeps every
 * message it accepts, and can refuse mail for a while (451, "try again later") or for good (550).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  raw: string;
  /** The plain-text part, quoted-printable decoded. */
  text: string;
  subject: string;
}

export interface TestMailServer {
  url: string;
  received: ReceivedMail[];
  /** 'temporary': 451 on every MAIL FROM; 'permanent': 550; null: accept. */
  refuse(mode: 'temporary' | 'permanent' | null): void;
  /** Messages received for one address. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** Quoted-printable to text (soft line breaks dropped, =XX bytes read as UTF-8). */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text/plain part of a raw message nodemailer wrote (multipart/alternative). */
function plainTextOf(raw: string): string {
  const part = raw.split(/\r?\n--/).find((p) => /content-type:\s*text\/plain/i.test(p)) ?? raw;
  const [headers = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  return body;
}

function refusal(code: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode: code });
}

export async function startMailServer(): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  let refusing: 'temporary' | 'permanent' | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (refusing === 'temporary') return callback(refusal(451, 'Coba lagi nanti'));
      if (refusing === 'permanent') return callback(refusal(550, 'Ditolak'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^subject:\s*(.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: plainTextOf(raw), subject });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (mode) => {
      refusing = mode;
    },
    to: (address) => received.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
