/**
 * Fixtures for the attribute, ad and shipping tests, written straight to the database.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { auditLog, colors, productCategories, productColors, products, productSizes, sizes } from '../src/db/schema.ts';

let counter = 0;

/** A name no other test (or seed) uses: `<prefix> <pid>-<n>`. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix} ${process.pid}-${counter}`;
}

/** Two sizes (S, M) and two colours (Hitam, Putih) of the caller's own, their names made unique. */
export async function createSizesAndColors(
  db: Db,
): Promise<{ sizes: { id: number; name: string }[]; colors: { id: number; name: string }[] }> {
  const sizeRows = await db
    .insert(sizes)
    .values([{ sizeName: uniqueName('S') }, { sizeName: uniqueName('M') }])
    .returning();
  const colorRows = await db
    .insert(colors)
    .values([{ colorName: uniqueName('Hitam') }, { colorName: uniqueName('Putih') }])
    .returning();
  return {
    sizes: sizeRows.map((s) => ({ id: s.id, name: s.sizeName })),
    colors: colorRows.map((c) => ({ id: c.id, name: c.colorName })),
  };
}

export interface ProductLinks {
  categoryIds?: number[];
  colorIds?: number[];
  sizeIds?: number[];
}

/** A product linked to the given categories, colours and sizes; returns its id. */
export async function createLinkedProduct(db: Db, links: ProductLinks): Promise<number> {
  const [product] = await db
    .insert(products)
    .values({ name: uniqueName('Produk Uji'), description: 'Produk untuk pengujian', price: 50_000, imageUrl: '/uploads/uji.webp' })
    .returning({ id: products.id });
  if (!product) throw new Error('product not created');
  const productId = product.id;
  if (links.categoryIds?.length)
    await db.insert(productCategories).values(links.categoryIds.map((categoryId) => ({ productId, categoryId })));
  if (links.colorIds?.length) await db.insert(productColors).values(links.colorIds.map((colorId) => ({ productId, colorId })));
  if (links.sizeIds?.length) await db.insert(productSizes).values(links.sizeIds.map((sizeId) => ({ productId, sizeId })));
  return productId;
}

/** The audit rows of one record, oldest first. */
export function auditRowsOf(db: Db, entity: string, entityId: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);
}
