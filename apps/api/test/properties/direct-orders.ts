/**
 * Orders written straight to the database (one short transaction: order, items, attempts), for
 * properties that need hundreds of fresh orders: far cheaper than a checkout through Snap, and
 * the rows are exactly what checkout writes. Shared by the property, concurrency and fault tests.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { orderItems, orders, paymentAttempts, products } from '../../src/db/schema.ts';
import { newMidtransOrderId } from '../../src/modules/payments/snap-request.ts';

export interface DirectLine {
  productId: number;
  price: number;
  quantity: number;
}

export interface DirectOrder {
  id: number;
  total: number;
  /** Midtrans order ids of the attempts, oldest first (the last one is the order's shown one). */
  attempts: string[];
}

export async function insertOrder(
  db: Db,
  { userId, lines, attempts = 1, shippingCost = 15_000 }: { userId: number; lines: DirectLine[]; attempts?: number; shippingCost?: number },
): Promise<DirectOrder> {
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const total = subtotal + shippingCost;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({ userId, subtotal, shippingCost, totalPrice: total, address: 'Jl. Uji No. 1', city: 'Kota Uji' })
      .returning({ id: orders.id });
    if (!order) throw new Error('order not inserted');
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        orderId: order.id,
        productId: l.productId,
        name: `Produk ${l.productId}`,
        description: 'uji',
        quantity: l.quantity,
        price: l.price,
        subtotal: l.price * l.quantity,
      })),
    );
    const ids = Array.from({ length: attempts }, () => newMidtransOrderId(order.id));
    const expires = new Date(Date.now() + 3_600_000);
    await tx.insert(paymentAttempts).values(
      ids.map((midtransOrderId) => ({
        orderId: order.id,
        midtransOrderId,
        snapToken: `tok-${midtransOrderId}`,
        grossAmount: total,
        tokenExpiresAt: expires,
      })),
    );
    await tx
      .update(orders)
      .set({ midtransOrderId: ids.at(-1) })
      .where(eq(orders.id, order.id));
    return { id: order.id, total, attempts: ids };
  });
}

/** sold_count of several products in one query. */
export async function soldCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await db.select({ id: products.id, n: products.soldCount }).from(products).where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.n]));
}
