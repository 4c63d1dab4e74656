/**
 * What shoppers see of stock: `in_stock` and `available` on every product answer (summed over the
 * product's current size × colour combinations, stock − held), and the detail's `variants`.
 */
import type { Product, ProductDetail } from '@gayaku/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLinkedProduct, createSizesAndColors, uniqueName } from '../../../test/attributes-factories.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { productSizes, productVariants } from '../../db/schema.ts';

let t: TestApp;
const size: { id: number; name: string }[] = [];
const color: { id: number; name: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const made = await createSizesAndColors(t.db);
  size.push(...made.sizes);
  color.push(...made.colors);
});
afterAll(() => t.close());

/** A product with both sizes and both colours, and variant rows [size index, colour index, stock, held, sku?]. */
async function productWith(rows: [number, number, number, number, string?][]): Promise<number> {
  const id = await createLinkedProduct(t.db, { sizeIds: size.map((s) => s.id), colorIds: color.map((c) => c.id) });
  for (const [s, c, stock, held, sku] of rows) {
    await t.db.insert(productVariants).values({ productId: id, sizeId: size[s]!.id, colorId: color[c]!.id, stock, held, sku: sku ?? null });
  }
  return id;
}

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
const inList = async (id: number) => (await get<Product[]>('/api/products')).find((p) => p.id === id);

describe('availability on product answers', () => {
  it('sums stock − held over the variants and says whether any can be bought', async () => {
    const id = await productWith([
      [0, 0, 10, 3],
      [1, 1, 4, 4],
    ]);
    expect(await inList(id)).toMatchObject({ in_stock: true, available: 7 });
    expect(await get<ProductDetail>(`/api/products/${id}`)).toMatchObject({ in_stock: true, available: 7 });
    expect((await get<Product[]>('/api/products/popular')).every((p) => typeof p.in_stock === 'boolean')).toBe(true);
  });

  it('shows a product without stock (no rows, or all held) as not in stock', async () => {
    const none = await productWith([]);
    const held = await productWith([[0, 1, 2, 2]]);
    expect(await inList(none)).toMatchObject({ in_stock: false, available: 0 });
    expect(await inList(held)).toMatchObject({ in_stock: false, available: 0 });
  });

  it('lists every size × colour in the detail, by size then colour, 0 and no SKU where none was set', async () => {
    const sku = uniqueName('GYK').replace(/\s/g, '-');
    const id = await productWith([[1, 0, 6, 1, sku]]);
    const detail = await get<ProductDetail>(`/api/products/${id}`);
    expect(detail.variants).toEqual([
      { size_name: size[0]!.name, color_name: color[0]!.name, sku: null, available: 0 },
      { size_name: size[0]!.name, color_name: color[1]!.name, sku: null, available: 0 },
      { size_name: size[1]!.name, color_name: color[0]!.name, sku, available: 5 },
      { size_name: size[1]!.name, color_name: color[1]!.name, sku: null, available: 0 },
    ]);
    expect(await inList(id)).not.toHaveProperty('variants');
  });

  it('counts only current combinations: a removed size keeps its rows but they are not shown', async () => {
    const id = await productWith([
      [0, 0, 5, 0],
      [1, 0, 8, 0],
    ]);
    await t.db.delete(productSizes).where(and(eq(productSizes.productId, id), eq(productSizes.sizeId, size[1]!.id)));
    expect(await inList(id)).toMatchObject({ in_stock: true, available: 5 });
    const detail = await get<ProductDetail>(`/api/products/${id}`);
    expect(detail.variants.map((v) => [v.size_name, v.available])).toEqual([
      [size[0]!.name, 5],
      [size[0]!.name, 0],
    ]);
    expect(await t.db.select().from(productVariants).where(eq(productVariants.productId, id))).toHaveLength(2);
  });
});
