/**
 * Reading orders: the shopper's and the admin's lists, an order's detail (with, for its page, who
 * ordered and the payment attempts), and its lines for a payment attempt. The status changes
 * people make are in order-status.service.ts.
 */
import { MESSAGES, type Order, type OrderDetail, type OrderItem } from '@gayaku/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems, orders, paymentAttempts, users } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { orderFields, toOrder } from './order-rows.ts';
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

/** Who ordered, for the order's page. */
const customerJson = sql<{ username: string; email: string }>`(
  select json_build_object('username', u.username, 'email', u.email) from ${users} u where u.id = orders.user_id)`;

/** The order's payment attempts, oldest first. */
const paymentsJson = sql<
  { midtrans_order_id: string; transaction_status: string | null; gross_amount: number; created_at: string }[]
>`coalesce((
  select json_agg(json_build_object('midtrans_order_id', pa.midtrans_order_id, 'transaction_status', pa.transaction_status,
    'gross_amount', pa.gross_amount, 'created_at', to_char(pa.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by pa.id)
  from ${paymentAttempts} pa where pa.order_id = orders.id), '[]'::json)`;

/** GET /api/order/{id}: the owner's or, for an admin, any order with its items, who ordered and its payment attempts. */
export async function getOrderDetail(db: Db, viewer: AuthUser, id: number): Promise<OrderDetail> {
  const [row] = await db
    .select({ ...orderFields, items: itemsJson, customer: customerJson, payments: paymentsJson })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) throw notFound(MESSAGES.orderNotFound);
  if (row.userId !== viewer.id && viewer.role !== 'admin') throw forbidden(MESSAGES.forbidden);
  const { items, customer, payments, ...order } = row;
  return {
    order: toOrder(order),
    items: items.map((item) => ({ ...item, price: Number(item.price), subtotal: Number(item.subtotal) })),
    customer,
    payments: payments.map((p) => ({ ...p, gross_amount: Number(p.gross_amount) })),
  };
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
