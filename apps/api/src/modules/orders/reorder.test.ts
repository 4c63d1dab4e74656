import { MESSAGES } from '@gayaku/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { paidOrderOf } from '../../../test/delivery-factories.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import {
  createCatalogue,
  listenForPayments,
  orderBody,
  placeOrder,
  setVariantStock,
  type Catalogue,
} from '../../../test/order-factories.ts';

let t: TestApp;
let owner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  [owner, admin] = [await createUser(t.app, t.db), await createUser(t.app, t.db, { role: 'admin' })];
});
afterAll(async () => t?.close());

const put = (id: number, status: string, who: TestUser) =>
  t.app.inject({ method: 'PUT', url: `/api/order/${id}/status`, headers: who.auth, payload: { status } });
const reorder = (id: number, who: TestUser = owner) => t.app.inject({ method: 'POST', url: `/api/order/${id}/reorder`, headers: who.auth });
const cart = async (who: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/cart', headers: who.auth })).json() as {
    product_id: number;
    quantity: number;
    size: string;
    color: string;
  }[];

async function deliveredOrder(cat: Catalogue, who: TestUser, lines: { product?: number; quantity?: number }[]) {
  const { order } = await paidOrderOf(t, who, orderBody(cat, lines));
  expect((await put(order.id, 'shipped', admin)).statusCode).toBe(200);
  expect((await put(order.id, 'delivered', who)).statusCode).toBe(200);
  return order;
}

describe("'Beli Lagi': POST /api/order/{id}/reorder", () => {
  it("puts a delivered order's lines back in the cart, in their size and colour", async () => {
    const cat = await createCatalogue(t.db);
    const shopper = await createUser(t.app, t.db);
    const order = await deliveredOrder(cat, shopper, [
      { product: 0, quantity: 2 },
      { product: 1, quantity: 1 },
    ]);
    expect(await cart(shopper)).toEqual([]);
    const res = await reorder(order.id, shopper);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.reorderDone(2), added: 2, skipped: [] });
    const lines = await cart(shopper);
    expect(lines.map((l) => [l.product_id, l.quantity, l.size, l.color])).toEqual([
      [cat.products[0]!.id, 2, cat.products[0]!.sizes[0], cat.products[0]!.colors[0]],
      [cat.products[1]!.id, 1, cat.products[1]!.sizes[0], cat.products[1]!.colors[0]],
    ]);
    // Again: the cart line grows, never past what is available.
    await setVariantStock(t.db, cat.products[0]!.id, cat.products[0]!.sizes[0]!, cat.products[0]!.colors[0]!, 3);
    await reorder(order.id, shopper);
    expect((await cart(shopper)).map((l) => l.quantity)).toEqual([3, 2]);
  });

  it('skips, with the reason, a line whose product is gone or sold out', async () => {
    const cat = await createCatalogue(t.db);
    const shopper = await createUser(t.app, t.db);
    const order = await deliveredOrder(cat, shopper, [{ product: 0 }, { product: 1 }]);
    await t.db.delete(products).where(eq(products.id, cat.products[0]!.id));
    await setVariantStock(t.db, cat.products[1]!.id, cat.products[1]!.sizes[0]!, cat.products[1]!.colors[0]!, 0);
    const res = await reorder(order.id, shopper);
    expect(res.json()).toMatchObject({
      added: 0,
      message: MESSAGES.reorderDone(0),
      skipped: [
        { name: cat.products[0]!.name, message: MESSAGES.reorderProductGone },
        { name: cat.products[1]!.name, message: MESSAGES.reorderSoldOut },
      ],
    });
    expect(await cart(shopper)).toEqual([]);
  });

  it('is for delivered or completed orders of the owner: 409, 403, 404 otherwise', async () => {
    const cat = await createCatalogue(t.db);
    const pending = await placeOrder(t.app, owner, orderBody(cat));
    const res = await reorder(pending.order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.reorderNotAllowed);
    const delivered = await deliveredOrder(cat, owner, [{}]);
    expect((await reorder(delivered.id, admin)).statusCode).toBe(403);
    expect((await reorder(999_999)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/order/${delivered.id}/reorder` })).statusCode).toBe(401);
  });
});
