/**
 * The one code path that turns what Midtrans says about an attempt into order changes. Both a
 * verified HTTP notification and the reconciler's own Get Status read come through
 * applyPaymentReport(). Every report is recorded in payment_notifications with its verdict.
 *
 * Verdicts: applied (the order moved) · duplicate (this attempt already had this status) ·
 * ignored (stale or meaningless for the order now) · needs_review (money and order disagree:
 * paid after the order closed, a second payment, a cancel/refund/reversal of a shipped or
 * already-handled payment; a person must look) · unknown_order · amount_mismatch · invalid_signature.
 */
import type { OrderStatus } from '@gayaku/contract';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders, paymentAttempts, paymentNotifications } from '../../db/schema.ts';
import { invalidateCatalogue } from '../../lib/read-cache.ts';
import { isPaidTransactionStatus, nextStatus, paymentOutcome, type PaymentOutcome } from '../orders/order-state.ts';
import { orderFields } from '../orders/order-rows.ts';
import { moveCtes } from '../orders/order-transitions.ts';
import { parseGrossAmount } from './midtrans-signature.ts';

export type Verdict = 'applied' | 'duplicate' | 'ignored' | 'needs_review' | 'unknown_order' | 'amount_mismatch' | 'invalid_signature';

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

/** The INSERT recording a report; `verdict` may be SQL decided in the same statement. */
function reportInsert(
  db: Db | Tx,
  report: Pick<PaymentReport, 'midtransOrderId' | 'transactionStatus' | 'raw' | 'source'>,
  verdict: Verdict | SQL<Verdict>,
) {
  return db.insert(paymentNotifications).values({
    midtransOrderId: report.midtransOrderId.slice(0, 100) || null,
    transactionStatus: report.transactionStatus.slice(0, 30) || null,
    raw: report.raw ?? null,
    verdict,
    source: report.source,
  });
}

export async function recordReport(
  db: Db | Tx,
  report: Pick<PaymentReport, 'midtransOrderId' | 'transactionStatus' | 'raw' | 'source'>,
  verdict: Verdict,
): Promise<Verdict> {
  await reportInsert(db, report, verdict);
  return verdict;
}

const AFTER_PAYMENT: ReadonlySet<OrderStatus> = new Set(['paid', 'shipped', 'delivered', 'completed']);

/** Why an authentic report did not move the order. */
function judge(orderStatus: OrderStatus, outcome: PaymentOutcome, previous: string | null, reported: string): Verdict {
  const attemptWasPaid = isPaidTransactionStatus(previous);
  if (outcome === 'success') {
    if (attemptWasPaid) return 'duplicate';
    // Money arrived for an order that is closed or was paid through another attempt.
    return orderStatus === 'pending' ? 'ignored' : 'needs_review';
  }
  if (previous === reported) return 'duplicate';
  const undoesPayment =
    outcome === 'reversed' || outcome === 'expired' || outcome === 'cancelled' || outcome === 'refunded' || outcome === 'unknown';
  if (attemptWasPaid && undoesPayment && AFTER_PAYMENT.has(orderStatus)) return 'needs_review';
  return 'ignored';
}

/**
 * The attempt's status to keep. A late `pending`/`authorize` never overwrites what the attempt
 * already reached, and `expire` cannot follow a payment (out-of-order delivery): keeping the
 * paid status lets a later deny still be recognised as a reversal of this attempt.
 */
function storedStatus(previous: string | null, reported: string): string {
  if (previous === null) return reported;
  if (reported === 'pending' || reported === 'authorize') return previous;
  if (reported === 'expire' && isPaidTransactionStatus(previous)) return previous;
  return reported;
}

/** Does another attempt of the order still hold a payment (a second payment the order keeps)? */
async function otherAttemptHoldsPayment(tx: Tx, orderId: number, attemptId: number): Promise<boolean> {
  const rows = await tx
    .select({ status: paymentAttempts.transactionStatus })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), ne(paymentAttempts.id, attemptId)));
  return rows.some((row) => isPaidTransactionStatus(row.status));
}

/**
 * The attempt a report is about and its order, both locked for the rest of the transaction: the
 * values are the latest committed ones, even when another report of the same order just changed
 * them (a duplicate notification that waited for the first).
 */
async function lockAttempt(tx: Tx, midtransOrderId: string) {
  const [row] = await tx
    .select({ attemptId: paymentAttempts.id, attemptStatus: paymentAttempts.transactionStatus, order: orderFields })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(eq(paymentAttempts.midtransOrderId, midtransOrderId))
    .for('update', { of: [orders, paymentAttempts] });
  return row ?? null;
}

/**
 * Two statements in one transaction: lock the attempt and its order; then one statement moves the
 * order (with its side effects, order-transitions.ts), stores the attempt's new status and records
 * the report with its verdict ('applied' exactly when the order moved).
 */
export async function applyPaymentReport(db: Db, report: PaymentReport): Promise<Verdict> {
  const verdict = await db.transaction(async (tx) => {
    const target = await lockAttempt(tx, report.midtransOrderId);
    if (!target) return recordReport(tx, report, 'unknown_order');
    const { order, attemptId } = target;
    if (parseGrossAmount(report.grossAmount) !== order.totalPrice) return recordReport(tx, report, 'amount_mismatch');
    const previous = target.attemptStatus;
    const outcome = paymentOutcome(report.transactionStatus, report.fraudStatus, isPaidTransactionStatus(previous));
    // A reversal of one payment leaves the order paid while another attempt's payment stands
    // (judge() then flags it for a person).
    const keepsPaid = outcome === 'reversed' && (await otherAttemptHoldsPayment(tx, order.id, attemptId));
    const next = keepsPaid ? null : nextStatus(order.status, { type: 'payment', outcome });
    const unmoved = judge(order.status, outcome, previous, report.transactionStatus);
    const stored = storedStatus(previous, report.transactionStatus);
    const now = new Date();
    const ctes: SQL[] = [];
    if (next) ctes.push(moveCtes(tx, order, next, now));
    if (stored !== previous) {
      const attemptUpdate = tx
        .update(paymentAttempts)
        .set({ transactionStatus: stored.slice(0, 30), updatedAt: now })
        .where(eq(paymentAttempts.id, attemptId));
      ctes.push(sql`attempt as (${attemptUpdate.getSQL()})`);
    }
    const record = reportInsert(
      tx,
      report,
      next ? sql<Verdict>`case when exists (select 1 from moved) then 'applied' else ${unmoved} end` : unmoved,
    ).returning({ verdict: paymentNotifications.verdict });
    const result = (await tx.execute(
      ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)} ${record.getSQL()}` : record.getSQL(),
    )) as unknown as { rows: { verdict: Verdict }[] };
    return result.rows[0]?.verdict ?? unmoved;
  });
  // A move to or from paid changes sold_count (and "bought together"): catalogue answers change.
  if (verdict === 'applied') invalidateCatalogue(db);
  return verdict;
}
