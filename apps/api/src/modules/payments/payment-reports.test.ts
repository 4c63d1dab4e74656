/**
 * A report is written only on the state it was decided on. The first word on an unreported attempt
 * checks that state under the row lock in its one statement; any other report is decided on a read
 * and written only if the order row is still that version: when something changes the order in
 * between, nothing is written and the report is decided again.
 */
import { NOTIFICATION_TITLES } from '@gayaku/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { countQueries } from '../../../test/catalog-factories.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import {
  attemptsOf,
  createCatalogue,
  listenForPayments,
  orderBody,
  orderRow,
  placeOrder,
  soldCount,
  titlesFor,
  verdictsFor,
  waitFor,
  type Catalogue,
} from '../../../test/order-factories.ts';
import { signalsSent } from '../notifications/inbox-signal.ts';
import { lockOrder, moveOrder, type OrderEvent } from '../orders/index.ts';
import { applyPaymentReport, guardedWrite, type PaymentReport } from './payment-reports.service.ts';

let t: TestApp;
let cat: Catalogue;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  cat = await createCatalogue(t.db, { prices: [50_000], shippingCost: 10_000 });
  user = await createUser(t.app, t.db);
});
afterAll(() => t?.close());

const report = (midtransOrderId: string, total: number, transactionStatus = 'settlement'): PaymentReport => ({
  midtransOrderId,
  transactionStatus,
  fraudStatus: 'accept',
  grossAmount: `${total}.00`,
  raw: { order_id: midtransOrderId },
  source: 'notification',
});

/** Moves an order as its own transaction would, e.g. the sweep's timeout; `during` runs while the row is locked. */
async function moveInTransaction(orderId: number, event: OrderEvent, during: () => Promise<void> = async () => {}) {
  await t.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    expect(await moveOrder(tx, order!, event)).not.toBeNull();
    await during();
  });
}

const waitingForLocks = async () =>
  ((await t.db.execute(sql`select count(*)::int as n from pg_locks where not granted`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe('applyPaymentReport', () => {
  it('pays a pending order with one statement besides the inbox signal', async () => {
    const { order } = await placeOrder(t.app, user, orderBody(cat, [{ quantity: 2 }]));
    const sold = await soldCount(t.db, cat.products[0]!.id);
    const counter = countQueries(t.db);
    try {
      expect(await applyPaymentReport(t.db, report(order.midtrans_order_id, order.total_price))).toBe('applied');
      await signalsSent(t.db);
      expect(counter.count).toBe(2);
    } finally {
      counter.restore();
    }
    expect((await orderRow(t.db, order.id)).status).toBe('paid');
    expect(await soldCount(t.db, cat.products[0]!.id)).toBe(sold + 2);
    expect((await attemptsOf(t.db, order.id)).map((a) => a.transactionStatus)).toEqual(['settlement']);
    expect(await titlesFor(t.db, order.id)).toContain(NOTIFICATION_TITLES.paid);
  });

  it('pays nothing when the order is cancelled while the settlement waits for its lock, and flags it for review', async () => {
    const { order } = await placeOrder(t.app, user, orderBody(cat));
    const sold = await soldCount(t.db, cat.products[0]!.id);
    let settling: Promise<string> | null = null;
    await moveInTransaction(order.id, { type: 'cancel' }, async () => {
      settling = applyPaymentReport(t.db, report(order.midtrans_order_id, order.total_price));
      await waitFor(async () => (await waitingForLocks()) > 0);
    });
    expect(await settling).toBe('needs_review');
    expect((await orderRow(t.db, order.id)).status).toBe('cancelled');
    expect(await soldCount(t.db, cat.products[0]!.id)).toBe(sold);
    expect(await verdictsFor(t.db, order.midtrans_order_id)).toEqual(['needs_review']);
    expect(await titlesFor(t.db, order.id)).not.toContain(NOTIFICATION_TITLES.paid);
  });

  it('writes nothing on a stale read and decides again: one late payment, one applied, one duplicate', async () => {
    const { order } = await placeOrder(t.app, user, orderBody(cat, [{ quantity: 2 }]));
    await moveInTransaction(order.id, { type: 'timeout' });
    const late = report(order.midtrans_order_id, order.total_price);
    const sold = await soldCount(t.db, cat.products[0]!.id);
    const write = guardedWrite(t.db, 'expired', 'paid');
    const execute = write.execute.bind(write);
    const writes = vi.spyOn(write, 'execute');
    // Just before the first report's guarded write, the same settlement arrives again and is applied.
    let other: Promise<string> | null = null;
    writes.mockImplementationOnce(async (values) => {
      other = applyPaymentReport(t.db, late);
      await other;
      return execute(values);
    });
    try {
      const first = await applyPaymentReport(t.db, late);
      expect(await other).toBe('applied');
      expect(first).toBe('duplicate');
    } finally {
      writes.mockRestore();
    }
    expect((await orderRow(t.db, order.id)).status).toBe('paid');
    expect(await soldCount(t.db, cat.products[0]!.id)).toBe(sold + 2);
    expect((await verdictsFor(t.db, order.midtrans_order_id)).sort()).toEqual(['applied', 'duplicate']);
    expect((await titlesFor(t.db, order.id)).filter((x) => x === NOTIFICATION_TITLES.paid)).toHaveLength(1);
  });

  it('answers 503 (Midtrans sends it again) when the order changes in every round', async () => {
    const { order } = await placeOrder(t.app, user, orderBody(cat));
    // A 'pending' report moves nothing: it is read, decided and written with the version guard.
    const write = guardedWrite(t.db, 'pending', null);
    const execute = write.execute.bind(write);
    const writes = vi.spyOn(write, 'execute').mockImplementation(async (values) => {
      // Another writer touches the order before each guarded write.
      await t.db.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, order.id));
      return execute(values);
    });
    try {
      await expect(applyPaymentReport(t.db, report(order.midtrans_order_id, order.total_price, 'pending'))).rejects.toMatchObject({
        statusCode: 503,
      });
    } finally {
      writes.mockRestore();
    }
    expect((await orderRow(t.db, order.id)).status).toBe('pending');
    expect(await verdictsFor(t.db, order.midtrans_order_id)).toEqual([]);
    expect((await attemptsOf(t.db, order.id)).map((a) => a.transactionStatus)).toEqual([null]);
  });
});
