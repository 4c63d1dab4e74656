import { NOTIFICATION_TITLES } from '@gayaku/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentNotifications } from '../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import {
  ageOrder,
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
  waitFor,
  type Catalogue,
  type PlacedOrder,
} from '../../test/order-factories.ts';
import { startSweeper } from './scheduler.ts';
import { runSweep } from './sweep.ts';

let t: TestApp;
let cat: Catalogue;
let user: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  cat = await createCatalogue(t.db);
  user = await createUser(t.app, t.db);
  admin = await createUser(t.app, t.db, { role: 'admin' });
});
afterAll(async () => t?.close());

const MINUTE = 60_000;
const overdue = () => (t.config.paymentExpiryMinutes + 1) * MINUTE;

/** Places an order whose notifications go nowhere (as if Midtrans could not reach us). */
async function orderWithLostNotifications(): Promise<PlacedOrder> {
  const saved = t.config.publicUrl;
  t.config.publicUrl = DEAD_URL;
  try {
    return await placeOrder(t.app, user, orderBody(cat));
  } finally {
    t.config.publicUrl = saved;
  }
}

async function settleWithoutNotification(): Promise<PlacedOrder> {
  const placed = await orderWithLostNotifications();
  expect((await simPress(t.app, placed.snapToken, 'pay')).json().event).toBe('success');
  await waitFor(async () => (await simTransaction(t.app, placed.order.midtrans_order_id)).transaction_status === 'settlement');
  return placed;
}

async function deliveredOrder(daysAgo: number): Promise<number> {
  const { order } = await placeOrder(t.app, user, orderBody(cat));
  await notify(
    t.app,
    signedNotification(t.config.midtrans.serverKey, { orderId: order.midtrans_order_id, status: 'settlement', gross: order.total_price }),
  );
  await t.app.inject({ method: 'PUT', url: `/api/order/${order.id}/status`, headers: admin.auth, payload: { status: 'shipped' } });
  await t.app.inject({ method: 'PUT', url: `/api/order/${order.id}/status`, headers: user.auth, payload: { status: 'delivered' } });
  await t.db
    .update(orders)
    .set({ deliveredAt: sql`now() - ${`${daysAgo} days`}::interval` })
    .where(eq(orders.id, order.id));
  return order.id;
}

describe('runSweep', () => {
  it('expires an unpaid order after PAYMENT_EXPIRY_MINUTES, once, with a notification', async () => {
    const fresh = await placeOrder(t.app, user, orderBody(cat));
    const stale = await placeOrder(t.app, user, orderBody(cat));
    await ageOrder(t.db, stale.order.id, overdue());
    const result = await runSweep(t.app);
    expect(result).toMatchObject({ ran: true, expired: 1, errors: 0 });
    expect((await orderRow(t.db, stale.order.id)).status).toBe('expired');
    expect((await orderRow(t.db, fresh.order.id)).status).toBe('pending');
    expect(await titlesFor(t.db, stale.order.id)).toEqual([NOTIFICATION_TITLES.created, NOTIFICATION_TITLES.expired]);
    expect((await titlesFor(t.db, stale.order.id)).filter((x) => x === 'Pesanan Kadaluarsa')).toHaveLength(1);
    expect((await runSweep(t.app)).expired).toBe(0);
  });

  it('completes orders delivered more than COMPLETE_AFTER_DAYS ago', async () => {
    const old = await deliveredOrder(t.config.completeAfterDays + 1);
    const recent = await deliveredOrder(t.config.completeAfterDays - 1);
    const result = await runSweep(t.app);
    expect(result.completed).toBe(1);
    expect((await orderRow(t.db, old)).status).toBe('completed');
    expect((await orderRow(t.db, old)).completedAt).toBeInstanceOf(Date);
    expect((await orderRow(t.db, recent)).status).toBe('delivered');
    expect((await titlesFor(t.db, old)).at(-1)).toBe(NOTIFICATION_TITLES.completed);
  });

  it('reconciles a payment whose notification was lost (Get Status → paid)', async () => {
    const before = await soldCount(t.db, cat.products[0]!.id);
    const { order } = await settleWithoutNotification();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await orderRow(t.db, order.id)).status).toBe('pending');

    // Younger than ~2 minutes: Midtrans may still notify, so the sweep does not ask yet.
    expect((await runSweep(t.app)).checked).toBe(0);
    await ageOrder(t.db, order.id, 3 * MINUTE);
    const result = await runSweep(t.app);
    expect(result).toMatchObject({ ran: true, checked: 1, reconciled: 1, errors: 0 });
    expect((await orderRow(t.db, order.id)).status).toBe('paid');
    expect(await soldCount(t.db, cat.products[0]!.id)).toBe(before + 1);
    const records = await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.midtransOrderId, order.midtrans_order_id));
    expect(records.map((r) => [r.source, r.verdict])).toEqual([['reconcile', 'applied']]);
    expect(await titlesFor(t.db, order.id)).toEqual([NOTIFICATION_TITLES.created, NOTIFICATION_TITLES.paid]);
  });

  it('changes nothing when Get Status says there is no payment yet (404)', async () => {
    const { order } = await placeOrder(t.app, user, orderBody(cat));
    await ageOrder(t.db, order.id, 3 * MINUTE);
    const result = await runSweep(t.app);
    expect(result.checked).toBeGreaterThanOrEqual(1);
    expect(result.errors).toBe(0);
    expect((await orderRow(t.db, order.id)).status).toBe('pending');
    expect(await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.midtransOrderId, order.midtrans_order_id))).toEqual(
      [],
    );
  });

  it('pays, not expires, an overdue order that Midtrans says was paid', async () => {
    const { order } = await settleWithoutNotification();
    await ageOrder(t.db, order.id, overdue());
    const result = await runSweep(t.app);
    expect(result.expired).toBe(0);
    expect((await orderRow(t.db, order.id)).status).toBe('paid');
  });

  it('does not expire an overdue order while Midtrans cannot be asked', async () => {
    const { order } = await placeOrder(t.app, user, orderBody(cat));
    await ageOrder(t.db, order.id, overdue());
    const saved = t.config.midtrans.apiBase;
    t.config.midtrans.apiBase = DEAD_URL;
    try {
      const result = await runSweep(t.app);
      expect(result.errors).toBeGreaterThanOrEqual(1);
      expect((await orderRow(t.db, order.id)).status).toBe('pending');
    } finally {
      t.config.midtrans.apiBase = saved;
    }
    expect((await runSweep(t.app)).expired).toBeGreaterThanOrEqual(1);
    expect((await orderRow(t.db, order.id)).status).toBe('expired');
  });
});

describe('startSweeper', () => {
  it('runs the sweep on its interval and stops cleanly', async () => {
    const { order } = await placeOrder(t.app, user, orderBody(cat));
    await ageOrder(t.db, order.id, overdue());
    const stop = startSweeper(t.app, { intervalMs: 50 });
    try {
      await waitFor(async () => (await orderRow(t.db, order.id)).status === 'expired');
    } finally {
      await stop();
    }
  });
});
