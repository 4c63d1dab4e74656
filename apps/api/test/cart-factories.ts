/**
 * Catalogue fixtures for cart tests, written straight to `products` (no demo seed needed).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { products } from '../src/db/schema.ts';

let counter = 0;

export interface TestProduct {
  id: number;
  name: string;
  price: number;
  image_url: string;
}

export async function createProduct(db: Db, overrides: { name?: string; price?: number } = {}): Promise<TestProduct> {
  counter += 1;
  const [row] = await db
    .insert(products)
    .values({
      name: overrides.name ?? `Kaos Uji ${counter}`,
      description: 'Produk untuk pengujian keranjang',
      price: overrides.price ?? 75_000,
      imageUrl: `/uploads/uji-${counter}.webp`,
    })
    .returning({ id: products.id, name: products.name, price: products.price, image_url: products.imageUrl });
  if (!row) throw new Error('product not created');
  return row;
}

export async function setProductPrice(db: Db, id: number, price: number): Promise<void> {
  await db.update(products).set({ price }).where(eq(products.id, id));
}
