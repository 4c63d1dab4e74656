/**
 * The admin's order pages from memory (orders-page-cache.ts, turned on here; the rest of the suite
 * runs without it): a page asked again costs one read of the orders' version, and every write —
 * a checkout, an admin's status change, a write behind the app's back (another instance), a
 * customer's new e-mail — shows on the very next page. A page read while a write was not yet
 * committed is dropped a second later.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { countQueries } from '../../../test/catalog-factories.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { createCatalogue, listenForPayments, orderBody, placeOrder } from '../../../test/order-factories.ts';
import { configureOrdersPageCache } from './orders-page-cache.ts';

let t: TestApp;
let admin: TestUser;
let siti: TestUser;
const clock = { now: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  admin = await createUser(t.app, t.db, { role: 'admin' });
  siti = await createUser(t.app, t.db, { username: 'siti_cache', email: 'siti.cache@contoh.id' });
  await t.db.execute(sql`
    insert into orders (user_id, status, subtotal, shipping_cost, total_price, address, city, created_at)
    select ${siti.id}::int, (array['pending','paid'])[n % 2 + 1], 100000, 10000, 110000, 'Jl. Uji ' || n, 'Bandung',
      now() - n * interval '1 hour'
    from generate_series(1, 30) as n`);
  configureOrdersPageCache(t.db, { enabled: true, now: () => clock.now });
});
afterAll(() => t?.close());

type Listed = { id: number; status: string; customer?: { email: string } | null };
const NEWEST = '/api/order?limit=20&sort=created_at&order=desc';
async function page(url = NEWEST, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers: { ...admin.auth, ...headers } });
  const rows = res.statusCode === 200 ? (res.json() as Listed[]) : [];
  return { res, rows, total: Number(res.headers['x-total-count']) };
}
const setStatus = (id: number, status: string) => t.db.execute(sql`update orders set status = ${status} where id = ${id}`);

describe('the admin order pages cache', () => {
  it('answers a page asked again with one read of the version besides the sign-in check', async () => {
    const first = await page();
    const counter = countQueries(t.db);
    try {
      const again = await page();
      expect(again.rows).toEqual(first.rows);
      expect(again.total).toBe(first.total);
      expect(counter.count).toBe(2); // the account behind the token, and orders_version
    } finally {
      counter.restore();
    }
  });

  it('shows a write made behind the app (another instance, psql) on the very next page', async () => {
    const before = await page(`${NEWEST}&status=paid`);
    const [top] = (await page()).rows;
    await setStatus(top!.id, top!.status === 'paid' ? 'cancelled' : 'paid');
    const after = await page(`${NEWEST}&status=paid`);
    expect(after.total).toBe(before.total + (top!.status === 'paid' ? -1 : 1));
    expect(after.rows.some((r) => r.id === top!.id)).toBe(top!.status !== 'paid');
  });

  it("shows a checkout and a customer's new e-mail at once", async () => {
    const cat = await createCatalogue(t.db);
    await page();
    const { order } = await placeOrder(t.app, siti, orderBody(cat));
    const newest = await page();
    expect(newest.rows[0]?.id).toBe(order.id);
    await t.db.execute(sql`update users set email = 'siti.baru@contoh.id' where id = ${siti.id}`);
    expect((await page()).rows[0]?.customer?.email).toBe('siti.baru@contoh.id');
  });

  it('answers 304 to an unchanged page the browser holds, the new page once an order changed', async () => {
    const first = await page();
    expect(first.res.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.res.headers.etag);
    expect((await page(NEWEST, { 'if-none-match': etag })).res.statusCode).toBe(304);
    const status = first.rows[0]!.status === 'shipped' ? 'delivered' : 'shipped';
    await setStatus(first.rows[0]!.id, status);
    const changed = await page(NEWEST, { 'if-none-match': etag });
    expect(changed.res.statusCode).toBe(200);
    expect(changed.rows[0]?.status).toBe(status);
  });

  it('drops a page read while a write was still uncommitted one second later', async () => {
    const [top] = (await page()).rows;
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let updated!: () => void;
    const written = new Promise<void>((resolve) => (updated = resolve));
    const writing = t.db.transaction(async (tx) => {
      await tx.execute(sql`update orders set status = 'completed' where id = ${top!.id}`);
      updated();
      await committed;
    });
    await written;
    expect((await page()).rows[0]?.status).toBe(top!.status); // the version moved, the row not yet
    commit();
    await writing;
    clock.now += 1000;
    expect((await page()).rows[0]?.status).toBe('completed');
  });
});
