/**
 * The mail outbox: a mail is a row written in the transaction of its event, and the worker
 * (modules/mail/outbox-worker.ts) sends it later, with retries and backoff.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the mail says: an order event or 'password_reset' (modules/mail/templates.ts). */
    kind: varchar('kind', { length: 40 }).notNull(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    /** What the template needs (an order event: the order row as it was written). Never a secret. */
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Development without SMTP_URL only: the mail as sent, shown at /dev/mail. */
    kept: jsonb('kept'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
