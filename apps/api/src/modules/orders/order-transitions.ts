/**
 * Carrying out a move of the state machine inside a transaction: the order row is locked first
 * (SELECT ... FOR UPDATE), the update is also conditional on the status it was read with, and the
 * side effects of the move (timestamps, sold_count, the user's notification) happen in the same
 * transaction, so each of them happens exactly once per move.
 */
import type { OrderStatus } from '@gayaku/contract';
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { orderItems, orders, products } from '../../db/schema.ts';
import { isOrderMailKind, orderMailInsert } from '../mail/index.ts';
import { orderNotificationInsert, orderNotificationMessage } from '../notifications/index.ts';
import { nextStatus, type OrderEvent } from './order-state.ts';
import { orderFields, type OrderRow } from './order-rows.ts';
import { stockCteAfter, stockCtesBefore, stockMove, stockShortSet } from './order-stock.ts';

/** Reads and locks one order for the rest of the transaction; null when it does not exist. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.select(orderFields).from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

const STAMPS: Partial<Record<OrderStatus, 'paidAt' | 'shippedAt' | 'deliveredAt' | 'completedAt'>> = {
  paid: 'paidAt',
  shipped: 'shippedAt',
  delivered: 'deliveredAt',
  completed: 'completedAt',
};

/** sold_count follows paid orders: +quantity when an order is paid, given back when a paid order is cancelled. */
function soldCountChange(from: OrderStatus, to: OrderStatus): SQL | null {
  if (to === 'paid') return sql`products.sold_count + agg.qty`;
  if (from === 'paid' && to === 'cancelled') return sql`greatest(products.sold_count - agg.qty, 0)`;
  return null;
}

/**
 * What a move's statement needs to know of the order and the moment: the values themselves, or
 * placeholders for a statement prepared once per shape (from, next) and run many times.
 */
export interface MoveValues {
  orderId: number | Placeholder;
  /** The shopper, or SQL naming them inside the statement (a column of one of the caller's CTEs). */
  userId: number | Placeholder | SQL;
  /** The status the order was read with: part of the statement's shape, never a placeholder. */
  from: OrderStatus;
  /** The moment of the move (an ISO string when a placeholder). */
  now: Date | Placeholder;
  /** The shopper's notification message (notificationMessage()). */
  message: string | Placeholder;
  /** Columns the move writes besides its own (the ship move's courier and resi). */
  set?: { courier?: string | null; waybill?: string | null };
  /** The caller signals the shopper's inbox once the statement has committed (notifications/inbox-signal.ts). */
  signalAfterCommit?: boolean;
}

/** Whether a move to `next` writes the shopper a notification: every move but back to pending does. */
export const notifiesShopper = (next: OrderStatus): next is Exclude<OrderStatus, 'pending'> => next !== 'pending';

/** The message of the shopper's notification about a move of `orderId` to `next`. */
export function notificationMessage(orderId: number, next: OrderStatus): string {
  return notifiesShopper(next) ? orderNotificationMessage(orderId, next) : '';
}

/**
 * With a receipt (delivered), the shopper's invitation to review the order's products ('Beri ulasan
 * untuk pesanan ID #…'): its page leads to the review form of each product. Receipts are confirmed
 * one order at a time, with its id at hand.
 */
function reviewInvitation(move: MoveValues, next: OrderStatus): SQL {
  if (next !== 'delivered') return sql``;
  if (typeof move.orderId !== 'number') throw new Error('a receipt is confirmed with the order id at hand');
  const message = orderNotificationMessage(move.orderId, 'review');
  return sql`, review_note as (${orderNotificationInsert({ userId: move.userId, kind: 'review', message, order: { idsFrom: 'moved' }, signalAfterCommit: move.signalAfterCommit })})`;
}

/**
 * The CTEs of a move to `next` (named moved, sold, stock, note; a late payment adds late_lines and
 * late_ok before moved; a receipt adds review_note, declared before note so that PostgreSQL, which
 * runs the unread data-modifying CTEs last-declared first, numbers it after 'Pesanan Diterima' and the
 * bell shows it on top; mail after those), for a statement of the caller's: the update, conditional
 * on the status the order was read with (and on `onlyIf`), and its side effects, sold_count, the
 * variants' stock (order-stock.ts), the shopper's notification and mail (the outbox row of
 * mail/outbox.ts), which happen only when the update did (`moved` has the row). sold_count is
 * changed through the products' key, in id order (`sold_lines`, then `sold`): joined with the
 * order's lines, the products table was read whole on every payment, and its rows locked in
 * whatever order that read met them.
 */
export function moveCtes(db: Db | Tx, move: MoveValues, next: OrderStatus, onlyIf?: SQL): SQL {
  const stamp = STAMPS[next];
  const now = move.now instanceof Date ? move.now : sql`${move.now}::timestamptz`;
  const stock = stockMove(move.from, next);
  const update = db
    .update(orders)
    .set({ status: next, updatedAt: now, ...(stamp ? { [stamp]: now } : {}), ...stockShortSet(stock), ...move.set })
    .where(and(eq(orders.id, move.orderId), eq(orders.status, move.from), onlyIf))
    // Every column, as written: the shopper's mail takes the whole order row (mail/outbox.ts).
    .returning();
  const sold = soldCountChange(move.from, next);
  const before = stockCtesBefore(stock, move.orderId);
  const after = stockCteAfter(stock);
  return sql`${before ? sql`${before}, ` : sql``}moved as (${update.getSQL()})
    ${after ? sql`, ${after}` : sql``}
    ${
      sold
        ? sql`, sold_lines as (select product_id, sum(quantity)::int as qty from ${orderItems}
              where order_id in (select id from moved) and product_id is not null group by product_id order by product_id),
          sold as (update ${products} set sold_count = ${sold}, updated_at = now() from sold_lines agg
            where products.id = any((select array_agg(product_id order by product_id) from sold_lines)::int[])
              and products.id = agg.product_id)`
        : sql``
    }
    ${reviewInvitation(move, next)}
    ${!notifiesShopper(next) ? sql`` : sql`, note as (${orderNotificationInsert({ userId: move.userId, kind: next, message: move.message, order: { idsFrom: 'moved' }, signalAfterCommit: move.signalAfterCommit })})`}
    ${isOrderMailKind(next) ? sql`, mail as (${orderMailInsert(next, 'moved')})` : sql``}`;
}

/**
 * Applies `event` to an order locked with lockOrder(). Returns the new status, or null when the
 * state machine says the event changes nothing (repeats, stale or illegal events). On a move,
 * `order` is updated in place (status, updatedAt, what `extra.set` wrote) so callers can answer
 * with it. `extra` gives the columns a person's move writes and its own notification text. One statement.
 */
export async function moveOrder(
  tx: Tx,
  order: OrderRow,
  event: OrderEvent,
  extra: { set?: MoveValues['set']; message?: string } = {},
): Promise<OrderStatus | null> {
  const next = nextStatus(order.status, event);
  if (next === null) return null;
  const now = new Date();
  const message = extra.message ?? notificationMessage(order.id, next);
  const move = { orderId: order.id, userId: order.userId, from: order.status, now, message, set: extra.set };
  const [moved] = await selectRows<{ stock_short: boolean }>(tx, sql`with ${moveCtes(tx, move, next)} select stock_short from moved`);
  if (!moved) return null;
  Object.assign(order, extra.set);
  order.status = next;
  order.stockShort = moved.stock_short;
  order.updatedAt = now;
  if (next === 'shipped') order.shippedAt = now;
  return next;
}
