/**
 * Where mails go: SMTP through nodemailer when SMTP_URL is set; in development and tests without it,
 * nowhere: the worker keeps the mail on its outbox row and /dev/mail shows it. In production without
 * SMTP_URL there is no transport at all and mails wait in the outbox (a start-up warning says so).
 */
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { RenderedMail } from './templates.ts';

interface OutgoingMail extends RenderedMail {
  to: string;
}

export interface MailTransport {
  /** 'keep': the mail is stored for /dev/mail instead of being sent. */
  kind: 'smtp' | 'keep';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const TIMEOUT_MS = 10_000;

/** SMTP_URL as nodemailer's options: smtps:// is TLS from the start, a user and password log in. */
function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const user = decodeURIComponent(url.username);
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(user ? { auth: { user, pass: decodeURIComponent(url.password) } } : {}),
  };
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    ...smtpOptions(smtpUrl),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
    // Never write message contents (reset links) to any log.
    logger: false,
    debug: false,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => transporter.close(),
  };
}

const keepTransport: MailTransport = { kind: 'keep', send: async () => {}, close: () => {} };

/** The transport the configuration asks for; null when mails must wait (production without SMTP_URL). */
export function transportFor(config: Pick<Config, 'env' | 'smtpUrl' | 'mailFrom'>): MailTransport | null {
  if (config.smtpUrl) return smtpTransport(config.smtpUrl, config.mailFrom);
  return config.env === 'production' ? null : keepTransport;
}

/**
 * An SMTP refusal that will not change by retrying (a 5xx reply, e.g. 550 no such mailbox); anything
 * else (connection refused, timeouts, 4xx) is worth another attempt later.
 */
export function isPermanentFailure(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** What an error may say in the outbox row and the log: its code, SMTP reply or reason, never the message sent. */
export function describeFailure(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown } | null;
  const reason = typeof e?.response === 'string' ? e.response : typeof e?.message === 'string' ? e.message : String(err);
  return [e?.code, e?.responseCode, reason.slice(0, 200)].filter((p) => p !== undefined).join(' ');
}
