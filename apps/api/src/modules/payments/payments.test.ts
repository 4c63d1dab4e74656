import { MESSAGES, NOTIFICATION_TITLES } from '@gayaku/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, paymentNotifications } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import {
  createCatalogue,
  listenForPayments,
  notify,
  orderBody,
  orderRow,
  placeOrder,
  signedNotification,
  simForce,
  simPost,
  simPress,
  soldCount,
  titlesFor,
  verdictsFor,
  waitFor,
  waitForStatus,
  type Catalogue,
} from '../../../test/order-factories.ts';

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

const signed = (orderId: string, status: string, gross: number | string, extra: { fraud?: string; statusCode?: string } = {}) =>
  signedNotification(t.config.midtrans.serverKey, { orderId, status, gross, ...extra });
const setStatus = (id: number, status: string, who: TestUser) =>
  t.app.inject({ method: 'PUT', url: `/api/order/${id}/status`, headers: who.auth, payload: { status } });

describe('GET /api/payment/config', () => {
  it('tells the storefront where snap.js is and which client key to give it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ snap_js_url: '/payment-sandbox/snap/snap.js', client_key: t.config.midtrans.clientKey });
    const js = await t.app.inject({ method: 'GET', url: res.json().snap_js_url });
    expect(js.statusCode).toBe(200);
  });
});

describe('the whole flow through HTTP', () => {
  it('order → pay on the simulator → signed notification → paid → shipped → delivered', async () => {
    const before = await soldCount(t.db, cat.products[0]!.id);
    const { order, snapToken } = await placeOrder(t.app, user, orderBody(cat, [{ product: 0, quantity: 3 }]));

    const press = await simPress(t.app, snapToken, 'pay');
    expect(press.statusCode).toBe(200);
    expect(press.json().event).toBe('success');
    // The browser's onSuccess result proves nothing: the order is paid only by the notification.
    expect((await orderRow(t.db, order.id)).status).toBe('pending');
    await waitForStatus(t.db, order.id, 'paid');

    const paid = await orderRow(t.db, order.id);
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(await soldCount(t.db, cat.products[0]!.id)).toBe(before + 3);
    expect(await verdictsFor(t.db, order.midtrans_order_id)).toEqual(['applied']);

    expect((await setStatus(order.id, 'shipped', admin)).statusCode).toBe(200);
    expect((await setStatus(order.id, 'delivered', user)).statusCode).toBe(200);
    expect((await orderRow(t.db, order.id)).status).toBe('delivered');

    const notes = await t.db.select().from(notifications).where(eq(notifications.orderId, order.id)).orderBy(notifications.id);
    expect(notes.map((n) => n.title)).toEqual([
      NOTIFICATION_TITLES.created,
      NOTIFICATION_TITLES.paid,
      NOTIFICATION_TITLES.shipped,
      NOTIFICATION_TITLES.delivered,
      NOTIFICATION_TITLES.review,
    ]);
    for (const note of notes) {
      expect(note.userId).toBe(user.id);
      expect(note.message).toContain(`ID #${order.id}`);
    }
    expect(notes.filter((n) => n.title.includes('Telah Dikirim')).map((n) => n.title)).toEqual(['Pesanan Telah Dikirim']);
  });
});

describe('POST /api/payments/midtrans/notification', () => {
  it('refuses a forged signature with 401, records it and changes nothing', async () => {
    const { order } = await placeOrder(t.app, user, orderBody(cat));
    const forged = signedNotification('SB-Mid-server-ATTACKER', {
      orderId: order.midtrans_order_id,
      status: 'settlement',
      gross: order.total_price,
    });
    const res = await notify(t.app, forged);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.invalidSignature, code: 'UNAUTHORIZED' });
    for (const junk of [{ ...forged, signature_key: undefined }, [1, 2], { order_id: order.midtrans_order_id }]) {
      expect((await notify(t.app, junk)).statusCode).toBe(401);
    }
    // The simulator's own forgery is refused as well.
    expect((await simPost(t.app, `/notifications/${order.midtrans_order_id}/forge`)).statusCode).toBe(200);
    await waitFor(async () => (await verdictsFor(t.db, order.midtrans_order_id)).length >= 4);
    expect(await verdictsFor(t.db, order.midtrans_order_id)).toEqual(Array(4).fill('invalid_signature'));
    const [row] = await t.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.midtransOrderId, order.midtrans_order_id))
      .limit(1);
    // A forgery is kept in bounded form: its first bytes (here all of it), its size and a hash.
    const kept = row?.raw as { prefix: string; bytes: number; sha256: string };
    expect(JSON.parse(kept.prefix)).toMatchObject({ signature_key: forged.signature_key, transaction_status: 'settlement' });
    expect(kept.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await orderRow(t.db, order.id)).status).toBe('pending');
  });

  it('answers 200 to an authentic notification with the wrong amount, and leaves the order alone', async () => {
    const { order } = await placeOrder(t.app, user, orderBody(cat));
    for (const gross of [order.total_price - 1, `${order.total_price}.50`, 1]) {
      expect((await notify(t.app, signed(order.midtrans_order_id, 'settlement', gross))).statusCode).toBe(200);
    }
    expect(await verdictsFor(t.db, order.midtrans_order_id)).toEqual(Array(3).fill('amount_mismatch'));
    expect((await orderRow(t.db, order.id)).status).toBe('pending');
  });

  it('answers 200 to an authentic notification for an unknown order and records it', async () => {
    const res = await notify(t.app, signed('GAYAKU-999999-deadbeef', 'settlement', 1000));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.notificationReceived });
    expect(await verdictsFor(t.db, 'GAYAKU-999999-deadbeef')).toEqual(['unknown_order']);
  });

  it('applies five identical notifications in parallel once: sold_count grows once', async () => {
    const product = cat.products[1]!;
    const before = await soldCount(t.db, product.id);
    const { order } = await placeOrder(t.app, user, orderBody(cat, [{ product: 1, quantity: 2 }]));
    const body = signed(order.midtrans_order_id, 'settlement', order.total_price);
    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(t.app, body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await orderRow(t.db, order.id)).status).toBe('paid');
    expect(await soldCount(t.db, product.id)).toBe(before + 2);
    expect((await verdictsFor(t.db, order.midtrans_order_id)).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect((await titlesFor(t.db, order.id)).filter((title) => title === NOTIFICATION_TITLES.paid)).toHaveLength(1);

    // The simulator replaying its notification changes nothing more.
    expect((await simForce(t.app, order.midtrans_order_id, 'settlement')).statusCode).toBe(200);
    expect((await simPost(t.app, `/notifications/${order.midtrans_order_id}/replay`, { times: 3 })).statusCode).toBe(200);
    await waitFor(async () => (await verdictsFor(t.db, order.midtrans_order_id)).length === 9);
    expect(await soldCount(t.db, product.id)).toBe(before + 2);
  });

  it('keeps a paid order paid when a stale pending arrives after the settlement', async () => {
    const { order, snapToken } = await placeOrder(t.app, user, orderBody(cat));
    await simPress(t.app, snapToken, 'pay');
    await waitForStatus(t.db, order.id, 'paid');
    expect((await simPost(t.app, `/notifications/${order.midtrans_order_id}/out-of-order`)).statusCode).toBe(200);
    await waitFor(async () => (await verdictsFor(t.db, order.midtrans_order_id)).length === 3);
    expect(await verdictsFor(t.db, order.midtrans_order_id)).toEqual(['applied', 'duplicate', 'ignored']);
    expect((await orderRow(t.db, order.id)).status).toBe('paid');
  });

  it('keeps a paid order paid when an expire or cancel arrives late', async () => {
    const { order } = await placeOrder(t.app, user, orderBody(cat));
    await notify(t.app, signed(order.midtrans_order_id, 'settlement', order.total_price));
    expect((await notify(t.app, signed(order.midtrans_order_id, 'expire', order.total_price))).statusCode).toBe(200);
    expect((await notify(t.app, signed(order.midtrans_order_id, 'cancel', order.total_price))).statusCode).toBe(200);
    expect((await orderRow(t.db, order.id)).status).toBe('paid');
    // A paid attempt said expire/cancel afterwards: money and order disagree, a person must look.
    expect(await verdictsFor(t.db, order.midtrans_order_id)).toEqual(['applied', 'needs_review', 'needs_review']);
    expect(await titlesFor(t.db, order.id)).toEqual([NOTIFICATION_TITLES.created, NOTIFICATION_TITLES.paid]);
  });

  it('keeps the order pending after a deny, and a later payment still pays it', async () => {
    const { order, snapToken } = await placeOrder(t.app, user, orderBody(cat));
    expect((await simPress(t.app, snapToken, 'fail')).json().event).toBe('error');
    await waitFor(async () => (await verdictsFor(t.db, order.midtrans_order_id)).length === 1);
    expect((await orderRow(t.db, order.id)).status).toBe('pending');
    expect((await simPress(t.app, snapToken, 'pay')).json().event).toBe('success');
    await waitForStatus(t.db, order.id, 'paid');
    expect(await verdictsFor(t.db, order.midtrans_order_id)).toEqual(['ignored', 'applied']);
  });

  it('cancels a paid order on a settlement → deny reversal and gives sold_count back', async () => {
    const product = cat.products[0]!;
    const before = await soldCount(t.db, product.id);
    const { order, snapToken } = await placeOrder(t.app, user, orderBody(cat, [{ product: 0, quantity: 4 }]));
    await simPress(t.app, snapToken, 'pay');
    await waitForStatus(t.db, order.id, 'paid');
    expect(await soldCount(t.db, product.id)).toBe(before + 4);

    expect((await simForce(t.app, order.midtrans_order_id, 'deny')).statusCode).toBe(200);
    await waitForStatus(t.db, order.id, 'cancelled');
    expect(await soldCount(t.db, product.id)).toBe(before);
    expect(await titlesFor(t.db, order.id)).toEqual([NOTIFICATION_TITLES.created, NOTIFICATION_TITLES.paid, NOTIFICATION_TITLES.cancelled]);
    // The same deny again, or a settlement afterwards, moves nothing.
    await notify(t.app, signed(order.midtrans_order_id, 'deny', order.total_price));
    await notify(t.app, signed(order.midtrans_order_id, 'settlement', order.total_price));
    expect((await orderRow(t.db, order.id)).status).toBe('cancelled');
    expect(await soldCount(t.db, product.id)).toBe(before);
    expect(await verdictsFor(t.db, order.midtrans_order_id)).toEqual(['applied', 'applied', 'duplicate', 'needs_review']);
  });

  it('does not reverse an order that has already been shipped, but flags it', async () => {
    const { order } = await placeOrder(t.app, user, orderBody(cat));
    await notify(t.app, signed(order.midtrans_order_id, 'settlement', order.total_price));
    await setStatus(order.id, 'shipped', admin);
    await notify(t.app, signed(order.midtrans_order_id, 'deny', order.total_price));
    expect((await orderRow(t.db, order.id)).status).toBe('shipped');
    expect(await verdictsFor(t.db, order.midtrans_order_id)).toEqual(['applied', 'needs_review']);
  });

  it('expires or cancels a pending order from a notification, with its notification', async () => {
    const a = await placeOrder(t.app, user, orderBody(cat));
    const b = await placeOrder(t.app, user, orderBody(cat));
    await notify(t.app, signed(a.order.midtrans_order_id, 'expire', a.order.total_price));
    await notify(t.app, signed(b.order.midtrans_order_id, 'cancel', b.order.total_price));
    expect((await orderRow(t.db, a.order.id)).status).toBe('expired');
    expect((await orderRow(t.db, b.order.id)).status).toBe('cancelled');
    expect((await titlesFor(t.db, a.order.id)).at(-1)).toBe('Pesanan Kadaluarsa');
    expect((await titlesFor(t.db, b.order.id)).at(-1)).toBe('Pesanan Dibatalkan');
    // Money arriving for a cancelled order is recorded for a person to refund; the order stays cancelled.
    await notify(t.app, signed(b.order.midtrans_order_id, 'settlement', b.order.total_price));
    expect((await orderRow(t.db, b.order.id)).status).toBe('cancelled');
    expect(await verdictsFor(t.db, b.order.midtrans_order_id)).toEqual(['applied', 'needs_review']);
    // For an expired order it is a late payment: paid, its stock taken again (docs/shop-rules.md, "Holds").
    await notify(t.app, signed(a.order.midtrans_order_id, 'settlement', a.order.total_price));
    expect(await orderRow(t.db, a.order.id)).toMatchObject({ status: 'paid', stockShort: false });
    expect((await titlesFor(t.db, a.order.id)).at(-1)).toBe('Pembayaran Berhasil');
    expect(await verdictsFor(t.db, a.order.midtrans_order_id)).toEqual(['applied', 'applied']);
  });

  it('keeps pending on pending, on a capture under fraud review, and on statuses it does not know', async () => {
    const { order } = await placeOrder(t.app, user, orderBody(cat));
    await notify(t.app, signed(order.midtrans_order_id, 'pending', order.total_price));
    await notify(t.app, signed(order.midtrans_order_id, 'capture', order.total_price, { fraud: 'challenge' }));
    await notify(t.app, signed(order.midtrans_order_id, 'brand_new_status', order.total_price));
    expect((await orderRow(t.db, order.id)).status).toBe('pending');
    await notify(t.app, signed(order.midtrans_order_id, 'capture', order.total_price, { fraud: 'accept' }));
    expect((await orderRow(t.db, order.id)).status).toBe('paid');
  });
});
