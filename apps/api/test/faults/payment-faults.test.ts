/**
 * Payment faults:
 *  (b) Snap unreachable or broken at checkout → 502 'Gagal mendapatkan token pembayaran.' and no
 *      orders / order_items / payment_attempts rows (nor a notification, nor a cart change);
 *  (c) a crash while a notification is being applied (simulated by a trigger that fails inside the
 *      handler's transaction, after the order row was updated) leaves nothing half-done, and the
 *      reconciler (runSweep → Get Status) repairs it: paid once, sold_count once.
 */
import { MESSAGES, NOTIFICATION_TITLES } from '@gayaku/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, notifications, orderItems, orders, paymentAttempts } from '../../src/db/schema.ts';
import { runSweep } from '../../src/jobs/sweep.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createUser, type TestUser } from '../factories.ts';
import {
  ageOrder,
  attemptsOf,
  createCatalogue,
  DEAD_URL,
  listenForPayments,
  notify,
  orderBody,
  orderRow,
  placeOrder,
  signedNotification,
  simPress,
  simTransaction,
  soldCount,
  titlesFor,
  verdictsFor,
  waitFor,
  type Catalogue,
} from '../order-factories.ts';

let t: TestApp;
let base: string;
let cat: Catalogue;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp({
    extend: (app) => {
      // Stand-ins for a Snap that answers, but badly.
      app.post('/__fake-snap/error/v1/transactions', async (_req, reply) =>
        reply.status(500).type('text/html').send('<h1>Internal Server Error</h1>'),
      );
      app.post('/__fake-snap/garbage/v1/transactions', async () => ({ status_code: '201', tokenn: 'x' }));
    },
  });
  base = await listenForPayments(t);
  cat = await createCatalogue(t.db);
  user = await createUser(t.app, t.db);
});
afterAll(async () => t?.close());

async function rowCounts() {
  const n = async (table: typeof orders | typeof orderItems | typeof paymentAttempts | typeof notifications) =>
    (await t.db.select({ n: count() }).from(table))[0]?.n;
  return { orders: await n(orders), items: await n(orderItems), attempts: await n(paymentAttempts), notifications: await n(notifications) };
}

describe('(b) Snap failing at checkout', () => {
  it.each([
    ['unreachable', () => DEAD_URL],
    ['answering 500 with HTML', () => `${base}/__fake-snap/error`],
    ['answering 200 without a token', () => `${base}/__fake-snap/garbage`],
  ])('%s → 502 with the Indonesian message, and nothing is written', async (_name, snapBase) => {
    await t.db.insert(cartItems).values({ userId: user.id, productId: cat.products[0]!.id, quantity: 3 }).onConflictDoNothing();
    const before = await rowCounts();
    const saved = t.config.midtrans.snapBase;
    t.config.midtrans.snapBase = snapBase();
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/order',
        headers: user.auth,
        payload: orderBody(cat, [{ product: 0, quantity: 3 }]),
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: 'Gagal mendapatkan token pembayaran.', code: 'BAD_GATEWAY' });
      expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|Internal Server Error|fetch failed|stack/i);
    } finally {
      t.config.midtrans.snapBase = saved;
    }
    expect(await rowCounts()).toEqual(before);
    const cart = await t.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
    expect(cart.map((c) => [c.productId, c.quantity])).toEqual([[cat.products[0]!.id, 3]]);
  });

  it('works again as soon as Snap is back', async () => {
    const placed = await placeOrder(t.app, user, orderBody(cat, [{ product: 0, quantity: 3 }]));
    expect(await attemptsOf(t.db, placed.order.id)).toHaveLength(1);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toEqual([]);
  });
});

describe('(c) a crash while applying a notification', () => {
  it('leaves nothing half-done, and the reconciler pays the order once', async () => {
    const product = cat.products[1]!;
    // Notifications of this order go nowhere (as if every delivery were lost).
    t.config.publicUrl = DEAD_URL;
    const placed = await placeOrder(t.app, user, orderBody(cat, [{ product: 1, quantity: 4 }])).finally(() => (t.config.publicUrl = base));
    const { order, snapToken } = placed;
    const before = await soldCount(t.db, product.id);
    expect((await simPress(t.app, snapToken, 'pay')).statusCode).toBe(200);
    await waitFor(async () => (await simTransaction(t.app, order.midtrans_order_id)).transaction_status === 'settlement');

    // The process "dies" inside the handler's transaction: after the order row and sold_count were
    // updated, writing the user's notification fails.
    await t.db.execute(
      sql.raw(`create function gayaku_test_crash() returns trigger language plpgsql as $$
        begin raise exception 'simulated crash while applying'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger gayaku_test_crash before insert on notifications for each row
        when (new.title = '${NOTIFICATION_TITLES.paid}') execute function gayaku_test_crash()`),
    );
    try {
      const body = signedNotification(t.config.midtrans.serverKey, {
        orderId: order.midtrans_order_id,
        status: 'settlement',
        gross: order.total_price,
      });
      const res = await notify(t.app, body);
      expect(res.statusCode).toBe(500); // Midtrans retries any non-2xx
      expect(res.json()).toEqual({ message: MESSAGES.internal, code: 'INTERNAL' });
    } finally {
      await t.db.execute(sql.raw('drop trigger gayaku_test_crash on notifications'));
      await t.db.execute(sql.raw('drop function gayaku_test_crash()'));
    }
    const crashed = await orderRow(t.db, order.id);
    expect(crashed.status).toBe('pending');
    expect(crashed.paidAt).toBeNull();
    expect(await soldCount(t.db, product.id)).toBe(before);
    expect((await attemptsOf(t.db, order.id))[0]?.transactionStatus).toBeNull();
    expect(await verdictsFor(t.db, order.midtrans_order_id)).toEqual([]);

    // Younger than the recheck delay: the sweep leaves it alone; older: Get Status repairs it.
    expect((await runSweep(t.app)).reconciled).toBe(0);
    await ageOrder(t.db, order.id, 3 * 60_000);
    expect(await runSweep(t.app)).toMatchObject({ ran: true, reconciled: 1, errors: 0 });
    expect((await orderRow(t.db, order.id)).status).toBe('paid');
    expect(await soldCount(t.db, product.id)).toBe(before + 4);
    expect(await titlesFor(t.db, order.id)).toEqual([NOTIFICATION_TITLES.created, NOTIFICATION_TITLES.paid]);

    // Midtrans' own retry arriving afterwards changes nothing.
    const retry = await notify(
      t.app,
      signedNotification(t.config.midtrans.serverKey, { orderId: order.midtrans_order_id, status: 'settlement', gross: order.total_price }),
    );
    expect(retry.statusCode).toBe(200);
    expect(await soldCount(t.db, product.id)).toBe(before + 4);
    expect(await verdictsFor(t.db, order.midtrans_order_id)).toEqual(['applied', 'duplicate']);
  });
});
