import { MESSAGES, NOTIFICATION_TITLES } from '@gayaku/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, paymentAttempts } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
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
  waitForStatus,
  type Catalogue,
} from '../../../test/order-factories.ts';

let t: TestApp;
let cat: Catalogue;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  cat = await createCatalogue(t.db);
  user = await createUser(t.app, t.db);
});
afterAll(async () => t?.close());

const pay = (midtransOrderId: string) => t.app.inject({ method: 'GET', url: `/api/order/payment/${midtransOrderId}`, headers: user.auth });

describe('GET /api/order/payment/{midtrans_order_id}', () => {
  it('hands out the still-valid token of the latest attempt without a new attempt', async () => {
    const { order, snapToken } = await placeOrder(t.app, user, orderBody(cat));
    const res = await pay(order.midtrans_order_id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, snap_token: snapToken, message: MESSAGES.paymentReady });
    expect(await attemptsOf(t.db, order.id)).toHaveLength(1);
  });

  it("writes no second 'Pesanan Dibuat' when the shopper pays again, with or without a new attempt", async () => {
    const { order } = await placeOrder(t.app, user, orderBody(cat));
    expect((await pay(order.midtrans_order_id)).statusCode).toBe(200);
    await t.db
      .update(paymentAttempts)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentAttempts.orderId, order.id));
    expect((await pay(order.midtrans_order_id)).statusCode).toBe(200);
    expect(await attemptsOf(t.db, order.id)).toHaveLength(2);
    const notes = await t.db.select().from(notifications).where(eq(notifications.orderId, order.id));
    expect(notes.map((n) => n.title)).toEqual([NOTIFICATION_TITLES.created]);
  });

  it('makes exactly one new attempt for 20 parallel calls once the token ran out', async () => {
    const { order, snapToken } = await placeOrder(t.app, user, orderBody(cat));
    await t.db
      .update(paymentAttempts)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentAttempts.orderId, order.id));
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(order.midtrans_order_id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const tokens = new Set(answers.map((a) => a.json().snap_token));
    expect(tokens.size).toBe(1);
    expect(tokens.has(snapToken)).toBe(false);

    const attempts = await attemptsOf(t.db, order.id);
    expect(attempts).toHaveLength(2);
    const latest = attempts[1]!;
    expect(latest.snapToken).toBe([...tokens][0]);
    expect(latest.midtransOrderId).toMatch(new RegExp(`^GAYAKU-${order.id}-[0-9a-f]{8}$`));
    expect((await orderRow(t.db, order.id)).midtransOrderId).toBe(latest.midtransOrderId);
    // The new token ends with the order's payment window, not a fresh 24 hours.
    const windowEnd = (await orderRow(t.db, order.id)).createdAt.getTime() + t.config.paymentExpiryMinutes * 60_000;
    expect(Math.abs(latest.tokenExpiresAt!.getTime() - windowEnd)).toBeLessThan(1000);

    // Old and new attempt ids both find the order; paying the new attempt pays the order.
    expect((await pay(order.midtrans_order_id)).json().snap_token).toBe(latest.snapToken);
    expect((await simPress(t.app, latest.snapToken!, 'pay')).statusCode).toBe(200);
    await waitForStatus(t.db, order.id, 'paid');
  });

  it('asks Snap for a page that ends with the payment window (the stock hold), not after it', async () => {
    const { order } = await placeOrder(t.app, user, orderBody(cat));
    const windowEnd = (await orderRow(t.db, order.id)).createdAt.getTime() + t.config.paymentExpiryMinutes * 60_000;
    const pageEnd = Date.parse(String((await simTransaction(t.app, order.midtrans_order_id)).expires_at));
    expect(pageEnd).toBeLessThanOrEqual(windowEnd);
    expect(windowEnd - pageEnd).toBeLessThan(61_000);
  });

  it('answers 409 once the order is not pending, or its payment window is over', async () => {
    const paid = await placeOrder(t.app, user, orderBody(cat));
    const body = signedNotification(t.config.midtrans.serverKey, {
      orderId: paid.order.midtrans_order_id,
      status: 'settlement',
      gross: paid.order.total_price,
    });
    await notify(t.app, body);
    const res = await pay(paid.order.midtrans_order_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.notPayable);

    const late = await placeOrder(t.app, user, orderBody(cat));
    await ageOrder(t.db, late.order.id, (t.config.paymentExpiryMinutes + 1) * 60_000);
    expect((await pay(late.order.midtrans_order_id)).statusCode).toBe(409);
    expect(await attemptsOf(t.db, late.order.id)).toHaveLength(1);
  });

  it('answers 502 and adds no attempt when Snap fails for a new attempt', async () => {
    const { order } = await placeOrder(t.app, user, orderBody(cat));
    await t.db
      .update(paymentAttempts)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentAttempts.orderId, order.id));
    const saved = t.config.midtrans.snapBase;
    t.config.midtrans.snapBase = DEAD_URL;
    try {
      const res = await pay(order.midtrans_order_id);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(MESSAGES.snapFailed);
    } finally {
      t.config.midtrans.snapBase = saved;
    }
    expect(await attemptsOf(t.db, order.id)).toHaveLength(1);
    expect((await orderRow(t.db, order.id)).midtransOrderId).toBe(order.midtrans_order_id);
  });
});
