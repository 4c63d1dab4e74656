/**
 * The periodic order sweep (docs/payments.md, "Reconciliation"):
 *   1. reconcile: Get Status for attempts of pending orders older than ~2 minutes, applied through
 *      the same code path as notifications (a 404 "no payment yet" changes nothing);
 *   2. expire orders still pending after PAYMENT_EXPIRY_MINUTES — only once Midtrans has just
 *      confirmed that none of their attempts was paid; an order without any attempt (checkout
 *      died between holding its stock and asking Snap) expires too, which releases its hold;
 *   3. complete orders delivered more than COMPLETE_AFTER_DAYS ago.
 *
 * Several API instances: a sweep starts with a short transaction holding
 * pg_try_advisory_xact_lock; an instance that cannot get it skips this round. Inside that
 * transaction the sweep completes delivered orders and claims the attempts it will ask about
 * (bumping their updated_at, so an overlapping sweep elsewhere does not ask again). The network
 * calls and the expiries run after the lock is released, each order in its own short
 * transaction (row lock + conditional update), so no database connection waits on Midtrans and
 * nothing can happen twice even if two sweeps overlap.
 */
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { orders, paymentAttempts } from '../db/schema.ts';
import { lockOrder, moveOrder, orderFields } from '../modules/orders/index.ts';
import { getTransactionStatus } from '../modules/payments/midtrans-client.ts';
import { applyPaymentReport } from '../modules/payments/payment-reports.service.ts';
import { selectRows } from '../db/rows.ts';

/** Any fixed 64-bit number, distinct from the migration lock (7_351_020_001). */
export const SWEEP_LOCK_ID = 7_351_020_002;
/** Midtrans normally notifies within seconds; after this we ask ourselves. */
const RECHECK_AFTER_MS = 2 * 60_000;
const BATCH = 100;

export interface SweepResult {
  /** false when another instance held the sweep lock. */
  ran: boolean;
  checked: number;
  reconciled: number;
  expired: number;
  completed: number;
  errors: number;
}

interface ClaimedAttempt {
  id: number;
  orderId: number;
  midtransOrderId: string;
  transactionStatus: string | null;
  orderCreatedAt: Date;
}

interface Cutoffs {
  now: Date;
  expiry: Date;
  recheck: Date;
  complete: Date;
}

function cutoffs(config: Config, now: Date): Cutoffs {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return {
    now,
    expiry: ago(config.paymentExpiryMinutes * 60_000),
    recheck: ago(RECHECK_AFTER_MS),
    complete: ago(config.completeAfterDays * 86_400_000),
  };
}

async function tryLock(tx: Tx): Promise<boolean> {
  const [row] = await selectRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_ID}) as locked`);
  return row?.locked === true;
}

async function completeDelivered(tx: Tx, cut: Cutoffs): Promise<number> {
  const due = await tx
    .select(orderFields)
    .from(orders)
    .where(and(eq(orders.status, 'delivered'), lt(orders.deliveredAt, cut.complete)))
    .orderBy(asc(orders.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  let completed = 0;
  for (const order of due) if (await moveOrder(tx, order, { type: 'complete' })) completed += 1;
  return completed;
}

/** Attempts of pending orders that are overdue for a check, oldest orders (expiry candidates) first. */
async function claimAttempts(tx: Tx, cut: Cutoffs): Promise<ClaimedAttempt[]> {
  const claimed = await tx
    .select({
      id: paymentAttempts.id,
      orderId: paymentAttempts.orderId,
      midtransOrderId: paymentAttempts.midtransOrderId,
      transactionStatus: paymentAttempts.transactionStatus,
      orderCreatedAt: orders.createdAt,
    })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(
      and(
        eq(orders.status, 'pending'),
        or(lt(orders.createdAt, cut.expiry), and(lt(paymentAttempts.createdAt, cut.recheck), lt(paymentAttempts.updatedAt, cut.recheck))),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(paymentAttempts.updatedAt))
    .limit(BATCH);
  if (claimed.length > 0) {
    await tx
      .update(paymentAttempts)
      .set({ updatedAt: cut.now })
      .where(
        inArray(
          paymentAttempts.id,
          claimed.map((a) => a.id),
        ),
      );
  }
  return claimed;
}

/** Phase 1, under the lock: null when another instance is sweeping. */
function claimWork(db: Db, cut: Cutoffs): Promise<{ attempts: ClaimedAttempt[]; completed: number } | null> {
  return db.transaction(async (tx) => {
    if (!(await tryLock(tx))) return null;
    const completed = await completeDelivered(tx, cut);
    return { attempts: await claimAttempts(tx, cut), completed };
  });
}

/** Phase 2: ask Midtrans about each claimed attempt; ids of attempts answered (404 included). */
async function reconcile(app: FastifyInstance, attempts: ClaimedAttempt[], result: SweepResult): Promise<Set<number>> {
  const answered = new Set<number>();
  for (const attempt of attempts) {
    try {
      const status = await getTransactionStatus(app.config.midtrans, attempt.midtransOrderId);
      if (status && status.order_id !== attempt.midtransOrderId) throw new Error(`Get Status answered for ${status.order_id}`);
      result.checked += 1;
      answered.add(attempt.id);
      if (!status || status.transaction_status === attempt.transactionStatus) continue;
      const verdict = await applyPaymentReport(app.db, {
        midtransOrderId: attempt.midtransOrderId,
        transactionStatus: status.transaction_status,
        fraudStatus: status.fraud_status,
        grossAmount: status.gross_amount,
        raw: status,
        source: 'reconcile',
      });
      if (verdict === 'applied') result.reconciled += 1;
    } catch (err) {
      result.errors += 1;
      app.log.warn({ err, midtransOrderId: attempt.midtransOrderId }, 'sweep: Get Status failed');
    }
  }
  return answered;
}

/** Phase 3: expire one overdue order, if it is still pending and every attempt was just checked. */
function expireOrder(db: Db, orderId: number, answered: Set<number>, cut: Cutoffs): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status !== 'pending' || order.createdAt >= cut.expiry) return false;
    const attempts = await tx.select({ id: paymentAttempts.id }).from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
    if (attempts.some((a) => !answered.has(a.id))) return false;
    return (await moveOrder(tx, order, { type: 'timeout' })) !== null;
  });
}

/** Overdue pending orders that never got a payment attempt (checkout-write.ts). */
async function ordersWithoutAttempts(db: Db, cut: Cutoffs): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        lt(orders.createdAt, cut.expiry),
        sql`not exists (select 1 from ${paymentAttempts} a where a.order_id = ${orders.id})`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(BATCH);
  return rows.map((row) => row.id);
}

export async function runSweep(app: FastifyInstance, options: { now?: Date } = {}): Promise<SweepResult> {
  const cut = cutoffs(app.config, options.now ?? new Date());
  const result: SweepResult = { ran: false, checked: 0, reconciled: 0, expired: 0, completed: 0, errors: 0 };
  const claim = await claimWork(app.db, cut);
  if (!claim) return result;
  result.ran = true;
  result.completed = claim.completed;
  const answered = await reconcile(app, claim.attempts, result);
  const overdue = new Set(claim.attempts.filter((a) => a.orderCreatedAt < cut.expiry).map((a) => a.orderId));
  for (const orderId of await ordersWithoutAttempts(app.db, cut)) overdue.add(orderId);
  for (const orderId of overdue) if (await expireOrder(app.db, orderId, answered, cut)) result.expired += 1;
  return result;
}
