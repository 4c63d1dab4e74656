/**
 * A report is decided on what was read and written only if the order row is still that version:
 * when something changes the order in between, nothing is written and the report is decided again.
 */
import { NOTIFICATION_TITLES } from '@gayaku/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import {
  createCatalogue,
  listenForPayments,
  orderBody,
  orderRow,
  placeOrder,
  soldCount,
  titlesFor,
  verdictsFor,
  type Catalogue,
} from '../../../test/order-factories.ts';
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

const settlement = (midtransOrderId: string, total: number): PaymentReport => ({
  midtransOrderId,
  transactionStatus: 'settlement',
  fraudStatus: 'accept',
  grossAmount: `${total}.00`,
  raw: { order_id: midtransOrderId },
  source: 'notification',
});

describe('applyPaymentReport', () => {
  it('writes nothing on a stale read and decides again: one payment, one applied, one duplicate', async () => {
    const { order } = await placeOrder(t.app, user, orderBody(cat, [{ quantity: 2 }]));
    const report = settlement(order.midtrans_order_id, order.total_price);
    const sold = await soldCount(t.db, cat.products[0]!.id);
    const write = guardedWrite(t.db, 'pending', 'paid');
    const execute = write.execute.bind(write);
    const writes = vi.spyOn(write, 'execute');
    // Just before the first report's guarded write, the same settlement arrives again and is applied.
    let other: Promise<string> | null = null;
    writes.mockImplementationOnce(async (values) => {
      other = applyPaymentReport(t.db, report);
      await other;
      return execute(values);
    });
    try {
      const first = await applyPaymentReport(t.db, report);
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
    const write = guardedWrite(t.db, 'pending', 'paid');
    const execute = write.execute.bind(write);
    const writes = vi.spyOn(write, 'execute').mockImplementation(async (values) => {
      // Another writer touches the order before each guarded write.
      await t.db.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, order.id));
      return execute(values);
    });
    try {
      await expect(applyPaymentReport(t.db, settlement(order.midtrans_order_id, order.total_price))).rejects.toMatchObject({
        statusCode: 503,
      });
    } finally {
      writes.mockRestore();
    }
    expect((await orderRow(t.db, order.id)).status).toBe('pending');
    expect(await verdictsFor(t.db, order.midtrans_order_id)).toEqual([]);
  });
});
