import type { Stats } from '@gayaku/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createCatalogProduct } from '../../../test/catalog-factories.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { orderItems, orders } from '../../db/schema.ts';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
let productA: number;
let productB: number;
const ids: Record<string, number> = {};

type Status = 'pending' | 'paid' | 'shipped' | 'delivered' | 'completed' | 'cancelled' | 'expired';

/** An order placed and (when paidAt) paid at these UTC moments, with lines [product, price, quantity]. */
async function order(name: string, status: Status, createdAt: string, paidAt: string | null, lines: [number, number, number][]) {
  const subtotal = lines.reduce((sum, [, price, qty]) => sum + price * qty, 0);
  const [row] = await t.db
    .insert(orders)
    .values({
      userId: shopper.id,
      status,
      subtotal,
      shippingCost: 15_000,
      totalPrice: subtotal + 15_000,
      address: 'Jl. Uji 1',
      city: 'Jakarta',
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
      paidAt: paidAt ? new Date(paidAt) : null,
    })
    .returning({ id: orders.id });
  ids[name] = row!.id;
  await t.db.insert(orderItems).values(
    lines.map(([productId, price, quantity]) => ({
      orderId: row!.id,
      productId,
      name: productId === productA ? 'Kemeja A' : 'Celana B',
      description: '-',
      quantity,
      price,
      subtotal: price * quantity,
    })),
  );
}

const stats = (query: string, user: TestUser | null = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/stats${query}`, headers: user ? user.auth : {} });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.db, { role: 'admin' });
  shopper = await createUser(t.app, t.db);
  productA = await createCatalogProduct(t.db, { name: 'Kemeja A', price: 100_000 });
  productB = await createCatalogProduct(t.db, { name: 'Celana B', price: 50_000 });
  // Jakarta is UTC+7: 16:59:59Z is 23:59:59 there, 17:00:00Z is midnight of the next day.
  await order('o1', 'paid', '2025-03-09T16:30:00Z', '2025-03-09T16:59:59Z', [[productA, 100_000, 2]]);
  await order('o2', 'completed', '2025-03-09T16:50:00Z', '2025-03-09T17:00:00Z', [
    [productA, 100_000, 1],
    [productB, 50_000, 1],
  ]);
  await order('o3', 'shipped', '2025-03-10T05:00:00Z', '2025-03-10T05:10:00Z', [[productB, 50_000, 2]]);
  await order('o4', 'pending', '2025-03-10T10:00:00Z', null, [[productA, 100_000, 5]]);
  await order('o5', 'cancelled', '2025-03-10T05:30:00Z', '2025-03-10T06:00:00Z', [[productA, 100_000, 9]]);
  await order('o6', 'expired', '2025-03-08T18:00:00Z', null, [[productB, 50_000, 1]]);
  await order('o7', 'delivered', '2025-03-11T15:59:00Z', '2025-03-11T16:59:00Z', [[productB, 50_000, 1]]);
  await order('o8', 'paid', '2025-03-11T16:30:00Z', '2025-03-11T17:00:00Z', [[productA, 100_000, 1]]);
  // Placed the day before the range in Jakarta (23:59 on 8 March), paid inside it.
  await order('o9', 'completed', '2025-03-08T16:59:00Z', '2025-03-08T17:30:00Z', [[productB, 50_000, 3]]);
});
afterAll(() => t.close());

describe('GET /api/admin/stats', () => {
  it('answers the hand-computed figures of a history crossing midnight in Jakarta', async () => {
    const res = await stats('?from=2025-03-09&to=2025-03-11');
    expect(res.statusCode).toBe(200);
    const body = res.json<Stats>();
    expect(body.from).toBe('2025-03-09');
    expect(body.to).toBe('2025-03-11');
    // 9 Mar: o1 (paid 23:59:59) 200,000 and o9 (paid 00:30) 150,000; 10 Mar: o2 (paid at midnight)
    // 150,000 and o3 100,000; 11 Mar: o7 50,000. o5 was cancelled, o4 is unpaid, o8 was paid on 12 Mar.
    expect(body.revenue_by_day).toEqual([
      { date: '2025-03-09', revenue: 350_000, orders: 2 },
      { date: '2025-03-10', revenue: 250_000, orders: 2 },
      { date: '2025-03-11', revenue: 50_000, orders: 1 },
    ]);
    expect(body.totals).toEqual({ revenue: 650_000, orders: 5, average_order_value: 130_000, items_sold: 2 + 3 + 2 + 2 + 1 });
    // A: o1 2 + o2 1 = 3 pieces, 300,000; B: o9 3 + o2 1 + o3 2 + o7 1 = 7 pieces, 350,000.
    expect(body.top_products).toEqual([
      { product_id: productB, name: 'Celana B', quantity: 7, revenue: 350_000 },
      { product_id: productA, name: 'Kemeja A', quantity: 3, revenue: 300_000 },
    ]);
    // Placed 9–11 March in Jakarta: o1, o2, o3, o4, o5, o6 (01:00 on 9 Mar), o7, o8; o9 was placed on 8 March.
    expect(body.by_status).toEqual({ pending: 1, paid: 2, shipped: 1, delivered: 1, completed: 1, cancelled: 1, expired: 1 });
  });

  it('follows later changes of the orders: a reversal leaves the revenue, a new payment joins it', async () => {
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, ids.o1!));
    await t.db
      .update(orders)
      .set({ status: 'paid', paidAt: new Date('2025-03-11T01:00:00Z') })
      .where(eq(orders.id, ids.o4!));
    const body = (await stats('?from=2025-03-09&to=2025-03-11')).json<Stats>();
    expect(body.revenue_by_day).toEqual([
      { date: '2025-03-09', revenue: 150_000, orders: 1 },
      { date: '2025-03-10', revenue: 250_000, orders: 2 },
      { date: '2025-03-11', revenue: 550_000, orders: 2 },
    ]);
    expect(body.totals).toMatchObject({ revenue: 950_000, orders: 5, average_order_value: 190_000 });
    expect(body.by_status).toMatchObject({ pending: 0, paid: 2, cancelled: 2 });
    expect(body.top_products).toContainEqual({ product_id: productA, name: 'Kemeja A', quantity: 6, revenue: 600_000 });
    // put them back for the other tests
    await t.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, ids.o1!));
    await t.db.update(orders).set({ status: 'pending', paidAt: null }).where(eq(orders.id, ids.o4!));
  });

  it('fills days without sales with zeros and defaults to the last 30 days', async () => {
    const body = (await stats('?from=2025-03-12&to=2025-03-14')).json<Stats>();
    expect(body.revenue_by_day).toEqual([
      { date: '2025-03-12', revenue: 100_000, orders: 1 },
      { date: '2025-03-13', revenue: 0, orders: 0 },
      { date: '2025-03-14', revenue: 0, orders: 0 },
    ]);
    const recent = (await stats('')).json<Stats>();
    expect(recent.revenue_by_day).toHaveLength(30);
    expect(recent.totals).toEqual({ revenue: 0, orders: 0, average_order_value: 0, items_sold: 0 });
  });

  it("lists paid orders waiting more than 2 days to be shipped and those short of stock under 'Perlu Tindakan'", async () => {
    await t.db.execute(sql`update orders set stock_short = true where id = ${ids.o8!}`);
    const body = (await stats('?from=2025-03-09&to=2025-03-09')).json<Stats>();
    expect(body.needs_action.late_to_ship.count).toBe(2);
    expect(body.needs_action.late_to_ship.orders.map((o) => o.id)).toEqual([ids.o1, ids.o8]);
    expect(body.needs_action.stock_short).toMatchObject({ count: 1, orders: [{ id: ids.o8, status: 'paid' }] });
  });

  it('refuses bad ranges in Indonesian and changes nothing', async () => {
    const cases: [string, RegExp][] = [
      ['?from=2025-02-30', /YYYY-MM-DD/],
      ['?from=2025-03-10&to=2025-03-09', /tidak boleh setelah/],
      ['?from=2024-01-01&to=2025-01-01', /maksimal 366 hari/],
      ["?from=2025-01-01'%20or%201=1--", /YYYY-MM-DD/],
    ];
    for (const [query, message] of cases) {
      const res = await stats(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    expect((await stats('?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    expect((await stats('', null)).statusCode).toBe(401);
    expect((await stats('', shopper)).statusCode).toBe(403);
  });
});
