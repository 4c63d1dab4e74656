/**
 * POST /api/order. Order of work, so that a failing payment provider leaves nothing behind and
 * no transaction waits on the network:
 *   1. one read: a new order id from its sequence, the customer, and the ordered products with
 *      their sizes and colours;
 *   2. check the draft in the contract's order (checkoutProblem: lines, address, sizes and colours,
 *      city), then what only the server knows (the products exist, the city is shipped to, the
 *      sizes and colours are the product's), and price every line from the catalogue;
 *   3. start a payment attempt: a Snap token (through the payments module's startPayment, given
 *      to this module as `startPayment`; no transaction open; failure → 502, nothing written);
 *   4. one statement writes the order, its items, the attempt, the cart clean-up and
 *      'Pesanan Dibuat' (a single statement is atomic: all of it or none).
 * An id taken in step 1 by an order that then fails (a line refused, Snap down) is simply never
 * used, as with any sequence. If step 4 fails after Snap answered, the unused token expires by itself.
 */
import { checkoutProblem, MESSAGES, type Order, type OrderCreateInput } from '@gayaku/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { cartItems, orderItems, orders, users } from '../../db/schema.ts';
import { selectRows } from '../../db/rows.ts';
import { badRequest } from '../../lib/errors.ts';
import { orderNotificationInsert, orderNotificationMessage } from '../notifications/index.ts';
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
import type { StartedPayment, StartPayment } from './payment-port.ts';

export interface CheckoutDeps {
  db: Db;
  config: Config;
  log?: FastifyBaseLogger;
  startPayment: StartPayment;
}

interface Customer {
  username: string;
  email: string;
}

/** Step 1's one statement: a new order id, the customer, and the catalogue's side of the lines. */
async function readCheckout(db: Db, userId: number, productIds: number[]) {
  const [row] = await selectRows<{ orderId: number; customer: Customer | null; products: CatalogueProduct[] }>(
    db,
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as "orderId",
      (select json_build_object('username', u.username, 'email', u.email) from ${users} u where u.id = ${userId}) as customer,
      ${catalogueJson(productIds)} as products`,
  );
  if (!row?.customer) throw new Error(`user ${userId} vanished during checkout`);
  return { orderId: row.orderId, customer: row.customer, catalogue: catalogueById(row.products) };
}

/** Step 2's first check, the one the checkout screen makes too, with the catalogue's product names. */
function checkDraft(body: OrderCreateInput, catalogue: Map<number, CatalogueProduct>): void {
  const lines = body.items.map((item) => ({ ...item, name: catalogue.get(item.product_id)?.name ?? `ID ${item.product_id}` }));
  const problem = checkoutProblem({ address: body.address, city: body.city, lines });
  if (problem) throw badRequest(problem);
  const unknown = body.items.find((item) => !catalogue.has(item.product_id));
  if (unknown) throw badRequest(MESSAGES.orderProductUnavailable(unknown.product_id));
}

interface NewOrder {
  userId: number;
  orderId: number;
  priced: PricedOrder;
  payment: StartedPayment;
  createdAt: Date;
}

/** Step 4: order, items (from one JSON parameter), attempt, cart clean-up and notification, in one statement. */
async function writeOrder(db: Db, order: NewOrder): Promise<OrderRow> {
  const { userId, orderId, priced, createdAt, payment } = order;
  const row: OrderRow = {
    id: orderId,
    userId,
    status: 'pending',
    midtransOrderId: payment.midtransOrderId,
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
    attempt as (${payment.attemptInsert(db)}),
    cart as (${db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)))
      .getSQL()})
    ${orderNotificationInsert({ userId, kind: 'created', message: orderNotificationMessage(orderId, 'created'), order: orderId })}`);
  return row;
}

export async function createOrder(
  deps: CheckoutDeps,
  userId: number,
  body: OrderCreateInput,
): Promise<{ snapToken: string; order: Order }> {
  const { db, config } = deps;
  const { orderId, customer, catalogue } = await readCheckout(db, userId, productIdsOf(body.items));
  checkDraft(body, catalogue);
  const priced = priceItems(body.items, await checkDestination(db, body), catalogue);
  const now = new Date();
  const payment = await deps.startPayment(
    {
      orderId,
      lines: priced.lines,
      shippingCost: priced.shippingCost,
      total: priced.total,
      city: priced.city,
      address: priced.address,
      customer,
      deadline: new Date(now.getTime() + config.paymentExpiryMinutes * 60_000),
      now,
    },
    deps,
  );
  const row = await writeOrder(db, { userId, orderId, priced, payment, createdAt: now });
  return { snapToken: payment.token, order: toOrder(row) };
}
