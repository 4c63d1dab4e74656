/** POST /api/cart with a size and colour: one line per product × size × colour, checked against the stock. */
import { MESSAGES, type CartItem } from '@gayaku/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, sizes } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { createCatalogue, type FixtureProduct } from '../../../test/order-factories.ts';

let t: TestApp;
let shirt: FixtureProduct;

beforeAll(async () => {
  t = await buildTestApp();
  [shirt] = (await createCatalogue(t.db, { prices: [120_000], stock: 10 })).products as [FixtureProduct];
});
afterAll(() => t.close());

const add = (user: TestUser, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/cart', headers: user.auth, payload: { product_id: shirt.id, ...body } });

async function setStock(size: string, color: string, stock: number, held = 0): Promise<void> {
  await t.db.execute(sql`update ${productVariants} v set stock = ${stock}, held = ${held}
    from sizes s, colors c where s.id = v.size_id and c.id = v.color_id and v.product_id = ${shirt.id}
    and s.size_name = ${size} and c.color_name = ${color}`);
}

describe('POST /api/cart with size and colour', () => {
  it('keeps one line per size × colour, matches names case-insensitively and answers their names and availability', async () => {
    const user = await createUser(t.app, t.db);
    const [m, l] = shirt.sizes as [string, string];
    const [black] = shirt.colors as [string];
    const first = await add(user, { quantity: 2, size: m.toUpperCase(), color: black.toLowerCase() });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ product_id: shirt.id, quantity: 2, size: m, color: black, available: 10 });
    const again = (await add(user, { quantity: 3, size: m, color: black })).json() as CartItem;
    expect(again).toMatchObject({ cart_id: first.json().cart_id, quantity: 5 });
    const other = await add(user, { quantity: 1, size: l, color: black });
    expect(other.json()).toMatchObject({ quantity: 1, size: l, color: black });
    const plain = await add(user, { quantity: 1 });
    expect(plain.json()).toMatchObject({ size: null, color: null, available: 40 });
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: user.auth })).json() as CartItem[];
    expect(cart.map((line) => [line.size, line.color, line.quantity])).toEqual([
      [m, black, 5],
      [l, black, 1],
      [null, null, 1],
    ]);
  });

  it('refuses a size or colour the product does not have with 400 and adds nothing', async () => {
    const user = await createUser(t.app, t.db);
    const [other] = await t.db
      .insert(sizes)
      .values({ sizeName: `XXL-${shirt.id}` })
      .returning();
    for (const body of [
      { size: 'Tidak Ada', color: shirt.colors[0] },
      { size: other?.sizeName, color: shirt.colors[0] },
      { color: 'Ungu' },
    ]) {
      const res = await add(user, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MESSAGES.variantUnknown });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: user.auth })).json()).toEqual([]);
  });

  it('answers 409 when the chosen pair has less available than the line would hold', async () => {
    const user = await createUser(t.app, t.db);
    const [, l] = shirt.sizes as [string, string];
    const [, white] = shirt.colors as [string, string];
    await setStock(l, white, 5, 2);
    expect((await add(user, { quantity: 2, size: l, color: white })).statusCode).toBe(201);
    const res = await add(user, { quantity: 2, size: l, color: white });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: MESSAGES.outOfStock(shirt.name, l, white, 3) });
    await setStock(l, white, 0);
    const none = await add(user, { quantity: 1, size: l, color: white });
    expect(none.json()).toMatchObject({ message: MESSAGES.outOfStock(shirt.name, l, white, 0) });
  });

  it('answers 409 productSoldOut when nothing of the product is available', async () => {
    const user = await createUser(t.app, t.db);
    await t.db
      .update(productVariants)
      .set({ held: sql`${productVariants.stock}` })
      .where(eq(productVariants.productId, shirt.id));
    for (const body of [{}, { size: shirt.sizes[0], color: shirt.colors[0] }]) {
      const res = await add(user, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: MESSAGES.productSoldOut });
    }
    await t.db
      .update(productVariants)
      .set({ held: 0 })
      .where(and(eq(productVariants.productId, shirt.id)));
  });
});
