import { MESSAGES, NOTIFICATION_TITLES } from '@gayaku/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, orders } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { countQueries } from '../../../test/catalog-factories.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import {
  createCatalogue,
  listenForPayments,
  notify,
  orderBody,
  orderRow,
  placeOrder,
  signedNotification,
  type Catalogue,
  type PlacedOrder,
} from '../../../test/order-factories.ts';

let t: TestApp;
let cat: Catalogue;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  cat = await createCatalogue(t.db);
  [owner, other, admin] = [await createUser(t.app, t.db), await createUser(t.app, t.db), await createUser(t.app, t.db, { role: 'admin' })];
});
afterAll(async () => t?.close());

async function paidOrder(user = owner): Promise<PlacedOrder> {
  const placed = await placeOrder(t.app, user, orderBody(cat));
  const body = signedNotification(t.config.midtrans.serverKey, {
    orderId: placed.order.midtrans_order_id,
    status: 'settlement',
    gross: placed.order.total_price,
  });
  expect((await notify(t.app, body)).statusCode).toBe(200);
  return placed;
}

const get = (url: string, who?: TestUser) => t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
const setStatus = (id: number | string, status: string, who?: TestUser) =>
  t.app.inject({ method: 'PUT', url: `/api/order/${id}/status`, headers: who?.auth ?? {}, payload: { status } });

describe('reading orders', () => {
  it("lists a shopper's own orders, newest first, and nobody else's", async () => {
    const first = await placeOrder(t.app, owner, orderBody(cat));
    const second = await placeOrder(t.app, owner, orderBody(cat, [{ product: 1 }]));
    await placeOrder(t.app, other, orderBody(cat));
    const res = await get('/api/order/orders', owner);
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((o: { id: number }) => o.id);
    expect(ids.slice(0, 2)).toEqual([second.order.id, first.order.id]);
    expect(res.json().every((o: { user_id: number }) => o.user_id === owner.id)).toBe(true);
    expect((await get('/api/order/orders')).statusCode).toBe(401);
  });

  it('shows an order with its items to its owner and to admins only', async () => {
    const { order } = await placeOrder(t.app, owner, orderBody(cat, [{ product: 0, quantity: 2 }, { product: 1 }]));
    const mine = await get(`/api/order/${order.id}`, owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().order).toMatchObject({
      id: order.id,
      status: 'pending',
      total_price: order.total_price,
      midtrans_order_id: order.midtrans_order_id,
    });
    expect(mine.json().items).toHaveLength(2);
    expect(mine.json().items[0]).toMatchObject({
      name: cat.products[0]!.name,
      quantity: 2,
      price: cat.products[0]!.price,
      subtotal: 2 * cat.products[0]!.price,
    });
    expect(mine.json().items[0].image_url).toMatch(/^\/uploads\//);
    expect((await get(`/api/order/${order.id}`, admin)).statusCode).toBe(200);
    const stranger = await get(`/api/order/${order.id}`, other);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().code).toBe('FORBIDDEN');
    expect((await get(`/api/order/${order.id}`)).statusCode).toBe(401);
    expect((await get('/api/order/99999999', owner)).statusCode).toBe(404);
    expect((await get('/api/order/abc', owner)).statusCode).toBe(400);
  });

  it('reads a detail or a list in one query, however many items or orders (plus the auth lookup)', async () => {
    const small = await placeOrder(t.app, owner, orderBody(cat));
    const big = await placeOrder(
      t.app,
      owner,
      orderBody(cat, [
        { product: 0, quantity: 5 },
        { product: 1, quantity: 2 },
      ]),
    );
    const counter = countQueries(t.db);
    try {
      const perCall = async (url: string) => {
        counter.reset();
        expect((await get(url, owner)).statusCode).toBe(200);
        return counter.count;
      };
      expect(await perCall(`/api/order/${small.order.id}`)).toBe(2);
      expect(await perCall(`/api/order/${big.order.id}`)).toBe(2);
      expect(await perCall('/api/order/orders')).toBe(2);
    } finally {
      counter.restore();
    }
  });

  it('gives admins every order sorted by id; shoppers get 403', async () => {
    await placeOrder(t.app, other, orderBody(cat));
    const res = await get('/api/order', admin);
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((o: { id: number }) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(res.json().map((o: { user_id: number }) => o.user_id))).toEqual(new Set([owner.id, other.id]));
    expect((await get('/api/order', owner)).statusCode).toBe(403);
    expect((await get('/api/order')).statusCode).toBe(401);
  });
});

describe('PUT /api/order/{id}/status', () => {
  it('lets the admin ship a paid order and the owner confirm it, nothing else', async () => {
    const { order } = await paidOrder();
    expect((await setStatus(order.id, 'delivered', owner)).statusCode).toBe(409);
    expect((await setStatus(order.id, 'shipped', owner)).statusCode).toBe(403);
    expect((await setStatus(order.id, 'shipped', other)).statusCode).toBe(403);
    expect((await setStatus(order.id, 'shipped')).statusCode).toBe(401);

    const shipped = await setStatus(order.id, 'shipped', admin);
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({
      message: "Status berhasil diperbarui ke 'shipped'",
      order: { id: order.id, status: 'shipped' },
    });
    expect((await orderRow(t.db, order.id)).shippedAt).toBeInstanceOf(Date);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, order.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, action: 'status', before: { status: 'paid' }, after: { status: 'shipped' } });

    const again = await setStatus(order.id, 'shipped', admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.illegalStatusChange('shipped', 'shipped'));
    expect((await setStatus(order.id, 'delivered', admin)).statusCode).toBe(403);
    expect((await setStatus(order.id, 'delivered', other)).statusCode).toBe(403);

    const delivered = await setStatus(order.id, 'delivered', owner);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().order.status).toBe('delivered');
    expect((await setStatus(order.id, 'completed', owner)).statusCode).toBe(409);
    expect((await setStatus(order.id, 'pending', admin)).statusCode).toBe(409);
  });

  it('answers a repeated receipt confirmation as done, once delivered or completed, without a second notification', async () => {
    const { order } = await paidOrder();
    expect((await setStatus(order.id, 'shipped', admin)).statusCode).toBe(200);
    expect((await setStatus(order.id, 'delivered', owner)).statusCode).toBe(200);
    const deliveredAt = (await orderRow(t.db, order.id)).deliveredAt;

    const again = await setStatus(order.id, 'delivered', owner);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: MESSAGES.orderAlreadyReceived, order: { id: order.id, status: 'delivered' } });
    expect((await orderRow(t.db, order.id)).deliveredAt).toEqual(deliveredAt);
    const notes = await t.db.select().from(notifications).where(eq(notifications.orderId, order.id));
    expect(notes.filter((n) => n.title === NOTIFICATION_TITLES.delivered)).toHaveLength(1);

    await t.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, order.id));
    const completed = await setStatus(order.id, 'delivered', owner);
    expect(completed.statusCode).toBe(200);
    expect(completed.json().order.status).toBe('completed');
    // Somebody else's repeat still learns nothing, and an admin still may not confirm.
    expect((await setStatus(order.id, 'delivered', other)).statusCode).toBe(403);
    expect((await setStatus(order.id, 'delivered', admin)).statusCode).toBe(403);
  });

  it('never lets anyone mark a pending order paid, shipped, completed or expired by hand', async () => {
    // The owner's own cancellation of a pending order is order-cancel.test.ts.
    const { order } = await placeOrder(t.app, owner, orderBody(cat));
    for (const status of ['paid', 'completed', 'expired', 'delivered']) {
      const res = await setStatus(order.id, status, owner);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MESSAGES.illegalStatusChange('pending', status));
    }
    expect((await setStatus(order.id, 'paid', admin)).statusCode).toBe(409);
    expect((await setStatus(order.id, 'shipped', admin)).statusCode).toBe(409);
    expect((await setStatus(order.id, 'cancelled', admin)).statusCode).toBe(403);
    expect((await orderRow(t.db, order.id)).status).toBe('pending');
  });

  it('checks existence and ownership before the move, and input before anything', async () => {
    const { order } = await placeOrder(t.app, owner, orderBody(cat));
    expect((await setStatus(99999999, 'delivered', owner)).statusCode).toBe(404);
    expect((await setStatus(order.id, 'paid', other)).statusCode).toBe(403);
    expect((await setStatus(order.id, 'refunded', owner)).statusCode).toBe(400);
    expect((await setStatus('x', 'shipped', admin)).statusCode).toBe(400);
  });
});

describe('GET /api/order/payment/{midtrans_order_id} ownership', () => {
  it("answers 404 for an unknown id and for somebody else's order", async () => {
    const { order } = await placeOrder(t.app, owner, orderBody(cat));
    const url = `/api/order/payment/${order.midtrans_order_id}`;
    expect((await get(url, other)).statusCode).toBe(404);
    expect((await get('/api/order/payment/GAYAKU-1-00000000', owner)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get('/api/order/payment/bad%20id', owner)).statusCode).toBe(400);
    expect((await get(url, owner)).statusCode).toBe(200);
  });
});
