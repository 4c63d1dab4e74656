/**
 * Catalogue fixtures for cart tests, written straight to `products` (no demo seed needed).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { colors, productColors, products, productSizes, productVariants, sizes } from '../src/db/schema.ts';

let counter = 0;

export interface TestProduct {
  id: number;
  name: string;
  price: number;
  image_url: string;
}

/**
 * A product with one size ('M-<n>') and one colour ('Hitam-<n>'), that pair with `stock` on hand
 * (1000 unless given).
 */
export async function createProduct(db: Db, overrides: { name?: string; price?: number; stock?: number } = {}): Promise<TestProduct> {
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
  const [size] = await db
    .insert(sizes)
    .values({ sizeName: `M-${process.pid}-${counter}` })
    .returning({ id: sizes.id });
  const [color] = await db
    .insert(colors)
    .values({ colorName: `Hitam-${process.pid}-${counter}` })
    .returning({ id: colors.id });
  if (!size || !color) throw new Error('size or colour not created');
  await db.insert(productSizes).values({ productId: row.id, sizeId: size.id });
  await db.insert(productColors).values({ productId: row.id, colorId: color.id });
  await db.insert(productVariants).values({ productId: row.id, sizeId: size.id, colorId: color.id, stock: overrides.stock ?? 1000 });
  return row;
}

export async function setProductPrice(db: Db, id: number, price: number): Promise<void> {
  await db.update(products).set({ price }).where(eq(products.id, id));
}
