/**
 * The inbox signal of checkout and the payment reports, sent after their statement has committed.
 *
 * The notifications trigger signals (`pg_notify`) in the transaction that writes a notification, and
 * PostgreSQL serialises the commits of every transaction that called pg_notify, WAL flush included:
 * with a notification on every order and every payment, those commits waited on each other. Their
 * statements mark themselves instead (`deferredSignal()` in the insert: the trigger then leaves them
 * alone, migration 0015) and, once the statement has returned, name the user here. The users named
 * within a few milliseconds go out together in one statement of their own, which nothing waits for:
 * it writes nothing durable (synchronous_commit off for it), so holding that lock costs no flush.
 *
 * What this gives up: should the process die between the commit and the signal, open streams are not
 * told; the notification itself is in the table, and the bell reads it when its stream opens again.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { NOTIFICATIONS_CHANNEL } from './notification-stream.ts';

/** How long names are collected before they are sent: far below what a person notices, enough to batch a busy second. */
export const SIGNAL_BATCH_MS = 10;

/** The transaction-local setting that tells the trigger the API signals for this statement. */
const SETTING = 'gayaku.inbox_signal';

/**
 * A one-row relation for the FROM of a notifications insert: selecting it marks the statement's
 * transaction so that the trigger leaves its signal to signalAfterCommit(). The insert's rows are
 * read through it, so the mark is set before the trigger runs (at the end of the statement).
 */
export function deferredSignal(): SQL {
  return sql`(select set_config(${SETTING}, 'after_commit', true)) as deferred_signal`;
}

class InboxSignals {
  private readonly users = new Set<number>();
  private timer: NodeJS.Timeout | undefined;
  private sending: Promise<void> = Promise.resolve();
  onError: (err: unknown) => void = () => {};

  constructor(private readonly db: Db) {}

  add(userId: number): void {
    this.users.add(userId);
    this.timer ??= setTimeout(() => this.flush(), SIGNAL_BATCH_MS).unref();
  }

  /** Sends what is collected now, and resolves once everything sent so far has been. */
  sent(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.flush();
    }
    return this.sending;
  }

  private flush(): void {
    this.timer = undefined;
    const ids = [...this.users];
    this.users.clear();
    const send = this.db
      .execute(
        sql`select set_config('synchronous_commit', 'off', true), pg_notify(${NOTIFICATIONS_CHANNEL}, u::text)
          from unnest(${`{${ids.join(',')}}`}::int[]) as u`,
      )
      .then(
        () => {},
        (err: unknown) => this.onError(err),
      );
    this.sending = Promise.all([this.sending, send]).then(() => {});
  }
}

const byDb = new WeakMap<Db, InboxSignals>();

function signalsOf(db: Db): InboxSignals {
  let signals = byDb.get(db);
  if (!signals) byDb.set(db, (signals = new InboxSignals(db)));
  return signals;
}

/** Tells every instance's streams of `userId` that the inbox changed, once a statement marked with deferredSignal() has committed. */
export function signalAfterCommit(db: Db, userId: number): void {
  signalsOf(db).add(userId);
}

/** Sends the signals still collected; resolves once all have gone (before the pool closes, and in tests). */
export function signalsSent(db: Db): Promise<void> {
  return byDb.get(db)?.sent() ?? Promise.resolve();
}

/** Where a signal that could not be sent is reported (the app's log). */
export function onSignalError(db: Db, report: (err: unknown) => void): void {
  signalsOf(db).onError = report;
}
