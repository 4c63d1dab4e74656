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
import { MESSAGES } from '@gayaku/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { orders, paymentAttempts, paymentNotifications } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { invalidateCatalogue } from '../../lib/read-cache.ts';
import { orderFields, type OrderRow } from '../orders/order-rows.ts';
import { moveCtes } from '../orders/order-transitions.ts';
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

/** The INSERT recording a report, optionally only when `onlyIf` holds (in the same statement). */
function reportInsert(report: ReportFields, verdict: Verdict, onlyIf?: SQL): SQL {
  const raw = report.raw === undefined || report.raw === null ? null : JSON.stringify(report.raw);
  return sql`insert into ${paymentNotifications} (midtrans_order_id, transaction_status, raw, verdict, source)
    select ${report.midtransOrderId.slice(0, 100) || null}, ${report.transactionStatus.slice(0, 30) || null}, ${raw}::jsonb,
      ${verdict}, ${report.source}
    ${onlyIf ? sql`where ${onlyIf}` : sql``}
    returning id`;
}

export async function recordReport(db: Db | Tx, report: ReportFields, verdict: Verdict): Promise<Verdict> {
  await db.execute(reportInsert(report, verdict));
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
 * Writes a decision that changes something, in one statement, only if the order row is still at
 * `version` (`guard` locks it, so a concurrent writer waits, then finds the version changed):
 * the move with its side effects, else a touch of the order row; the attempt's new status; the
 * report. Answers false when the guard found a newer version and nothing was written.
 */
async function writeGuarded(db: Db, target: Target, decision: Decision, report: PaymentReport): Promise<boolean> {
  const { order, attemptId } = target;
  const now = new Date();
  const guarded = sql`exists (select 1 from guard)`;
  const ctes: SQL[] = [sql`guard as (select id from ${orders} where id = ${order.id} and xmin = ${target.version}::xid for update)`];
  if (decision.next) ctes.push(moveCtes(db, order, decision.next, now, guarded));
  else
    ctes.push(
      sql`touched as (${db
        .update(orders)
        .set({ updatedAt: now })
        .where(sql`${orders.id} = ${order.id} and ${guarded}`)
        .getSQL()})`,
    );
  const attemptUpdate = db
    .update(paymentAttempts)
    .set({ transactionStatus: decision.attemptStatus.slice(0, 30), updatedAt: now })
    .where(sql`${paymentAttempts.id} = ${attemptId} and ${guarded}`);
  ctes.push(sql`attempt as (${attemptUpdate.getSQL()})`);
  const result = (await db.execute(sql`with ${sql.join(ctes, sql`, `)} ${reportInsert(report, decision.verdict, guarded)}`)) as unknown as {
    rows: unknown[];
  };
  return result.rows.length > 0;
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
