/**
 * GET /api/order/payment/{midtrans_order_id}: a Snap token for the owner's pending order.
 * The latest attempt's token is reused while it is valid; otherwise one new attempt is made.
 * The order row stays locked (FOR UPDATE) while deciding and, in the rare case a new attempt is
 * needed, while Snap answers (bounded by the client's timeout): parallel calls wait and then
 * find the fresh token, so they never create a second attempt.
 */
import { MESSAGES } from '@gayaku/contract';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItems, orders, paymentAttempts } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { insertAttempt, latestAttempt, obtainSnapToken } from '../payments/payment-attempts.ts';
import { buildSnapRequest, newMidtransOrderId } from '../payments/snap-request.ts';
import { loadCustomer, type OrderDeps } from './checkout.service.ts';
import type { OrderRow } from './order-rows.ts';
import { lockOrder } from './order-transitions.ts';

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

async function createAttempt(tx: Tx, deps: OrderDeps, order: OrderRow, now: Date, deadline: number): Promise<string> {
  const lines = await tx
    .select({
      productId: orderItems.productId,
      name: orderItems.name,
      price: orderItems.price,
      quantity: orderItems.quantity,
      size: orderItems.size,
      color: orderItems.color,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const midtransOrderId = newMidtransOrderId(order.id);
  const expiryMinutes = (deadline - now.getTime()) / 60_000;
  const snap = await obtainSnapToken(
    deps.config.midtrans,
    buildSnapRequest({
      midtransOrderId,
      lines,
      shippingCost: order.shippingCost,
      total: order.totalPrice,
      city: order.city,
      address: order.address,
      customer: await loadCustomer(tx, order.userId),
      expiryMinutes,
      finishUrl: `${deps.config.publicUrl}/myorder?payment=success`,
      now,
    }),
    deps.log,
  );
  await insertAttempt(tx, { orderId: order.id, midtransOrderId, snap, grossAmount: order.totalPrice, tokenExpiresAt: new Date(deadline) });
  await tx.update(orders).set({ midtransOrderId, updatedAt: now }).where(eq(orders.id, order.id));
  return snap.token;
}

export async function requestPayment(
  deps: OrderDeps,
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
    const deadline = order.createdAt.getTime() + deps.config.paymentExpiryMinutes * 60_000;
    // Past its payment window the order is as good as expired; the sweep expires it after asking Midtrans.
    if (deadline - now.getTime() <= REUSE_MARGIN_MS) return null;
    return reusableToken(await latestAttempt(tx, order.id), now) ?? createAttempt(tx, deps, order, now, deadline);
  });
  if (token === null) throw conflict(MESSAGES.notPayable);
  return { success: true, snap_token: token, message: MESSAGES.paymentReady };
}
