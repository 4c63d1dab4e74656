/**
 * Two API instances on one PostgreSQL database (docs/shop-rules.md, "Storage and several instances"): the
 * sweep runs its expiry once, and a notification sent to either instance updates the order.
 */
import { NOTIFICATION_TITLES } from '@gayaku/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import {
  ageOrder,
  createCatalogue,
  databaseUrlOf,
  listenForPayments,
  notify,
  openSecondInstance,
  orderBody,
  orderRow,
  placeOrder,
  signedNotification,
  soldCount,
  titlesFor,
  verdictsFor,
  type Catalogue,
  type SecondInstance,
} from '../../test/order-factories.ts';
import { runSweep, SWEEP_LOCK_ID } from './sweep.ts';

describe('two API instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: SecondInstance;
  let cat: Catalogue;
  let user: TestUser;

  beforeAll(async () => {
    a = await buildTestApp();
    await listenForPayments(a);
    b = await openSecondInstance(a);
    cat = await createCatalogue(a.db);
    user = await createUser(a.app, a.db);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('runs the expiry once when both instances sweep at the same time', async () => {
    const placed = await Promise.all([1, 2, 3].map(() => placeOrder(a.app, user, orderBody(cat))));
    for (const { order } of placed) await ageOrder(a.db, order.id, (a.config.paymentExpiryMinutes + 1) * 60_000);
    const results = await Promise.all([runSweep(a.app), runSweep(b.app), runSweep(a.app), runSweep(b.app)]);
    expect(results.reduce((sum, r) => sum + r.expired, 0)).toBe(3);
    for (const { order } of placed) {
      expect((await orderRow(a.db, order.id)).status).toBe('expired');
      expect((await titlesFor(a.db, order.id)).filter((x) => x === NOTIFICATION_TITLES.expired)).toHaveLength(1);
    }
  });

  it('skips the sweep while another instance holds the lock', async () => {
    // A third connection plays an instance in the middle of its sweep.
    const holder = new pg.Client({ connectionString: await databaseUrlOf(a.db) });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [SWEEP_LOCK_ID]);
      expect((await runSweep(b.app)).ran).toBe(false);
      expect((await runSweep(a.app)).ran).toBe(false);
      await holder.query('select pg_advisory_unlock($1)', [SWEEP_LOCK_ID]);
      expect((await runSweep(b.app)).ran).toBe(true);
    } finally {
      await holder.end();
    }
  });

  it('updates the order from a notification sent to either instance, once', async () => {
    const product = cat.products[0]!;
    const before = await soldCount(a.db, product.id);
    const { order } = await placeOrder(a.app, user, orderBody(cat, [{ product: 0, quantity: 2 }]));
    const body = signedNotification(a.config.midtrans.serverKey, {
      orderId: order.midtrans_order_id,
      status: 'settlement',
      gross: order.total_price,
    });
    expect((await notify(b.app, body)).statusCode).toBe(200);
    expect((await orderRow(a.db, order.id)).status).toBe('paid');
    const both = await Promise.all([notify(a.app, body), notify(b.app, body), notify(a.app, body)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await soldCount(a.db, product.id)).toBe(before + 2);
    expect(await verdictsFor(a.db, order.midtrans_order_id)).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate']);
    const seen = await a.app.inject({ method: 'GET', url: `/api/order/${order.id}`, headers: user.auth });
    expect(seen.json().order.status).toBe('paid');
  });
});
