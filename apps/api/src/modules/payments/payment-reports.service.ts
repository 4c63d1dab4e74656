/**
 * The one code path that turns what Midtrans says about an attempt into order changes. Both a
 * verified HTTP notification and the reconciler's own Get Status read come through
 * applyPaymentReport(). Every report is recorded in payment_notifications with its verdict
 * (payment-verdicts.ts decides it).
 *
 * No transaction is held open while deciding. The common report, the first decisive word on an
 * attempt of a pending order, is written by one statement that checks its assumptions under a row
 * lock (payment-report-first.ts). Any other report is read, decided, then written by one statement
 * that first checks, under a row lock, that the order row is still the version that was read. The
 * order row is the version of the order and its attempts: every move touches it, and so does any
 * change of an attempt's status. When another report, a retry, the sweep or an admin changed it in
 * between, nothing is written and the report is read and decided again.
 */
import { MESSAGES, type OrderStatus } from '@gayaku/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { orders, paymentAttempts } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { invalidateCatalogue } from '../../lib/catalogue-cache.ts';
import { signalAfterCommit } from '../notifications/index.ts';
import { moveCtes, notificationMessage, notifiesShopper } from '../orders/index.ts';
import { parseGrossAmount } from './midtrans-signature.ts';
import { firstWordMove, writeFirstWord } from './payment-report-first.ts';
import { readTarget, reportInsert, reportValues, type PaymentReport, type ReportFields, type Target } from './payment-report-rows.ts';
import { decide, type Decision, type Verdict } from './payment-verdicts.ts';

export type { Verdict } from './payment-verdicts.ts';
export type { PaymentReport } from './payment-report-rows.ts';

/** Rounds of read-decide-write before giving up. */
const MAX_ROUNDS = 20;

const P = sql.placeholder;

export async function recordReport(db: Db, report: ReportFields, verdict: Verdict): Promise<Verdict> {
  await preparedSql(db, 'payment_report_record', () => reportInsert()).execute(reportValues(report, verdict));
  return verdict;
}

/**
 * The statement writing a decision that changes something, for one shape (the order's status
 * read, the move or none), prepared once: only if the order row is still at the version read
 * (`guard` locks it, so a concurrent writer waits, then finds the version changed), the move with
 * its side effects, else a touch of the order row; the attempt's new status; the report.
 * Exported for the tests, which step in between a read and its write.
 */
export function guardedWrite(db: Db, from: OrderStatus, next: OrderStatus | null) {
  return preparedSql(db, `payment_report_write_${from}_${next ?? 'touch'}`, () => {
    const guarded = sql`exists (select 1 from guard)`;
    const now = sql`${P('now')}::timestamptz`;
    const ctes: SQL[] = [sql`guard as (select id from ${orders} where id = ${P('orderId')} and xmin = ${P('version')}::xid for update)`];
    if (next)
      ctes.push(
        moveCtes(
          db,
          { orderId: P('orderId'), userId: P('userId'), from, now: P('now'), message: P('message'), signalAfterCommit: true },
          next,
          guarded,
        ),
      );
    else
      ctes.push(
        sql`touched as (${db
          .update(orders)
          .set({ updatedAt: now })
          .where(sql`${orders.id} = ${P('orderId')} and ${guarded}`)
          .getSQL()})`,
      );
    const attemptUpdate = db
      .update(paymentAttempts)
      .set({ transactionStatus: sql`${P('attemptStatus')}`, updatedAt: now })
      .where(sql`${paymentAttempts.id} = ${P('attemptId')} and ${guarded}`);
    ctes.push(sql`attempt as (${attemptUpdate.getSQL()})`);
    return sql`with ${sql.join(ctes, sql`, `)} ${reportInsert(guarded)}`;
  });
}

/** Writes a decision that changes something; false when the guard found a newer version and nothing was written. */
async function writeGuarded(db: Db, target: Target, decision: Decision, report: PaymentReport): Promise<boolean> {
  const result = await guardedWrite(db, target.status, decision.next).execute({
    orderId: target.orderId,
    version: target.version,
    userId: target.userId,
    now: new Date().toISOString(),
    message: decision.next ? notificationMessage(target.orderId, decision.next) : '',
    attemptId: target.attemptId,
    attemptStatus: decision.attemptStatus.slice(0, 30),
    ...reportValues(report, decision.verdict),
  });
  return result.rows.length > 0;
}

/** What follows a written decision once its statement has returned: the shopper's bell, the catalogue's sold counts. */
function afterWrite(db: Db, userId: number, decision: Decision): Verdict {
  if (decision.next && notifiesShopper(decision.next)) signalAfterCommit(db, userId);
  // A move to or from paid changes sold_count (and "bought together"): catalogue answers change.
  if (decision.verdict === 'applied') invalidateCatalogue(db);
  return decision.verdict;
}

export async function applyPaymentReport(db: Db, report: PaymentReport): Promise<Verdict> {
  // The first decisive word on an unreported attempt: one statement, which also reads the attempt.
  let read: Target | null | undefined;
  const firstWord = firstWordMove(report);
  if (firstWord) {
    const { written, target } = await writeFirstWord(db, report, firstWord);
    if (written && target) return afterWrite(db, target.userId, firstWord);
    read = target;
  }
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const target = round === 0 && read !== undefined ? read : await readTarget(db, report.midtransOrderId);
    if (!target) return recordReport(db, report, 'unknown_order');
    if (parseGrossAmount(report.grossAmount) !== target.totalPrice) return recordReport(db, report, 'amount_mismatch');
    const decision = decide(
      { orderStatus: target.status, attemptStatus: target.attemptStatus, otherAttemptStatuses: target.otherAttemptStatuses },
      report.transactionStatus,
      report.fraudStatus,
    );
    // Nothing changes: the verdict held when it was read, and a record is all there is to write.
    if (!decision.next && decision.attemptStatus === target.attemptStatus) return recordReport(db, report, decision.verdict);
    if (await writeGuarded(db, target, decision, report)) return afterWrite(db, target.userId, decision);
  }
  // Other writers to this order won every round: 503, and Midtrans sends the notification again.
  throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.busy);
}
