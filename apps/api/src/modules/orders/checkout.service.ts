/**
 * POST /api/order. Order of work, so that a failing payment provider leaves nothing behind and
 * no transaction waits on the network:
 *   1. validate and price (reads only);
 *   2. reserve the order id from its sequence and make the attempt id GAYAKU-<id>-<random>;
 *   3. ask Snap for a token (no transaction open; failure → 502, nothing written);
 *   4. one short transaction: order, items, attempt, cart clean-up, 'Pesanan Dibuat'.
 * If step 4 fails after Snap answered, the unused Snap token simply expires.
 */
import type { Order, OrderCreateInput } from '@gayaku/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { cartItems, orderItems, orders, users } from '../../db/schema.ts';
import { insertAttempt, obtainSnapToken } from '../payments/payment-attempts.ts';
import { buildSnapRequest, newMidtransOrderId } from '../payments/snap-request.ts';
import { priceOrder, type PricedOrder } from './order-pricing.ts';
import { orderFields, toOrder } from './order-rows.ts';
import { notifyOrder } from './order-transitions.ts';

export interface OrderDeps {
  db: Db;
  config: Config;
  log?: FastifyBaseLogger;
}

export async function loadCustomer(db: Db | Tx, userId: number): Promise<{ username: string; email: string }> {
  const [row] = await db.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} vanished during checkout`);
  return row;
}

async function reserveOrderId(db: Db): Promise<number> {
  const result = (await db.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`)) as unknown as {
    rows: { id: number }[];
  };
  const id = result.rows[0]?.id;
  if (typeof id !== 'number') throw new Error('could not reserve an order id');
  return id;
}

interface OrderKeys {
  userId: number;
  orderId: number;
  midtransOrderId: string;
}

async function writeOrder(tx: Tx, { userId, orderId, midtransOrderId }: OrderKeys, priced: PricedOrder, createdAt: Date) {
  const [row] = await tx
    .insert(orders)
    .values({
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
    })
    .returning(orderFields);
  await tx.insert(orderItems).values(
    priced.lines.map((line) => ({
      orderId,
      productId: line.productId,
      name: line.name,
      description: line.description,
      imageUrl: line.imageUrl,
      quantity: line.quantity,
      price: line.price,
      subtotal: line.subtotal,
      size: line.size,
      color: line.color,
    })),
  );
  if (!row) throw new Error('order insert returned no row');
  return row;
}

export async function createOrder(
  { db, config, log }: OrderDeps,
  userId: number,
  body: OrderCreateInput,
): Promise<{ snapToken: string; order: Order }> {
  const priced = await priceOrder(db, body);
  const customer = await loadCustomer(db, userId);
  const orderId = await reserveOrderId(db);
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
  const row = await db.transaction(async (tx) => {
    const order = await writeOrder(tx, { userId, orderId, midtransOrderId }, priced, now);
    const tokenExpiresAt = new Date(now.getTime() + expiryMinutes * 60_000);
    await insertAttempt(tx, { orderId, midtransOrderId, snap, grossAmount: priced.total, tokenExpiresAt });
    const productIds = [...new Set(priced.lines.map((line) => line.productId))];
    await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
    await notifyOrder(tx, userId, orderId, 'created');
    return order;
  });
  return { snapToken: snap.token, order: toOrder(row) };
}
