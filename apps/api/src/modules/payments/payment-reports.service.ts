/**
 * The one code path that turns what Midtrans says about an attempt into order changes. Both a
 * verified HTTP notification and the reconciler's own Get Status read come through
 * applyPaymentReport(). Every report is recorded in payment_notifications with its verdict
 * (payment-verdicts.ts decides it).
 *
 * Two statements and no transaction, so a notification holds PGlite's only thread as briefly as
 * possible: read the attempt and its order, decide, then write everything in one statement that
 * first checks, under a row lock, that the order row is still the version that was read. The
 * order row is the version of the order and its attempts: every move touches it, and so does any
 * change of an attempt's status. When another report, a retry, the sweep or an admin changed it in
 * between, nothing is written and the report is read and decided again.
 */
import { MESSAGES, type OrderStatus } from '@gayaku/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery, preparedSql } from '../../db/prepared.ts';
import { orders, paymentAttempts, paymentNotifications } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { invalidateCatalogue } from '../../lib/catalogue-cache.ts';
import { signalAfterCommit } from '../notifications/index.ts';
import { moveCtes, notificationMessage, notifiesShopper, orderFields, type OrderRow } from '../orders/index.ts';
import { parseGrossAmount } from './midtrans-signature.ts';
import { decide, type Decision, type Verdict } from './payment-verdicts.ts';

export type { Verdict } from './payment-verdicts.ts';

export interface PaymentReport {
  /** The attempt's id as Midtrans knows it (order_id in Midtrans' bodies). */
  midtransOrderId: string;
  transactionStatus: string;
  fraudStatus: string | undefined;
  /** As received, e.g. "150000.00". */
  grossAmount: string;
  raw: unknown;
  source: 'notification' | 'reconcile';
}

/** Rounds of read-decide-write before giving up. */
const MAX_ROUNDS = 20;

type ReportFields = Pick<PaymentReport, 'midtransOrderId' | 'transactionStatus' | 'raw' | 'source'>;

const P = sql.placeholder;

/** The INSERT recording a report (its values are placeholders: reportValues()), optionally only when `onlyIf` holds. */
function reportInsert(onlyIf?: SQL): SQL {
  return sql`insert into ${paymentNotifications} (midtrans_order_id, transaction_status, raw, verdict, source)
    select ${P('reportOrderId')}, ${P('reportStatus')}, ${P('reportRaw')}::jsonb, ${P('verdict')}, ${P('source')}
    ${onlyIf ? sql`where ${onlyIf}` : sql``}
    returning id`;
}

function reportValues(report: ReportFields, verdict: Verdict) {
  return {
    reportOrderId: report.midtransOrderId.slice(0, 100) || null,
    reportStatus: report.transactionStatus.slice(0, 30) || null,
    reportRaw: report.raw === undefined || report.raw === null ? null : JSON.stringify(report.raw),
    verdict,
    source: report.source,
  };
}

export async function recordReport(db: Db, report: ReportFields, verdict: Verdict): Promise<Verdict> {
  await preparedSql(db, 'payment_report_record', () => reportInsert()).execute(reportValues(report, verdict));
  return verdict;
}

/** The attempt, its order with the order row's version (xmin), and the statuses of the order's other attempts. */
function readTarget(db: Db, midtransOrderId: string) {
  const query = preparedQuery(db, 'payment_report_target', (handle) =>
    handle
      .select({
        attemptId: paymentAttempts.id,
        attemptStatus: paymentAttempts.transactionStatus,
        otherAttemptStatuses: sql<(string | null)[]>`array(select other.transaction_status from ${paymentAttempts} other
          where other.order_id = ${orders.id} and other.id <> ${paymentAttempts.id})`,
        version: sql<string>`${orders}.xmin::text`,
        order: orderFields,
      })
      .from(paymentAttempts)
      .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
      .where(eq(paymentAttempts.midtransOrderId, sql.placeholder('midtransOrderId')))
      .prepare('payment_report_target'),
  );
  return query.execute({ midtransOrderId }).then((rows) => rows[0] ?? null);
}

interface Target {
  attemptId: number;
  version: string;
  order: OrderRow;
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
  const { order } = target;
  const result = await guardedWrite(db, order.status, decision.next).execute({
    orderId: order.id,
    version: target.version,
    userId: order.userId,
    now: new Date().toISOString(),
    message: decision.next ? notificationMessage(order.id, decision.next) : '',
    attemptId: target.attemptId,
    attemptStatus: decision.attemptStatus.slice(0, 30),
    ...reportValues(report, decision.verdict),
  });
  const written = result.rows.length > 0;
  if (written && decision.next && notifiesShopper(decision.next)) signalAfterCommit(db, order.userId);
  return written;
}

export async function applyPaymentReport(db: Db, report: PaymentReport): Promise<Verdict> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const target = await readTarget(db, report.midtransOrderId);
    if (!target) return recordReport(db, report, 'unknown_order');
    if (parseGrossAmount(report.grossAmount) !== target.order.totalPrice) return recordReport(db, report, 'amount_mismatch');
    const decision = decide(
      { orderStatus: target.order.status, attemptStatus: target.attemptStatus, otherAttemptStatuses: target.otherAttemptStatuses },
      report.transactionStatus,
      report.fraudStatus,
    );
    // Nothing changes: the verdict held when it was read, and a record is all there is to write.
    if (!decision.next && decision.attemptStatus === target.attemptStatus) return recordReport(db, report, decision.verdict);
    if (await writeGuarded(db, target, decision, report)) {
      // A move to or from paid changes sold_count (and "bought together"): catalogue answers change.
      if (decision.verdict === 'applied') invalidateCatalogue(db);
      return decision.verdict;
    }
  }
  // Other writers to this order won every round: 503, and Midtrans sends the notification again.
  throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.busy);
}
