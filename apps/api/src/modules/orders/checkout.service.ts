/**
 * POST /api/order. Order of work, so that a failing payment provider leaves nothing behind and
 * no transaction waits on the network:
 *   1. check the destination (items present, address, a city the shop ships to);
 *   2. one read: the customer, the ordered products with their sizes and colours, and a new order
 *      id from its sequence; then price every line from the catalogue;
 *   3. ask Snap for a token, attempt id GAYAKU-<id>-<random> (no transaction open; failure → 502,
 *      nothing written);
 *   4. one statement writes the order, its items, the attempt, the cart clean-up and
 *      'Pesanan Dibuat' (a single statement is atomic: all of it or none).
 * Three statements in all, counting the token check, each prepared after its first use: on PGlite
 * every statement holds the server's only thread. An id taken in step 2 by an order that then fails
 * (a line refused, Snap down) is simply never used, as with any sequence. If step 4 fails after
 * Snap answered, the unused Snap token expires by itself.
 */
import type { Order, OrderCreateInput } from '@gayaku/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { cartItems, orderItems, orders, users } from '../../db/schema.ts';
import { attemptInsert, obtainSnapToken } from '../payments/payment-attempts.ts';
import type { SnapTransaction } from '../payments/midtrans-client.ts';
import { buildSnapRequest, newMidtransOrderId } from '../payments/snap-request.ts';
import {
  catalogueById,
  catalogueJson,
  checkDestination,
  priceItems,
  productIdsOf,
  type CatalogueProduct,
  type PricedOrder,
} from './order-pricing.ts';
import { toOrder, type OrderRow } from './order-rows.ts';
import { notificationInsert } from './order-transitions.ts';

export interface OrderDeps {
  db: Db;
  config: Config;
  log?: FastifyBaseLogger;
}

interface Customer {
  username: string;
  email: string;
}

export async function loadCustomer(db: Db | Tx, userId: number): Promise<Customer> {
  const [row] = await db.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} vanished during checkout`);
  return row;
}

/** Step 2's one statement: a new order id, the customer, and the catalogue's side of the lines. */
async function readCheckout(db: Db, userId: number, productIds: number[]) {
  const result = (await db.execute(sql`
    select nextval(pg_get_serial_sequence('orders', 'id'))::int as "orderId",
      (select json_build_object('username', u.username, 'email', u.email) from ${users} u where u.id = ${userId}) as customer,
      ${catalogueJson(productIds)} as products`)) as unknown as {
    rows: { orderId: number; customer: Customer | null; products: CatalogueProduct[] }[];
  };
  const [row] = result.rows;
  if (!row?.customer) throw new Error(`user ${userId} vanished during checkout`);
  return { orderId: row.orderId, customer: row.customer, catalogue: catalogueById(row.products) };
}

interface NewOrder {
  userId: number;
  orderId: number;
  midtransOrderId: string;
  priced: PricedOrder;
  snap: SnapTransaction;
  createdAt: Date;
  tokenExpiresAt: Date;
}

/** Step 4: order, items (from one JSON parameter), attempt, cart clean-up and notification, in one statement. */
async function writeOrder(db: Db, order: NewOrder): Promise<OrderRow> {
  const { userId, orderId, midtransOrderId, priced, createdAt } = order;
  const row: OrderRow = {
    id: orderId,
    userId,
    status: 'pending',
    midtransOrderId,
    subtotal: priced.subtotal,
    shippingCost: priced.shippingCost,
    totalPrice: priced.total,
    address: priced.address,
    city: priced.city,
    createdAt,
    updatedAt: createdAt,
  };
  const items = JSON.stringify(
    priced.lines.map((line) => ({
      product_id: line.productId,
      name: line.name,
      description: line.description,
      image_url: line.imageUrl,
      quantity: line.quantity,
      price: line.price,
      subtotal: line.subtotal,
      size: line.size,
      color: line.color,
    })),
  );
  const productIds = [...new Set(priced.lines.map((line) => line.productId))];
  await db.execute(sql`
    with new_order as (${db.insert(orders).values(row).getSQL()}),
    items as (
      insert into ${orderItems} (order_id, product_id, name, description, image_url, quantity, price, subtotal, size, color)
      select ${orderId}, l.product_id, l.name, l.description, l.image_url, l.quantity, l.price, l.subtotal, l.size, l.color
      from json_to_recordset(${items}::json) as l(product_id int, name text, description text, image_url text,
        quantity int, price int, subtotal bigint, size text, color text)),
    attempt as (${attemptInsert(db, { orderId, midtransOrderId, snap: order.snap, grossAmount: priced.total, tokenExpiresAt: order.tokenExpiresAt }).getSQL()}),
    cart as (${db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)))
      .getSQL()})
    ${notificationInsert(db, userId, orderId, 'created').getSQL()}`);
  return row;
}

export async function createOrder(
  { db, config, log }: OrderDeps,
  userId: number,
  body: OrderCreateInput,
): Promise<{ snapToken: string; order: Order }> {
  const destination = await checkDestination(db, body);
  const { orderId, customer, catalogue } = await readCheckout(db, userId, productIdsOf(body.items));
  const priced = priceItems(body.items, destination, catalogue);
  const midtransOrderId = newMidtransOrderId(orderId);
  const now = new Date();
  const expiryMinutes = config.paymentExpiryMinutes;
  const snap = await obtainSnapToken(
    config.midtrans,
    buildSnapRequest({
      midtransOrderId,
      lines: priced.lines,
      shippingCost: priced.shippingCost,
      total: priced.total,
      city: priced.city,
      address: priced.address,
      customer,
      expiryMinutes,
      finishUrl: `${config.publicUrl}/myorder?payment=success`,
      now,
    }),
    log,
  );
  const tokenExpiresAt = new Date(now.getTime() + expiryMinutes * 60_000);
  const row = await writeOrder(db, { userId, orderId, midtransOrderId, priced, snap, createdAt: now, tokenExpiresAt });
  return { snapToken: snap.token, order: toOrder(row) };
}
