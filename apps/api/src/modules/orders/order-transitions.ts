/**
 * Carrying out a move of the state machine inside a transaction: the order row is locked first
 * (SELECT ... FOR UPDATE), the update is also conditional on the status it was read with, and the
 * side effects of the move (timestamps, sold_count, the user's notification) happen in the same
 * transaction, so each of them happens exactly once per move.
 */
import { NOTIFICATION_TITLES, ORDER_NOTIFICATION_MESSAGES, type OrderNotificationKind, type OrderStatus } from '@gayaku/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notifications, orders } from '../../db/schema.ts';
import { nextStatus, type OrderEvent } from './order-state.ts';
import { orderFields, type OrderRow } from './order-rows.ts';

/** Reads and locks one order for the rest of the transaction; null when it does not exist. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.select(orderFields).from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

export async function notifyOrder(db: Db | Tx, userId: number, orderId: number, kind: OrderNotificationKind): Promise<void> {
  await db.insert(notifications).values({
    userId,
    orderId,
    title: NOTIFICATION_TITLES[kind],
    message: ORDER_NOTIFICATION_MESSAGES[kind](orderId),
  });
}

const STAMPS: Partial<Record<OrderStatus, 'paidAt' | 'shippedAt' | 'deliveredAt' | 'completedAt'>> = {
  paid: 'paidAt',
  shipped: 'shippedAt',
  delivered: 'deliveredAt',
  completed: 'completedAt',
};

/** sold_count follows paid orders: +quantity when an order is paid, given back when a paid order is cancelled. */
async function adjustSoldCount(tx: Tx, orderId: number, direction: 1 | -1): Promise<void> {
  const change = direction === 1 ? sql`products.sold_count + agg.qty` : sql`greatest(products.sold_count - agg.qty, 0)`;
  await tx.execute(sql`
    update products set sold_count = ${change}, updated_at = now()
    from (select product_id, sum(quantity)::int as qty from order_items
          where order_id = ${orderId} and product_id is not null group by product_id) as agg
    where products.id = agg.product_id`);
}

/**
 * Applies `event` to an order locked with lockOrder(). Returns the new status, or null when the
 * state machine says the event changes nothing (repeats, stale or illegal events). On a move,
 * `order` is updated in place (status, updatedAt) so callers can answer with it.
 */
export async function moveOrder(tx: Tx, order: OrderRow, event: OrderEvent): Promise<OrderStatus | null> {
  const next = nextStatus(order.status, event);
  if (next === null) return null;
  const now = new Date();
  const stamp = STAMPS[next];
  const [moved] = await tx
    .update(orders)
    .set({ status: next, updatedAt: now, ...(stamp ? { [stamp]: now } : {}) })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  if (!moved) return null;
  if (next === 'paid') await adjustSoldCount(tx, order.id, 1);
  if (order.status === 'paid' && next === 'cancelled') await adjustSoldCount(tx, order.id, -1);
  if (next !== 'pending') await notifyOrder(tx, order.userId, order.id, next);
  order.status = next;
  order.updatedAt = now;
  return next;
}
