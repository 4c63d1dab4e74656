/** Minimal products for rating tests, inserted straight into the products table. */
import type { Db } from '../src/db/client.ts';
import { products } from '../src/db/schema.ts';

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
