/**
 * ASVS V8.2 (object-level authorisation), Juice Shop's "View Basket", "Forged Review" and
 * "Manipulate Basket": one shopper reaching for another's cart lines, orders, payment tokens,
 * notifications and ratings by id, or by smuggling the victim's user id into a body or query.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, notifications, orders, ratings } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createOrderWith } from '../catalog-factories.ts';
import { createUser, type TestUser } from '../factories.ts';
import { createNotification } from '../notifications-factories.ts';
import {
  attemptsOf,
  createCatalogue,
  listenForPayments,
  orderBody,
  placeOrder,
  type Catalogue,
  type PlacedOrder,
} from '../order-factories.ts';
import { attacker, expectError, expectNoChange, type Hit } from './attack-kit.ts';

let t: TestApp;
let hit: Hit;
let cat: Catalogue;
let victim: TestUser;
let intruder: TestUser;
let victimLine: number;
let victimOrder: PlacedOrder;
let shippedOrder: number;
let victimNote: number;

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  hit = attacker(t.app, t.config);
  cat = await createCatalogue(t.db);
  victim = await createUser(t.app, t.db);
  intruder = await createUser(t.app, t.db);
  victimOrder = await placeOrder(t.app, victim, orderBody(cat, [{ product: 0, quantity: 1 }]));
  shippedOrder = (await createOrderWith(t.db, victim.id, 'shipped', [cat.products[0]!.id])).orderId;
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: victim.auth,
    payload: { product_id: cat.products[1]!.id, quantity: 3 },
  });
  victimLine = added.json().cart_id;
  victimNote = (await createNotification(t.db, victim.id, { title: 'Pesanan Dibuat', message: 'Pesanan ID #1 rahasia' })).id;
  await t.db.insert(ratings).values({ userId: victim.id, productId: cat.products[0]!.id, rating: 2, comment: 'komentar pribadi' });
});
afterAll(async () => t?.close());

const as = (user: TestUser) => user.auth;

describe('cart', () => {
  it("GET /api/cart never lists the victim's lines", async () => {
    const res = await hit({ method: 'GET', url: '/api/cart', headers: as(intruder) });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { cart_id: number }[]).map((l) => l.cart_id)).not.toContain(victimLine);
  });

  it("PUT /api/cart/{victim's line} → 404, the victim's quantity stays 3", async () => {
    const res = await expectNoChange(t.db, () =>
      hit({ method: 'PUT', url: `/api/cart/${victimLine}`, headers: as(intruder), payload: { quantity: 99 } }),
    );
    expectError(res, 404, 'NOT_FOUND');
    const [line] = await t.db.select().from(cartItems).where(eq(cartItems.id, victimLine));
    expect(line?.quantity).toBe(3);
  });

  it("DELETE /api/cart/{victim's line} → 404, the line is still there", async () => {
    const res = await expectNoChange(t.db, () => hit({ method: 'DELETE', url: `/api/cart/${victimLine}`, headers: as(intruder) }));
    expectError(res, 404, 'NOT_FOUND');
  });

  it("POST /api/cart with the victim's user_id → the line lands in the intruder's own cart", async () => {
    const res = await hit({
      method: 'POST',
      url: '/api/cart',
      headers: as(intruder),
      payload: { product_id: cat.products[0]!.id, quantity: 1, user_id: victim.id, userId: victim.id },
    });
    expect(res.statusCode).toBe(201);
    const [line] = await t.db.select().from(cartItems).where(eq(cartItems.id, res.json().cart_id));
    expect(line?.userId).toBe(intruder.id);
    const victimLines = await t.db.select().from(cartItems).where(eq(cartItems.userId, victim.id));
    expect(victimLines.map((l) => l.id)).toEqual([victimLine]);
  });
});

describe('orders', () => {
  it("GET /api/order/{victim's order} → 403 without the address or items", async () => {
    const res = await hit({ method: 'GET', url: `/api/order/${victimOrder.order.id}`, headers: as(intruder) });
    expectError(res, 403, 'FORBIDDEN');
    expect(res.body).not.toContain('Jl. Merdeka');
  });

  it("GET /api/order/orders lists none of the victim's orders", async () => {
    const res = await hit({ method: 'GET', url: '/api/order/orders', headers: as(intruder) });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { user_id: number }[]).every((o) => o.user_id === intruder.id)).toBe(true);
  });

  it("PUT /api/order/{victim's shipped order}/status delivered → 403, stays shipped", async () => {
    const res = await expectNoChange(t.db, () =>
      hit({ method: 'PUT', url: `/api/order/${shippedOrder}/status`, headers: as(intruder), payload: { status: 'delivered' } }),
    );
    expectError(res, 403, 'FORBIDDEN');
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, shippedOrder));
    expect(row?.status).toBe('shipped');
  });

  it("POST /api/order with the victim's user_id → the order is the intruder's, the victim's cart untouched", async () => {
    const body = { ...orderBody(cat, [{ product: 1, quantity: 1 }]), user_id: victim.id, userId: victim.id };
    const res = await hit({ method: 'POST', url: '/api/order', headers: as(intruder), payload: body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.user_id).toBe(intruder.id);
    const victimLines = await t.db.select().from(cartItems).where(eq(cartItems.userId, victim.id));
    expect(victimLines.map((l) => [l.id, l.quantity])).toEqual([[victimLine, 3]]);
  });

  it("GET /api/order/payment/{victim's midtrans id} → 404, no token and no new payment attempt", async () => {
    const before = await attemptsOf(t.db, victimOrder.order.id);
    const res = await expectNoChange(t.db, () =>
      hit({ method: 'GET', url: `/api/order/payment/${victimOrder.order.midtrans_order_id}`, headers: as(intruder) }),
    );
    expectError(res, 404, 'NOT_FOUND');
    expect(res.body).not.toContain(victimOrder.snapToken);
    expect(await attemptsOf(t.db, victimOrder.order.id)).toEqual(before);
  });
});

describe('notifications', () => {
  it("GET /api/notifications/{victim's user id} → 403", async () => {
    const res = await hit({ method: 'GET', url: `/api/notifications/${victim.id}`, headers: as(intruder) });
    expectError(res, 403, 'FORBIDDEN');
  });

  it("GET /api/notifications/detail/{victim's notification} → 404 (same as an unknown id)", async () => {
    const res = await hit({ method: 'GET', url: `/api/notifications/detail/${victimNote}`, headers: as(intruder) });
    expectError(res, 404, 'NOT_FOUND');
    expect(res.body).not.toContain('rahasia');
    const unknown = await hit({ method: 'GET', url: '/api/notifications/detail/2147483647', headers: as(intruder) });
    expect(unknown.body).toBe(res.body);
  });

  it("PUT /api/notifications/read/{victim's notification} → 404, it stays unread", async () => {
    const res = await expectNoChange(t.db, () =>
      hit({ method: 'PUT', url: `/api/notifications/read/${victimNote}`, headers: as(intruder) }),
    );
    expectError(res, 404, 'NOT_FOUND');
    const [row] = await t.db.select({ isRead: notifications.isRead }).from(notifications).where(eq(notifications.id, victimNote));
    expect(row?.isRead).toBe(false);
  });
});

describe('ratings', () => {
  it("POST /api/ratings in the victim's name (user_id) → 403, no rating written", async () => {
    const res = await expectNoChange(t.db, () =>
      hit({
        method: 'POST',
        url: '/api/ratings',
        headers: as(intruder),
        payload: { product_id: cat.products[1]!.id, user_id: victim.id, rating: 1, comment: 'palsu' },
      }),
    );
    expectError(res, 403, 'FORBIDDEN');
  });

  it("GET /api/ratings/user-rating/check for the victim's userId → 403, the comment not shown", async () => {
    const res = await hit({
      method: 'GET',
      url: `/api/ratings/user-rating/check?productId=${cat.products[0]!.id}&userId=${victim.id}`,
      headers: as(intruder),
    });
    expectError(res, 403, 'FORBIDDEN');
    expect(res.body).not.toContain('komentar pribadi');
  });

  it("GET /api/ratings/user-rating/check with userId repeated (own id, then the victim's) → refused, nothing leaked", async () => {
    const res = await hit({
      method: 'GET',
      url: `/api/ratings/user-rating/check?productId=${cat.products[0]!.id}&userId=${intruder.id}&userId=${victim.id}`,
      headers: as(intruder),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toContain('komentar pribadi');
  });
});
