/**
 * Races through HTTP (app.inject, Promise.all): the requests really run at once on the pool's
 * connections (embedded PostgreSQL, or TEST_DATABASE_URL's).
 */
import { MESSAGES, NOTIFICATION_TITLES } from '@gayaku/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, notifications, orderItems, orders, paymentAttempts } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { testDatabaseDriver } from '../database.ts';
import { createUser, type TestUser } from '../factories.ts';
import {
  attemptsOf,
  createCatalogue,
  listenForPayments,
  notify,
  orderBody,
  orderRow,
  placeOrder,
  signedNotification,
  soldCount,
  titlesFor,
  verdictsFor,
  type Catalogue,
} from '../order-factories.ts';

let t: TestApp;
let cat: Catalogue;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  cat = await createCatalogue(t.db, { prices: [150_000, 89_000, 25_000], shippingCost: 20_000 });
  admin = await createUser(t.app, t.db, { role: 'admin' });
});
afterAll(async () => t?.close());

const parallel = <T>(n: number, call: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => call(i)));

describe(`concurrent requests (${testDatabaseDriver()})`, () => {
  it('50 parallel adds of one product to one cart make one line of 50', async () => {
    const user = await createUser(t.app, t.db);
    const productId = cat.products[0]!.id;
    const answers = await parallel(50, () =>
      t.app.inject({ method: 'POST', url: '/api/cart', headers: user.auth, payload: { product_id: productId, quantity: 1 } }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    const cart = (await t.app.inject({ url: '/api/cart', headers: user.auth })).json() as { product_id: number; quantity: number }[];
    expect(cart).toEqual([expect.objectContaining({ product_id: productId, quantity: 50 })]);
    // Every answer saw a quantity between 1 and 50, each exactly once: no add was lost or doubled.
    expect(answers.map((a) => a.json().quantity).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('50 parallel copies of one settlement notification pay the order once and raise sold_count once', async () => {
    const user = await createUser(t.app, t.db);
    const product = cat.products[1]!;
    const before = await soldCount(t.db, product.id);
    const { order } = await placeOrder(t.app, user, orderBody(cat, [{ product: 1, quantity: 3 }]));
    const body = signedNotification(t.config.midtrans.serverKey, {
      orderId: order.midtrans_order_id,
      status: 'settlement',
      gross: order.total_price,
    });
    const answers = await parallel(50, () => notify(t.app, body));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect((await orderRow(t.db, order.id)).status).toBe('paid');
    expect(await soldCount(t.db, product.id)).toBe(before + 3);
    const verdicts = await verdictsFor(t.db, order.midtrans_order_id);
    expect(verdicts.filter((v) => v === 'applied')).toHaveLength(1);
    expect(verdicts.filter((v) => v === 'duplicate')).toHaveLength(49);
    expect((await titlesFor(t.db, order.id)).filter((x) => x === NOTIFICATION_TITLES.paid)).toHaveLength(1);
  });

  it('20 parallel GET /api/order/payment/{id} make at most one new attempt', async () => {
    const user = await createUser(t.app, t.db);
    const { order, snapToken } = await placeOrder(t.app, user, orderBody(cat));
    const pay = () => t.app.inject({ url: `/api/order/payment/${order.midtrans_order_id}`, headers: user.auth });

    // Token still valid: everybody gets it back, no new attempt.
    const fresh = await parallel(20, pay);
    expect(fresh.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(fresh.map((a) => a.json().snap_token))).toEqual(new Set([snapToken]));
    expect(await attemptsOf(t.db, order.id)).toHaveLength(1);

    // Token ran out: exactly one new attempt, and all twenty callers get its token.
    await t.db
      .update(paymentAttempts)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentAttempts.orderId, order.id));
    const renewed = await parallel(20, pay);
    expect(renewed.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const tokens = new Set(renewed.map((a) => a.json().snap_token));
    expect(tokens.size).toBe(1);
    const attempts = await attemptsOf(t.db, order.id);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.snapToken).toBe([...tokens][0]);
    expect((await orderRow(t.db, order.id)).midtransOrderId).toBe(attempts[1]!.midtransOrderId);
  });

  it('two parallel checkouts of the same cart make whole, correct orders and empty the cart', async () => {
    const user = await createUser(t.app, t.db);
    const lines = [
      { product: 0, quantity: 2 },
      { product: 2, quantity: 5 },
    ];
    for (const { product, quantity } of lines) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: user.auth,
        payload: { product_id: cat.products[product]!.id, quantity },
      });
      expect(res.statusCode).toBe(201);
    }
    const body = orderBody(cat, lines);
    const answers = await parallel(2, () => t.app.inject({ method: 'POST', url: '/api/order', headers: user.auth, payload: body }));
    // Either both succeed (each a complete order) or one is refused with a clean 4xx: never a 500.
    for (const a of answers) expect([201, 400, 409]).toContain(a.statusCode);
    const made = answers.filter((a) => a.statusCode === 201).map((a) => a.json().order as { id: number });
    expect(made.length).toBeGreaterThanOrEqual(1);

    const subtotal = 2 * cat.products[0]!.price + 5 * cat.products[2]!.price;
    const rows = await t.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(rows.map((r) => r.id).sort()).toEqual(made.map((o) => o.id).sort()); // nothing half-made left behind
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pending', subtotal, shippingCost: cat.shippingCost, totalPrice: subtotal + cat.shippingCost });
      const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
      expect(items.map((i) => [i.productId, i.quantity, i.price * i.quantity === i.subtotal]).sort()).toEqual(
        [
          [cat.products[0]!.id, 2, true],
          [cat.products[2]!.id, 5, true],
        ].sort(),
      );
      const attempts = await attemptsOf(t.db, row.id);
      expect(attempts.map((a) => [a.midtransOrderId, a.grossAmount])).toEqual([[row.midtransOrderId, row.totalPrice]]);
      expect(await titlesFor(t.db, row.id)).toEqual([NOTIFICATION_TITLES.created]);
    }
    const [left] = await t.db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, user.id));
    expect(left?.n).toBe(0);
  });

  it('20 parallel "ship" calls move a paid order once, the rest answer 409', async () => {
    const user = await createUser(t.app, t.db);
    const { order } = await placeOrder(t.app, user, orderBody(cat));
    await notify(
      t.app,
      signedNotification(t.config.midtrans.serverKey, { orderId: order.midtrans_order_id, status: 'settlement', gross: order.total_price }),
    );
    const answers = await parallel(20, () =>
      t.app.inject({ method: 'PUT', url: `/api/order/${order.id}/status`, headers: admin.auth, payload: { status: 'shipped' } }),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(19).fill(409)]);
    expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('CONFLICT');
    const shippedNotes = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.orderId, order.id), inArray(notifications.title, [NOTIFICATION_TITLES.shipped])));
    expect(shippedNotes[0]?.n).toBe(1);
    expect(MESSAGES.illegalStatusChange('shipped', 'shipped')).toBe(answers.find((a) => a.statusCode === 409)?.json().message);
  });
});
