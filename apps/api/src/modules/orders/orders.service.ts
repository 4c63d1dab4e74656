/**
 * Reading orders and the two status changes people make (admin: paid → shipped; owner:
 * shipped → delivered). Checks come in the order of docs/shop-rules.md, "Order of checks": unknown
 * order 404, not the owner (and not an admin) 403, wrong role for the move 403, then an illegal move 409.
 */
import { MESSAGES, type Order, type OrderDetail, type OrderItem, type OrderStatus } from '@gayaku/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { OrderEvent } from './order-state.ts';
import { orderFields, toOrder } from './order-rows.ts';
import { lockOrder, moveOrder } from './order-transitions.ts';
import type { PaymentLine } from './payment-port.ts';

/**
 * The order's items as one JSON array, so a detail read is a single query. Plain SQL with an
 * alias: Drizzle leaves the columns of a one-table select unqualified ("id"), which a subquery
 * would resolve to its own table.
 */
const itemsJson = sql<OrderItem[]>`coalesce((
  select json_agg(json_build_object(
    'id', oi.id, 'product_id', oi.product_id, 'name', oi.name, 'description', oi.description,
    'image_url', oi.image_url, 'quantity', oi.quantity, 'price', oi.price, 'subtotal', oi.subtotal,
    'size', oi.size, 'color', oi.color) order by oi.id)
  from order_items oi where oi.order_id = orders.id), '[]'::json)`;

/** GET /api/order/orders: the user's orders, newest first. */
export async function listMyOrders(db: Db, userId: number): Promise<Order[]> {
  const rows = await db.select(orderFields).from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toOrder);
}

/** GET /api/order (admin): every order by id. */
export async function listAllOrders(db: Db): Promise<Order[]> {
  const rows = await db.select(orderFields).from(orders).orderBy(asc(orders.id));
  return rows.map(toOrder);
}

/** GET /api/order/{id}: the owner's or, for an admin, any order with its items. */
export async function getOrderDetail(db: Db, viewer: AuthUser, id: number): Promise<OrderDetail> {
  const [row] = await db
    .select({ ...orderFields, items: itemsJson })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) throw notFound(MESSAGES.orderNotFound);
  if (row.userId !== viewer.id && viewer.role !== 'admin') throw forbidden(MESSAGES.forbidden);
  const { items, ...order } = row;
  return { order: toOrder(order), items: items.map((item) => ({ ...item, price: Number(item.price), subtotal: Number(item.subtotal) })) };
}

/** An order's lines as a payment attempt lists them, in the order they were bought. */
export function orderLines(db: Db | Tx, orderId: number): Promise<PaymentLine[]> {
  return db
    .select({
      productId: orderItems.productId,
      name: orderItems.name,
      price: orderItems.price,
      quantity: orderItems.quantity,
      size: orderItems.size,
      color: orderItems.color,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** Which event a requested status stands for, and who may ask for it. */
const REQUESTS: Partial<Record<OrderStatus, { event: OrderEvent; allowed: (isOwner: boolean, isAdmin: boolean) => boolean }>> = {
  shipped: { event: { type: 'ship' }, allowed: (_owner, admin) => admin },
  delivered: { event: { type: 'deliver' }, allowed: (owner) => owner },
};

/**
 * A receipt confirmed again (a second tab, a double tap, a retry after a lost answer) is answered as
 * done: nothing moves and no second notification is written (docs/shop-rules.md, "Orders").
 */
const alreadyReceived = (requested: OrderStatus, current: OrderStatus) =>
  requested === 'delivered' && (current === 'delivered' || current === 'completed');

/** PUT /api/order/{id}/status. */
export async function changeOrderStatus(
  db: Db,
  actor: AuthUser,
  id: number,
  requested: OrderStatus,
): Promise<{ message: string; order: Order }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound(MESSAGES.orderNotFound);
    const isOwner = order.userId === actor.id;
    const isAdmin = actor.role === 'admin';
    if (!isOwner && !isAdmin) throw forbidden(MESSAGES.forbidden);
    const request = REQUESTS[requested];
    if (request && !request.allowed(isOwner, isAdmin)) throw forbidden(MESSAGES.forbidden);
    const before = order.status;
    if (isOwner && alreadyReceived(requested, before)) return { message: MESSAGES.orderAlreadyReceived, order: toOrder(order) };
    const moved = request ? await moveOrder(tx, order, request.event) : null;
    if (moved === null) throw conflict(MESSAGES.illegalStatusChange(before, requested));
    if (isAdmin) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'status',
        entity: 'order',
        entityId: id,
        before: { status: before },
        after: { status: moved },
      });
    }
    return { message: MESSAGES.orderStatusUpdated(moved), order: toOrder(order) };
  });
}
