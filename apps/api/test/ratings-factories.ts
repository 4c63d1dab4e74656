/** Minimal products for rating tests, and the orders that let a shopper rate them, inserted straight into the database. */
import type { Db } from '../src/db/client.ts';
import { orderItems, orders, products } from '../src/db/schema.ts';

let counter = 0;

export async function createProduct(db: Db, overrides: { name?: string; price?: number } = {}): Promise<{ id: number; name: string }> {
  counter += 1;
  const [row] = await db
    .insert(products)
    .values({
      name: overrides.name ?? `Kaos Uji ${counter}`,
      description: 'Produk untuk pengujian rating',
      price: overrides.price ?? 99_000,
      imageUrl: '/uploads/uji.webp',
    })
    .returning({ id: products.id, name: products.name });
  if (!row) throw new Error('product not created');
  return row;
}

/**
 * An order of the user in `status` with one line of the product (size and colour as given), as if
 * bought and, for delivered or completed, received; returns the order's id.
 */
export async function orderOf(
  db: Db,
  userId: number,
  productId: number,
  options: { status?: 'pending' | 'paid' | 'shipped' | 'delivered' | 'completed'; size?: string; color?: string } = {},
): Promise<number> {
  const status = options.status ?? 'delivered';
  const received = status === 'delivered' || status === 'completed';
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      status,
      subtotal: 99_000,
      shippingCost: 10_000,
      totalPrice: 109_000,
      address: 'Jl. Uji No. 1',
      city: 'Bandung',
      ...(received ? { deliveredAt: new Date() } : {}),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order not created');
  await db.insert(orderItems).values({
    orderId: order.id,
    productId,
    name: 'Kaos Uji',
    description: 'Produk untuk pengujian rating',
    quantity: 1,
    price: 99_000,
    subtotal: 99_000,
    size: options.size ?? 'M',
    color: options.color ?? 'Hitam',
  });
  return order.id;
}

/** A product the user has received (a delivered order of it): one they may rate. */
export async function receivedProduct(
  db: Db,
  userId: number,
  line: { size?: string; color?: string } = {},
): Promise<{ id: number; name: string }> {
  const product = await createProduct(db);
  await orderOf(db, userId, product.id, line);
  return product;
}
