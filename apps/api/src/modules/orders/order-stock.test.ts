/** Stock holds through an order's life (docs/shop-rules.md, "Holds"): checkout, payment, expiry, late payment, reversal. */
import { MESSAGES } from '@gayaku/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, paymentAttempts } from '../../db/schema.ts';
import { runSweep } from '../../jobs/sweep.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import {
  ageOrder,
  createCatalogue,
  DEAD_URL,
  listenForPayments,
  notifyStatus,
  orderBody,
  orderRow,
  placeOrder,
  setVariantStock,
  type Catalogue,
  type FixtureProduct,
  variantStock,
} from '../../../test/order-factories.ts';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  user = await createUser(t.app, t.db);
});
afterAll(async () => t?.close());

/** A fresh one-product catalogue whose first size × colour has `stock` (the other pairs 1000). */
async function shirtWith(
  stock: number,
): Promise<{ cat: Catalogue; p: FixtureProduct; first: () => Promise<{ stock: number; held: number }> }> {
  const cat = await createCatalogue(t.db, { prices: [100_000] });
  const p = cat.products[0] as FixtureProduct;
  await setVariantStock(t.db, p.id, p.sizes[0] as string, p.colors[0] as string, stock);
  return { cat, p, first: () => variantStock(t.db, p.id, p.sizes[0] as string, p.colors[0] as string) };
}

const simTransactions = async () =>
  ((await t.app.inject({ method: 'GET', url: '/payment-sandbox/__sim/transactions' })).json() as unknown[]).length;
const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]?.n;

describe('checkout holds stock', () => {
  it('holds each line, two items of one variant adding up, and stores the variant on the line', async () => {
    const { cat, first } = await shirtWith(5);
    const placed = await placeOrder(t.app, user, orderBody(cat, [{ quantity: 2 }, { quantity: 1 }]));
    expect(await first()).toEqual({ stock: 5, held: 3 });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, placed.order.id));
    expect(items).toHaveLength(1);
    expect(items[0]?.variantId).toEqual(expect.any(Number));
    expect(placed.order).toMatchObject({ stock_short: false });
  });

  it('answers 409 OUT_OF_STOCK naming every short line, and creates nothing: no order, no hold, no Snap transaction', async () => {
    const { cat, p, first } = await shirtWith(2);
    const body = orderBody(cat, [{ quantity: 2 }, { quantity: 1 }]);
    (body.items as Record<string, unknown>[]).push({ ...(body.items as object[])[0], size: p.sizes[1], quantity: 1 });
    await setVariantStock(t.db, p.id, p.sizes[1] as string, p.colors[0] as string, 0);
    const [orders0, sims0] = [await orderCount(), await simTransactions()];
    const res = await t.app.inject({ method: 'POST', url: '/api/order', headers: user.auth, payload: body });
    expect(res.statusCode).toBe(409);
    const short = MESSAGES.outOfStock(p.name, p.sizes[0] as string, p.colors[0] as string, 2);
    const none = MESSAGES.outOfStock(p.name, p.sizes[1] as string, p.colors[0] as string, 0);
    expect(res.json()).toEqual({
      code: 'OUT_OF_STOCK',
      message: short,
      issues: [
        { path: 'items.0', message: short },
        { path: 'items.1', message: short },
        { path: 'items.2', message: none },
      ],
    });
    expect([await orderCount(), await simTransactions()]).toEqual([orders0, sims0]);
    expect(await first()).toEqual({ stock: 2, held: 0 });
  });

  it('takes only the bought size × colour out of the cart (and lines still without one)', async () => {
    const { cat, p } = await shirtWith(5);
    const shopper = await createUser(t.app, t.db);
    const addLine = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/cart', headers: shopper.auth, payload: { product_id: p.id, ...body } });
    await addLine({ size: p.sizes[0], color: p.colors[0] });
    await addLine({ size: p.sizes[1], color: p.colors[0] });
    await addLine({});
    await placeOrder(t.app, shopper, orderBody(cat, [{ quantity: 1 }]));
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: shopper.auth })).json() as { size: string | null }[];
    expect(cart.map((line) => line.size)).toEqual([p.sizes[1]]);
  });

  it('drops the order and releases its hold when Snap fails', async () => {
    const { cat, first } = await shirtWith(5);
    const orders0 = await orderCount();
    const saved = t.config.midtrans.snapBase;
    t.config.midtrans.snapBase = DEAD_URL;
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/order', headers: user.auth, payload: orderBody(cat, [{ quantity: 2 }]) });
      expect(res.statusCode).toBe(502);
    } finally {
      t.config.midtrans.snapBase = saved;
    }
    expect(await orderCount()).toBe(orders0);
    expect(await first()).toEqual({ stock: 5, held: 0 });
  });

  it('lets the sweep expire an order left without a payment attempt, releasing its hold', async () => {
    const { cat, first } = await shirtWith(5);
    const placed = await placeOrder(t.app, user, orderBody(cat, [{ quantity: 2 }]));
    // As if the server died between holding the stock and writing the attempt.
    await t.db.delete(paymentAttempts).where(eq(paymentAttempts.orderId, placed.order.id));
    await ageOrder(t.db, placed.order.id, (t.config.paymentExpiryMinutes + 1) * 60_000);
    expect(await runSweep(t.app)).toMatchObject({ expired: 1 });
    expect((await orderRow(t.db, placed.order.id)).status).toBe('expired');
    expect(await first()).toEqual({ stock: 5, held: 0 });
  });
});

describe('payments and expiry move the hold exactly once', () => {
  it('turns the hold into a sale on settlement, once however often it is reported', async () => {
    const { cat, first } = await shirtWith(5);
    const placed = await placeOrder(t.app, user, orderBody(cat, [{ quantity: 2 }]));
    for (let i = 0; i < 3; i++) expect(await notifyStatus(t, placed.order, 'settlement')).toBe(200);
    expect(await notifyStatus(t, placed.order, 'expire')).toBe(200);
    expect(await first()).toEqual({ stock: 3, held: 0 });
    expect((await orderRow(t.db, placed.order.id)).status).toBe('paid');
  });

  it('releases the hold on expire and cancel, once', async () => {
    const { cat, first } = await shirtWith(5);
    const a = await placeOrder(t.app, user, orderBody(cat, [{ quantity: 2 }]));
    const b = await placeOrder(t.app, user, orderBody(cat, [{ quantity: 1 }]));
    expect(await first()).toEqual({ stock: 5, held: 3 });
    for (let i = 0; i < 2; i++) expect(await notifyStatus(t, a.order, 'expire')).toBe(200);
    expect(await notifyStatus(t, b.order, 'cancel')).toBe(200);
    expect(await notifyStatus(t, b.order, 'cancel')).toBe(200);
    expect(await first()).toEqual({ stock: 5, held: 0 });
  });

  it('takes the stock again for a late payment when it is there', async () => {
    const { cat, first } = await shirtWith(5);
    const placed = await placeOrder(t.app, user, orderBody(cat, [{ quantity: 2 }]));
    await notifyStatus(t, placed.order, 'expire');
    await notifyStatus(t, placed.order, 'settlement');
    await notifyStatus(t, placed.order, 'settlement');
    expect(await first()).toEqual({ stock: 3, held: 0 });
    expect(await orderRow(t.db, placed.order.id)).toMatchObject({ status: 'paid', stockShort: false });
  });

  it('pays a late payment without the stock as stock_short, never below zero, and shows it to the admin', async () => {
    const { cat, first, p } = await shirtWith(3);
    const late = await placeOrder(t.app, user, orderBody(cat, [{ quantity: 2 }]));
    await notifyStatus(t, late.order, 'expire');
    const other = await placeOrder(t.app, user, orderBody(cat, [{ quantity: 2 }]));
    await notifyStatus(t, other.order, 'settlement');
    expect(await first()).toEqual({ stock: 1, held: 0 });
    await notifyStatus(t, late.order, 'settlement');
    expect(await first()).toEqual({ stock: 1, held: 0 });
    expect(await orderRow(t.db, late.order.id)).toMatchObject({ status: 'paid', stockShort: true });
    const admin = await createUser(t.app, t.db, { role: 'admin' });
    const list = (await t.app.inject({ method: 'GET', url: '/api/order', headers: admin.auth })).json() as {
      id: number;
      stock_short: boolean;
    }[];
    expect(list.find((o) => o.id === late.order.id)).toMatchObject({ stock_short: true });
    const detail = await t.app.inject({ method: 'GET', url: `/api/order/${late.order.id}`, headers: user.auth });
    expect(detail.json().order).toMatchObject({ stock_short: true });
    // Its reversal gives back nothing it never took.
    await notifyStatus(t, late.order, 'deny');
    expect(await orderRow(t.db, late.order.id)).toMatchObject({ status: 'cancelled' });
    expect(await variantStock(t.db, p.id, p.sizes[0] as string, p.colors[0] as string)).toEqual({ stock: 1, held: 0 });
  });

  it('gives the sold stock back when a paid order is reversed before shipping, once', async () => {
    const { cat, first } = await shirtWith(5);
    const placed = await placeOrder(t.app, user, orderBody(cat, [{ quantity: 2 }]));
    await notifyStatus(t, placed.order, 'settlement');
    expect(await first()).toEqual({ stock: 3, held: 0 });
    await notifyStatus(t, placed.order, 'deny');
    await notifyStatus(t, placed.order, 'deny');
    expect(await orderRow(t.db, placed.order.id)).toMatchObject({ status: 'cancelled' });
    expect(await first()).toEqual({ stock: 5, held: 0 });
  });
});
