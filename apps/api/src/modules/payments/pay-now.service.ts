/**
 * GET /api/order/payment/{midtrans_order_id} ('Bayar Sekarang'): a Snap token for the owner's
 * pending order. The latest attempt's token is reused while it is valid; otherwise one new attempt
 * is made. The order row stays locked (FOR UPDATE) while deciding and, in the rare case a new
 * attempt is needed, while Snap answers (bounded by the client's timeout): parallel calls wait and
 * then find the fresh token, so they never create a second attempt.
 */
import { MESSAGES } from '@gayaku/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orders, paymentAttempts } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { lockOrder, orderLines, type OrderRow } from '../orders/index.ts';
import { customerOf } from '../users/index.ts';
import { latestAttempt, startPayment } from './payment-attempts.ts';

export interface PaymentDeps {
  db: Db;
  config: Config;
  log?: FastifyBaseLogger;
}

/** A token about to run out is not handed out again: the shopper needs time to pay. */
const REUSE_MARGIN_MS = 60_000;
/** Attempt statuses after which Snap no longer takes a payment on that token. */
const CLOSED_ATTEMPT_STATUSES = new Set(['expire', 'cancel', 'failure']);

type Attempt = NonNullable<Awaited<ReturnType<typeof latestAttempt>>>;

function reusableToken(attempt: Attempt | null, now: Date): string | null {
  if (!attempt?.snapToken || !attempt.tokenExpiresAt) return null;
  if (attempt.tokenExpiresAt.getTime() - now.getTime() <= REUSE_MARGIN_MS) return null;
  if (attempt.transactionStatus && CLOSED_ATTEMPT_STATUSES.has(attempt.transactionStatus)) return null;
  return attempt.snapToken;
}

/** A new attempt for the locked order, made its shown one; its token. */
async function newAttempt(tx: Tx, deps: PaymentDeps, order: OrderRow, now: Date, deadline: Date): Promise<string> {
  const started = await startPayment(
    {
      orderId: order.id,
      lines: await orderLines(tx, order.id),
      shippingCost: order.shippingCost,
      total: order.totalPrice,
      city: order.city,
      address: order.address,
      recipient: order,
      customer: await customerOf(tx, order.userId),
      deadline,
      now,
    },
    deps,
  );
  await tx.execute(started.attemptInsert(tx));
  await tx.update(orders).set({ midtransOrderId: started.midtransOrderId, updatedAt: now }).where(eq(orders.id, order.id));
  return started.token;
}

export async function requestPayment(
  deps: PaymentDeps,
  userId: number,
  midtransOrderId: string,
): Promise<{ success: true; snap_token: string; message: string }> {
  const [found] = await deps.db
    .select({ orderId: paymentAttempts.orderId, userId: orders.userId })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(eq(paymentAttempts.midtransOrderId, midtransOrderId));
  if (!found || found.userId !== userId) throw notFound(MESSAGES.orderNotFound);

  const token = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.orderId);
    if (!order || order.status !== 'pending') return null;
    const now = new Date();
    const deadline = new Date(order.createdAt.getTime() + deps.config.paymentExpiryMinutes * 60_000);
    // Past its payment window the order is as good as expired; the sweep expires it after asking Midtrans.
    if (deadline.getTime() - now.getTime() <= REUSE_MARGIN_MS) return null;
    return reusableToken(await latestAttempt(tx, order.id), now) ?? newAttempt(tx, deps, order, now, deadline);
  });
  if (token === null) throw conflict(MESSAGES.notPayable);
  return { success: true, snap_token: token, message: MESSAGES.paymentReady };
}
