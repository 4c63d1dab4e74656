/**
 * ASVS V2 (business logic) and V10/V13 (webhooks): the Midtrans notification endpoint is public,
 * so every forged, replayed, reordered, re-targeted or tampered notification must leave orders,
 * attempts and sold counts exactly as the genuine history says. Plus the ways a shopper might
 * try to pay without paying: setting the status directly, or driving the simulator remotely.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentNotifications } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createUser, type TestUser } from '../factories.ts';
import {
  createCatalogue,
  listenForPayments,
  orderBody,
  orderRow,
  placeOrder,
  signedNotification,
  soldCount,
  titlesFor,
  verdictsFor,
  type Catalogue,
  type PlacedOrder,
} from '../order-factories.ts';
import { attacker, expectError, expectNoChange, type Hit } from './attack-kit.ts';

let t: TestApp;
let hit: Hit;
let cat: Catalogue;
let shopper: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  hit = attacker(t.app, t.config);
  cat = await createCatalogue(t.db);
  shopper = await createUser(t.app, t.db);
});
afterAll(async () => t?.close());

const QUANTITY = 2;
const newOrder = (): Promise<PlacedOrder> => placeOrder(t.app, shopper, orderBody(cat, [{ product: 0, quantity: QUANTITY }]));
const sign = (orderId: string, status: string, gross: number | string, extra: { fraud?: string; statusCode?: string; key?: string } = {}) =>
  signedNotification(extra.key ?? t.config.midtrans.serverKey, { orderId, status, gross, ...extra });
const notify = (body: unknown) =>
  hit({ method: 'POST', url: '/api/payments/midtrans/notification', payload: body as Record<string, unknown> });
const statusOf = async (placed: PlacedOrder) => (await orderRow(t.db, placed.order.id)).status;

describe('forged notifications', () => {
  it('settlement signed with another server key → 401, recorded as invalid_signature, order stays pending', async () => {
    const placed = await newOrder();
    const sold = await soldCount(t.db, cat.products[0]!.id);
    const body = sign(placed.order.midtrans_order_id, 'settlement', placed.order.total_price, { key: 'SB-Mid-server-ATTACKER' });
    const res = await expectNoChange(t.db, () => notify(body));
    expectError(res, 401, 'UNAUTHORIZED');
    expect(await verdictsFor(t.db, placed.order.midtrans_order_id)).toEqual(['invalid_signature']);
    expect(await statusOf(placed)).toBe('pending');
    expect(await soldCount(t.db, cat.products[0]!.id)).toBe(sold);
  });

  it('settlement without a signature, with an empty one, a non-hex one and a truncated one → 401 each, recorded', async () => {
    const placed = await newOrder();
    const genuine = sign(placed.order.midtrans_order_id, 'settlement', placed.order.total_price);
    const variants = [undefined, '', 'z'.repeat(128), genuine.signature_key!.slice(0, 64)];
    for (const signature of variants) {
      const body = { ...genuine, signature_key: signature };
      expectError(await expectNoChange(t.db, () => notify(body)), 401, 'UNAUTHORIZED');
    }
    expect(await verdictsFor(t.db, placed.order.midtrans_order_id)).toEqual(Array(4).fill('invalid_signature'));
    expect(await statusOf(placed)).toBe('pending');
  });

  it("another order's genuine signature on this order's settlement → 401, both orders stay pending", async () => {
    const victim = await newOrder();
    const mine = await newOrder();
    const genuine = sign(victim.order.midtrans_order_id, 'settlement', victim.order.total_price);
    const retargeted = { ...genuine, order_id: mine.order.midtrans_order_id };
    expectError(await expectNoChange(t.db, () => notify(retargeted)), 401, 'UNAUTHORIZED');
    expect(await statusOf(victim)).toBe('pending');
    expect(await statusOf(mine)).toBe('pending');
  });

  it('genuine signature kept while gross_amount is lowered or status_code changed → 401', async () => {
    const placed = await newOrder();
    const genuine = sign(placed.order.midtrans_order_id, 'settlement', placed.order.total_price);
    for (const change of [{ gross_amount: '1.00' }, { status_code: '201' }, { order_id: `${placed.order.midtrans_order_id}x` }]) {
      expectError(await expectNoChange(t.db, () => notify({ ...genuine, ...change })), 401, 'UNAUTHORIZED');
    }
    expect(await statusOf(placed)).toBe('pending');
  });

  it("a pending notification's genuine signature (status_code 201) upgraded to transaction_status settlement → refused, order stays pending", async () => {
    const placed = await newOrder();
    const pending = sign(placed.order.midtrans_order_id, 'pending', placed.order.total_price);
    expect((await notify(pending)).statusCode).toBe(200);
    const upgraded = { ...pending, transaction_status: 'settlement', fraud_status: 'accept' };
    const res = await expectNoChange(t.db, () => notify(upgraded));
    expectError(res, 401, 'UNAUTHORIZED');
    expect(await statusOf(placed)).toBe('pending');
    expect((await verdictsFor(t.db, placed.order.midtrans_order_id)).at(-1)).toBe('invalid_signature');
  });

  it("a settlement's genuine signature (status_code 200) relabelled as deny → refused, the paid order stays paid", async () => {
    const placed = await newOrder();
    const settlement = sign(placed.order.midtrans_order_id, 'settlement', placed.order.total_price);
    expect((await notify(settlement)).statusCode).toBe(200);
    const reversed = { ...settlement, transaction_status: 'deny' };
    const res = await expectNoChange(t.db, () => notify(reversed));
    expectError(res, 401, 'UNAUTHORIZED');
    expect(await statusOf(placed)).toBe('paid');
  });

  it("a pending notification's genuine signature (status_code 201) relabelled as cancel or expire → refused, order stays pending", async () => {
    const placed = await newOrder();
    const pending = sign(placed.order.midtrans_order_id, 'pending', placed.order.total_price);
    expect((await notify(pending)).statusCode).toBe(200);
    for (const status of ['cancel', 'expire']) {
      const res = await expectNoChange(t.db, () => notify({ ...pending, transaction_status: status }));
      expectError(res, 401, 'UNAUTHORIZED');
    }
    expect(await statusOf(placed)).toBe('pending');
  });

  it('notification bodies that are not objects (empty, null, array, string, malformed JSON) → 4xx, no 500, nothing changes', async () => {
    for (const payload of ['', 'null', '[]', '"settlement"', '{"order_id":']) {
      const res = await expectNoChange(t.db, () =>
        hit({ method: 'POST', url: '/api/payments/midtrans/notification', headers: { 'content-type': 'application/json' }, payload }),
      );
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('authentic notifications that must not move an order', () => {
  it('wrong amount (total − 1, correctly signed) → 200, recorded amount_mismatch, order untouched', async () => {
    const placed = await newOrder();
    const res = await expectNoChange(t.db, () => notify(sign(placed.order.midtrans_order_id, 'settlement', placed.order.total_price - 1)));
    expect(res.statusCode).toBe(200);
    expect(await verdictsFor(t.db, placed.order.midtrans_order_id)).toEqual(['amount_mismatch']);
    expect(await statusOf(placed)).toBe('pending');
  });

  it('amount with a non-zero fraction ("<total>.50", correctly signed) → 200, amount_mismatch, untouched', async () => {
    const placed = await newOrder();
    const res = await expectNoChange(t.db, () =>
      notify(sign(placed.order.midtrans_order_id, 'settlement', `${placed.order.total_price}.50`)),
    );
    expect(res.statusCode).toBe(200);
    expect(await verdictsFor(t.db, placed.order.midtrans_order_id)).toEqual(['amount_mismatch']);
  });

  it('unknown order id (correctly signed) → 200, recorded unknown_order, nothing changes', async () => {
    const res = await expectNoChange(t.db, () => notify(sign('GAYAKU-999999-zzzz', 'settlement', 100_000)));
    expect(res.statusCode).toBe(200);
    expect(await verdictsFor(t.db, 'GAYAKU-999999-zzzz')).toEqual(['unknown_order']);
  });

  it('capture under fraud review (fraud_status challenge) → 200, order stays pending', async () => {
    const placed = await newOrder();
    const res = await notify(sign(placed.order.midtrans_order_id, 'capture', placed.order.total_price, { fraud: 'challenge' }));
    expect(res.statusCode).toBe(200);
    expect(await statusOf(placed)).toBe('pending');
  });

  it('settlement arriving after an expire notification is a late payment: paid once, sold once', async () => {
    const placed = await newOrder();
    expect((await notify(sign(placed.order.midtrans_order_id, 'expire', placed.order.total_price))).statusCode).toBe(200);
    expect(await statusOf(placed)).toBe('expired');
    const sold = await soldCount(t.db, cat.products[0]!.id);
    const settlement = sign(placed.order.midtrans_order_id, 'settlement', placed.order.total_price);
    for (let i = 0; i < 2; i++) expect((await notify(settlement)).statusCode).toBe(200);
    expect(await statusOf(placed)).toBe('paid');
    expect(await soldCount(t.db, cat.products[0]!.id)).toBe(sold + QUANTITY);
    expect(await verdictsFor(t.db, placed.order.midtrans_order_id)).toEqual(['applied', 'applied', 'duplicate']);
  });

  it('settlement arriving after a cancel notification does not revive the cancelled order', async () => {
    const placed = await newOrder();
    expect((await notify(sign(placed.order.midtrans_order_id, 'cancel', placed.order.total_price))).statusCode).toBe(200);
    const sold = await soldCount(t.db, cat.products[0]!.id);
    expect((await notify(sign(placed.order.midtrans_order_id, 'settlement', placed.order.total_price))).statusCode).toBe(200);
    expect(await statusOf(placed)).toBe('cancelled');
    expect(await soldCount(t.db, cat.products[0]!.id)).toBe(sold);
    expect((await verdictsFor(t.db, placed.order.midtrans_order_id)).at(-1)).toBe('needs_review');
  });
});

describe('replayed and reordered notifications', () => {
  it('settlement replayed three times → paid once, sold_count grows once, one "Pembayaran Berhasil"', async () => {
    const placed = await newOrder();
    const sold = await soldCount(t.db, cat.products[0]!.id);
    const body = sign(placed.order.midtrans_order_id, 'settlement', placed.order.total_price);
    for (let i = 0; i < 3; i++) expect((await notify(body)).statusCode).toBe(200);
    expect(await statusOf(placed)).toBe('paid');
    expect(await soldCount(t.db, cat.products[0]!.id)).toBe(sold + QUANTITY);
    expect((await titlesFor(t.db, placed.order.id)).filter((title) => title === 'Pembayaran Berhasil')).toHaveLength(1);
    expect(await verdictsFor(t.db, placed.order.midtrans_order_id)).toEqual(['applied', 'duplicate', 'duplicate']);
  });

  it('settlement replayed concurrently (5 at once) → paid once, sold_count grows once', async () => {
    const placed = await newOrder();
    const sold = await soldCount(t.db, cat.products[0]!.id);
    const body = sign(placed.order.midtrans_order_id, 'settlement', placed.order.total_price);
    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await soldCount(t.db, cat.products[0]!.id)).toBe(sold + QUANTITY);
    expect((await verdictsFor(t.db, placed.order.midtrans_order_id)).filter((v) => v === 'applied')).toHaveLength(1);
  });

  it('a late pending after the settlement → the order stays paid', async () => {
    const placed = await newOrder();
    const pending = sign(placed.order.midtrans_order_id, 'pending', placed.order.total_price);
    await notify(sign(placed.order.midtrans_order_id, 'settlement', placed.order.total_price));
    expect(await statusOf(placed)).toBe('paid');
    const res = await expectNoChange(t.db, () => notify(pending));
    expect(res.statusCode).toBe(200);
    expect(await statusOf(placed)).toBe('paid');
  });

  it('a late expire and a late cancel after the settlement → the order stays paid', async () => {
    const placed = await newOrder();
    await notify(sign(placed.order.midtrans_order_id, 'settlement', placed.order.total_price));
    for (const status of ['expire', 'cancel']) {
      expect((await notify(sign(placed.order.midtrans_order_id, status, placed.order.total_price))).statusCode).toBe(200);
      expect(await statusOf(placed)).toBe('paid');
    }
  });
});

describe('paying without paying', () => {
  it('shopper sets their own pending order to paid, completed or delivered → refused, stays pending', async () => {
    const placed = await newOrder();
    for (const status of ['paid', 'completed', 'delivered', 'shipped']) {
      const res = await expectNoChange(t.db, () =>
        hit({ method: 'PUT', url: `/api/order/${placed.order.id}/status`, headers: shopper.auth, payload: { status } }),
      );
      expect([403, 409]).toContain(res.statusCode);
    }
    expect(await statusOf(placed)).toBe('pending');
  });

  it("a remote caller driving the simulator's test controls to settle an order → 403, order stays pending", async () => {
    const placed = await newOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: `/payment-sandbox/__sim/transactions/${placed.order.midtrans_order_id}/status`,
      payload: { transaction_status: 'settlement' },
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOf(placed)).toBe('pending');
    const recorded = await t.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.midtransOrderId, placed.order.midtrans_order_id));
    expect(recorded).toEqual([]);
  });

  it('the public payment config gives the client key only, never the server key', async () => {
    const res = await hit({ method: 'GET', url: '/api/payment/config' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['client_key', 'snap_js_url']);
    expect(res.body).not.toContain(t.config.midtrans.serverKey);
  });
});
