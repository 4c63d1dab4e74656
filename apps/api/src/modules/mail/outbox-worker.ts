/**
 * The outbox worker: sends the mails the events wrote (outbox.ts), at least once and, across any
 * number of instances on one database, never twice. Each mail is claimed in its own transaction
 * with SELECT … FOR UPDATE SKIP LOCKED and stays locked while it is sent, until the row says 'sent'
 * and the transaction commits: another instance skips it meanwhile. A process that dies between
 * the SMTP answer and the commit sends that mail again later (at least once).
 *
 * A failure leaves the mail pending with its next attempt pushed back (exponential backoff, capped),
 * so a refusing or unreachable SMTP server loses nothing and holds up no other mail; a permanent
 * refusal (5xx) marks the mail failed. Nothing logged carries an address's mail or a link.
 */
import { and, asc, eq, lte, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { isOrderMailKind } from './outbox.ts';
import { orderMail, type MailContext, type OrderPayload, type RenderedMail } from './templates.ts';
import { describeFailure, isPermanentFailure, type MailTransport } from './transport.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Makes the mail of a kind whose content is made at sending time (the password reset's link), in
 * the claiming transaction; null: nothing to send (an address without an account).
 */
export type MailPreparer = (tx: Tx, row: OutboxRow, context: MailContext) => Promise<RenderedMail | null>;

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  context: MailContext;
  preparers?: Record<string, MailPreparer>;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Delay after the first failure; doubles with each further one. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Mails handled per run at most. */
  batch?: number;
}

export interface OutboxRun {
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
}

type Outcome = keyof OutboxRun;

export class OutboxWorker {
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.baseDelayMs = options.baseDelayMs ?? 30_000;
    this.maxDelayMs = options.maxDelayMs ?? 60 * 60_000;
  }

  /**
   * Sends what is due, one mail per transaction, until nothing is due or the batch is done. A mail
   * is tried at most once per run, however short its backoff.
   */
  async runOnce(): Promise<OutboxRun> {
    const run: OutboxRun = { sent: 0, retried: 0, failed: 0, skipped: 0 };
    const tried: number[] = [];
    for (let i = 0; i < (this.options.batch ?? 50); i++) {
      const outcome = await this.options.db.transaction((tx) => this.claimAndSend(tx, tried));
      if (outcome === null) break;
      run[outcome] += 1;
    }
    return run;
  }

  /** The same worker with other settings (tests: another transport, a short backoff). */
  with(overrides: Partial<OutboxWorkerOptions>): OutboxWorker {
    return new OutboxWorker({ ...this.options, ...overrides });
  }

  /** The delay before attempt `attempts + 1`, after `attempts` failures. */
  delayAfter(attempts: number): number {
    return Math.min(this.baseDelayMs * 2 ** Math.max(0, attempts - 1), this.maxDelayMs);
  }

  private async claimAndSend(tx: Tx, tried: number[]): Promise<Outcome | null> {
    const [row] = await tx
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          tried.length ? notInArray(mailOutbox.id, tried) : undefined,
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    tried.push(row.id);
    const attempts = row.attempts + 1;
    try {
      const mail = await this.render(tx, row);
      if (!mail) {
        await tx.update(mailOutbox).set({ status: 'skipped', attempts }).where(eq(mailOutbox.id, row.id));
        return 'skipped';
      }
      await this.options.transport.send({ ...mail, to: row.toAddress });
      const kept = this.options.transport.kind === 'keep' ? mail : null;
      await tx
        .update(mailOutbox)
        .set({ status: 'sent', attempts, sentAt: sql`now()`, lastError: null, kept })
        .where(eq(mailOutbox.id, row.id));
      return 'sent';
    } catch (err) {
      return this.recordFailure(tx, row, attempts, err);
    }
  }

  private async render(tx: Tx, row: OutboxRow): Promise<RenderedMail | null> {
    const prepare = this.options.preparers?.[row.kind];
    if (prepare) return prepare(tx, row, this.options.context);
    if (isOrderMailKind(row.kind)) return orderMail(row.kind, row.payload as { order: OrderPayload }, this.options.context);
    throw new Error(`unknown mail kind ${row.kind}`);
  }

  private async recordFailure(tx: Tx, row: OutboxRow, attempts: number, err: unknown): Promise<Outcome> {
    const permanent = isPermanentFailure(err);
    const lastError = describeFailure(err);
    const delay = this.delayAfter(attempts);
    await tx
      .update(mailOutbox)
      .set({
        attempts,
        lastError,
        ...(permanent ? { status: 'failed' as const } : { nextAttemptAt: sql`now() + ${sql.raw(`interval '${delay} milliseconds'`)}` }),
      })
      .where(eq(mailOutbox.id, row.id));
    const log = { mailId: row.id, kind: row.kind, attempts, error: lastError };
    if (permanent) this.options.log?.error(log, 'mail refused for good');
    else this.options.log?.warn({ ...log, retryInMs: delay }, 'mail not sent, will retry');
    return permanent ? 'failed' : 'retried';
  }
}
