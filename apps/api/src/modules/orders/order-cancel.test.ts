import { MESSAGES, NOTIFICATION_TITLES, ownerCancelledMessage } from '@gayaku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { paidOrderOf } from '../../../test/delivery-factories.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import {
  createCatalogue,
  DEAD_URL,
  listenForPayments,
  notifyStatus,
  orderBody,
  orderRow,
  placeOrder,
  simForce,
  simPress,
  simTransaction,
  titlesFor,
  variantStock,
  type Catalogue,
} from '../../../test/order-factories.ts';

let t: TestApp;
let cat: Catalogue;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  cat = await createCatalogue(t.db, { stock: 10 });
  [owner, other, admin] = [await createUser(t.app, t.db), await createUser(t.app, t.db), await createUser(t.app, t.db, { role: 'admin' })];
});
afterAll(async () => t?.close());

const cancel = (id: number, who: TestUser = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/order/${id}/status`, headers: who.auth, payload: { status: 'cancelled' } });
/** What the first size × colour of a fixture product holds (each test keeps to its own product). */
async function held(product = 0): Promise<number> {
  const p = cat.products[product]!;
  return (await variantStock(t.db, p.id, p.sizes[0]!, p.colors[0]!)).held;
}

describe('the owner cancels a pending order', () => {
  it('cancels the transaction at Midtrans, releases the hold and tells the shopper', async () => {
    const before = await held();
    const placed = await placeOrder(t.app, owner, orderBody(cat, [{ quantity: 3 }]));
    expect(await held()).toBe(before + 3);
    expect((await simPress(t.app, placed.snapToken, 'pending')).statusCode).toBe(200); // a virtual account was chosen
    const res = await cancel(placed.order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: MESSAGES.orderCancelled, order: { status: 'cancelled' } });
    expect((await simTransaction(t.app, placed.order.midtrans_order_id)).transaction_status).toBe('cancel');
    expect(await held()).toBe(before);
    expect(await titlesFor(t.db, placed.order.id)).toEqual([NOTIFICATION_TITLES.created, NOTIFICATION_TITLES.cancelled]);
    const inbox = await t.app.inject({ method: 'GET', url: `/api/notifications/${owner.id}`, headers: owner.auth });
    expect(inbox.json()[0].message).toBe(ownerCancelledMessage(placed.order.id));
    // Midtrans' own 'cancel' notification that follows changes nothing more.
    expect(await notifyStatus(t, placed.order, 'cancel')).toBe(200);
    expect(await held()).toBe(before);
    expect(await titlesFor(t.db, placed.order.id)).toHaveLength(2);
  });

  it('closes a Snap page nobody used (Midtrans has no transaction for it yet)', async () => {
    const placed = await placeOrder(t.app, owner, orderBody(cat));
    expect((await cancel(placed.order.id)).statusCode).toBe(200);
    expect((await simTransaction(t.app, placed.order.midtrans_order_id)).token_state).toBe('canceled');
    expect((await orderRow(t.db, placed.order.id)).status).toBe('cancelled');
  });

  it('is refused with 409 when the payment went through at Midtrans, and the order is left to be paid', async () => {
    const before = await held();
    const placed = await placeOrder(t.app, owner, orderBody(cat));
    expect((await simForce(t.app, placed.order.midtrans_order_id, 'settlement')).statusCode).toBe(200);
    const res = await cancel(placed.order.id);
    expect(res.statusCode).toBe(409);
    // Usually Midtrans' refusal; the settlement notification may also have been first.
    expect([MESSAGES.cancelAlreadyPaid, MESSAGES.illegalStatusChange('paid', 'cancelled')]).toContain(res.json().message);
    expect((await simTransaction(t.app, placed.order.midtrans_order_id)).transaction_status).toBe('settlement');
    expect((await orderRow(t.db, placed.order.id)).status).not.toBe('cancelled');
    expect(await held()).toBeGreaterThanOrEqual(before);
  });

  it('answers 502 and changes nothing when Midtrans cannot be reached', async () => {
    const placed = await placeOrder(t.app, owner, orderBody(cat, [{ product: 1 }]));
    const before = await held(1);
    const apiBase = t.config.midtrans.apiBase;
    t.config.midtrans.apiBase = DEAD_URL;
    try {
      const res = await cancel(placed.order.id);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(MESSAGES.cancelFailed);
    } finally {
      t.config.midtrans.apiBase = apiBase;
    }
    expect((await orderRow(t.db, placed.order.id)).status).toBe('pending');
    expect(await held(1)).toBe(before);
  });

  it('is for the owner only, and for pending orders only', async () => {
    const placed = await placeOrder(t.app, owner, orderBody(cat));
    expect((await cancel(placed.order.id, other)).statusCode).toBe(403);
    expect((await cancel(placed.order.id, admin)).statusCode).toBe(403);
    expect((await cancel(999_999)).statusCode).toBe(404);
    const paid = await paidOrderOf(t, owner, orderBody(cat));
    const res = await cancel(paid.order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.illegalStatusChange('paid', 'cancelled'));
    expect((await orderRow(t.db, placed.order.id)).status).toBe('pending');
  });
});
