import { MESSAGES, PRODUCT_MESSAGES, type LowStock, type ProductStock } from '@gayaku/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf, createLinkedProduct, createSizesAndColors, uniqueName } from '../../../test/attributes-factories.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { productVariants } from '../../db/schema.ts';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.db, { role: 'admin' });
  shopper = await createUser(t.app, t.db);
});
afterAll(() => t.close());

interface Fixture {
  id: number;
  sizes: { id: number; name: string }[];
  colors: { id: number; name: string }[];
}

/** A product with two sizes and two colours of its own (names unique to this test). */
async function product(): Promise<Fixture> {
  const made = await createSizesAndColors(t.db);
  const id = await createLinkedProduct(t.db, { sizeIds: made.sizes.map((s) => s.id), colorIds: made.colors.map((c) => c.id) });
  return { id, ...made };
}

const get = (id: number, user: TestUser | null = admin) =>
  t.app.inject({ method: 'GET', url: `/api/products/${id}/stock`, headers: user ? user.auth : {} });
const put = (id: number, variants: unknown[], user: TestUser | null = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/products/${id}/stock`, headers: user ? user.auth : {}, payload: { variants } });

async function setHeld(p: Fixture, s: number, c: number, held: number): Promise<void> {
  await t.db
    .update(productVariants)
    .set({ held })
    .where(
      and(eq(productVariants.productId, p.id), eq(productVariants.sizeId, p.sizes[s]!.id), eq(productVariants.colorId, p.colors[c]!.id)),
    );
}

describe('GET /api/products/{id}/stock', () => {
  it('lists every size × colour by size then colour, 0 where nothing was set', async () => {
    const p = await product();
    const res = await get(p.id);
    expect(res.statusCode).toBe(200);
    const [s0, s1] = p.sizes.map((s) => s.name);
    const [c0, c1] = p.colors.map((c) => c.name);
    const zero = { sku: null, stock: 0, held: 0, available: 0 };
    expect(res.json<ProductStock>()).toEqual({
      product_id: p.id,
      variants: [
        { size_name: s0, color_name: c0, ...zero },
        { size_name: s0, color_name: c1, ...zero },
        { size_name: s1, color_name: c0, ...zero },
        { size_name: s1, color_name: c1, ...zero },
      ],
    });
  });

  it('is 404 for an unknown product and admin-only', async () => {
    expect((await get(999_999)).json()).toMatchObject({ message: PRODUCT_MESSAGES.productNotFound });
    expect((await get(999_999)).statusCode).toBe(404);
    const p = await product();
    expect((await get(p.id, null)).statusCode).toBe(401);
    expect((await get(p.id, shopper)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/stock/low', headers: shopper.auth })).statusCode).toBe(403);
    expect((await put(p.id, [{ size_name: p.sizes[0]!.name, color_name: p.colors[0]!.name, stock: 1 }], shopper)).statusCode).toBe(403);
    expect((await put(p.id, [{ size_name: p.sizes[0]!.name, color_name: p.colors[0]!.name, stock: 1 }], null)).statusCode).toBe(401);
  });
});

describe('PUT /api/products/{id}/stock', () => {
  it('sets stock absolutely for the variants sent and leaves the others alone', async () => {
    const p = await product();
    const [s0, s1] = p.sizes.map((s) => s.name);
    const [c0, c1] = p.colors.map((c) => c.name);
    expect((await put(p.id, [{ size_name: s0, color_name: c0, stock: 10 }])).statusCode).toBe(200);
    const res = await put(p.id, [
      { size_name: s0!.toUpperCase(), color_name: c0, stock: 4 },
      { size_name: s1, color_name: c1, stock: 7, sku: 'SKU-A' },
    ]);
    expect(res.statusCode).toBe(200);
    const { variants } = res.json<ProductStock>();
    expect(variants.map((v) => [v.stock, v.available, v.sku])).toEqual([
      [4, 4, null],
      [0, 0, null],
      [0, 0, null],
      [7, 7, 'SKU-A'],
    ]);
    expect((await get(p.id)).json()).toEqual(res.json());
  });

  it('keeps a left-out SKU, clears it with null, and refuses one another variant uses', async () => {
    const p = await product();
    const [s0, s1] = p.sizes.map((s) => s.name);
    const c0 = p.colors[0]!.name;
    const sku = uniqueName('GYK').replace(/\s/g, '-');
    await put(p.id, [{ size_name: s0, color_name: c0, stock: 5, sku }]);
    let res = await put(p.id, [{ size_name: s0, color_name: c0, stock: 6 }]);
    expect(res.json<ProductStock>().variants[0]).toMatchObject({ stock: 6, sku });

    res = await put(p.id, [{ size_name: s1, color_name: c0, stock: 1, sku: sku.toLowerCase() }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: MESSAGES.skuTaken });
    expect((await get(p.id)).json<ProductStock>().variants[2]).toMatchObject({ stock: 0, sku: null });

    res = await put(p.id, [{ size_name: s0, color_name: c0, stock: 6, sku: null }]);
    expect(res.json<ProductStock>().variants[0]).toMatchObject({ stock: 6, sku: null });
  });

  it('refuses a size or colour the product does not have, naming the variant, and changes nothing', async () => {
    const p = await product();
    const other = await product();
    const res = await put(p.id, [
      { size_name: p.sizes[0]!.name, color_name: p.colors[0]!.name, stock: 3 },
      { size_name: other.sizes[0]!.name, color_name: p.colors[0]!.name, stock: 3 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: MESSAGES.variantUnknown,
      issues: [{ path: 'body.variants.1', message: MESSAGES.variantUnknown }],
    });
    expect((await get(p.id)).json<ProductStock>().variants[0]!.stock).toBe(0);
  });

  it('refuses stock below what is held (409) and accepts it equal', async () => {
    const p = await product();
    const [s0] = p.sizes.map((s) => s.name);
    const [c0] = p.colors.map((c) => c.name);
    await put(p.id, [{ size_name: s0, color_name: c0, stock: 10 }]);
    await setHeld(p, 0, 0, 4);
    const res = await put(p.id, [{ size_name: s0, color_name: c0, stock: 3 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: MESSAGES.stockBelowHeld(4) });
    expect((await get(p.id)).json<ProductStock>().variants[0]).toMatchObject({ stock: 10, held: 4, available: 6 });
    const ok = await put(p.id, [{ size_name: s0, color_name: c0, stock: 4 }]);
    expect(ok.json<ProductStock>().variants[0]).toMatchObject({ stock: 4, held: 4, available: 0 });
  });

  it('answers 404 for an unknown product and 400 for a bad body', async () => {
    const res = await put(999_999, [{ size_name: 'S', color_name: 'Hitam', stock: 1 }]);
    expect(res.statusCode).toBe(404);
    const p = await product();
    const bad = await put(p.id, [{ size_name: p.sizes[0]!.name, color_name: p.colors[0]!.name, stock: -1 }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: MESSAGES.stockRange });
  });

  it('writes one audit row per changed variant, with before and after', async () => {
    const p = await product();
    const [s0] = p.sizes.map((s) => s.name);
    const [c0] = p.colors.map((c) => c.name);
    await put(p.id, [{ size_name: s0, color_name: c0, stock: 8, sku: null }]);
    await put(p.id, [{ size_name: s0, color_name: c0, stock: 2 }]);
    await put(p.id, [{ size_name: s0, color_name: c0, stock: 2 }]); // no change: no row
    const [variant] = await t.db.select().from(productVariants).where(eq(productVariants.productId, p.id));
    const rows = await auditRowsOf(t.db, 'product_variant', variant!.id);
    const base = { product_id: p.id, size_name: s0, color_name: c0, held: 0, sku: null };
    expect(rows.map((r) => [r.actorId, r.action, r.before, r.after])).toEqual([
      [admin.id, 'create', null, { ...base, stock: 8 }],
      [admin.id, 'update', { ...base, stock: 8 }, { ...base, stock: 2 }],
    ]);
  });

  it('shows the change in the product answers', async () => {
    const p = await product();
    await put(p.id, [{ size_name: p.sizes[1]!.name, color_name: p.colors[0]!.name, stock: 5, sku: uniqueName('X').replace(/\s/g, '-') }]);
    await setHeld(p, 1, 0, 2);
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${p.id}` });
    expect(res.json()).toMatchObject({ in_stock: true, available: 3 });
    expect(res.json<{ variants: { available: number }[] }>().variants.map((v) => v.available)).toEqual([0, 0, 3, 0]);
  });
});

describe('GET /api/stock/low', () => {
  it('lists current variants at or below the threshold, fewest available first', async () => {
    const p = await product();
    const [s0, s1] = p.sizes.map((s) => s.name);
    const [c0, c1] = p.colors.map((c) => c.name);
    await put(p.id, [
      { size_name: s0, color_name: c0, stock: 3 },
      { size_name: s0, color_name: c1, stock: 4 },
      { size_name: s1, color_name: c0, stock: 9 },
      { size_name: s1, color_name: c1, stock: 20 },
    ]);
    await setHeld(p, 1, 0, 7);
    const res = await t.app.inject({ method: 'GET', url: '/api/stock/low', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const low = res.json<LowStock>();
    expect(low.threshold).toBe(t.config.lowStockThreshold);
    const mine = low.variants.filter((v) => v.product_id === p.id);
    expect(mine.map((v) => [v.size_name, v.color_name, v.available])).toEqual([
      [s1, c0, 2],
      [s0, c0, 3],
    ]);
    const available = low.variants.map((v) => v.available);
    expect(available).toEqual([...available].sort((a, b) => a - b));
  });
});
