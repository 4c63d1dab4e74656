/**
 * GET /api/order (admin) a page at a time: limit, offset, sort, order, q, status, from, to, and
 * the number of matches in X-Total-Count; bad values are 400 in Indonesian and change nothing.
 */
import { LIST_MESSAGES } from '@gayaku/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';

let t: TestApp;
let admin: TestUser;
let siti: TestUser;
let budi: TestUser;

const STATUSES = ['pending', 'paid', 'shipped', 'completed', 'cancelled'] as const;
/** 130 orders: order n (1-based) is placed n hours after 2025-03-01 00:00 UTC, in STATUSES[n % 5]; Siti places the even ones. */
const ORDERS = 130;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.db, { role: 'admin' });
  siti = await createUser(t.app, t.db, { username: 'siti_rahma', email: 'siti.rahma@contoh.id' });
  budi = await createUser(t.app, t.db, { username: 'budi_santoso', email: 'budi@contoh.id' });
  await t.db.execute(sql`
    insert into orders (user_id, status, subtotal, shipping_cost, total_price, address, city, created_at,
      recipient_name, midtrans_order_id, waybill)
    select case when n % 2 = 0 then ${siti.id}::int else ${budi.id}::int end,
      (array['pending','paid','shipped','completed','cancelled'])[n % 5 + 1],
      100000 + n * 1000, 10000, 110000 + n * 1000, 'Jl. Uji ' || n, case when n % 3 = 0 then 'Surabaya' else 'Bandung' end,
      timestamptz '2025-03-01 00:00:00+00' + n * interval '1 hour',
      case when n = 77 then 'Dewi 100% Asli' else 'Penerima ' || n end,
      'GAYAKU-' || n || '-ABC', case when n = 42 then 'JNE0042RESI' end
    from generate_series(1, ${ORDERS}) as n`);
});
afterAll(() => t?.close());

type Listed = { id: number; status: string; created_at: string; customer?: { username: string } | null };
const list = async (query = '', user: TestUser | null = admin) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/order${query}`, headers: user ? user.auth : {} });
  return { res, rows: res.statusCode === 200 ? (res.json() as Listed[]) : [], total: Number(res.headers['x-total-count']) };
};
const ids = (rows: Listed[]) => rows.map((r) => r.id);
const firstId = async () => ids((await list('?limit=1')).rows)[0]!;

describe('GET /api/order (admin), paged on the server', () => {
  it('answers at most 100 orders by id without a limit, and counts them all in X-Total-Count', async () => {
    const { res, rows, total } = await list();
    expect(res.statusCode).toBe(200);
    expect(rows).toHaveLength(100);
    expect(total).toBe(ORDERS);
    expect(ids(rows)).toEqual([...ids(rows)].sort((a, b) => a - b));
  });

  it('pages with limit and offset', async () => {
    const all = ids((await list('?limit=100')).rows);
    const { rows, total } = await list('?limit=10&offset=20');
    expect(ids(rows)).toEqual(all.slice(20, 30));
    expect(total).toBe(ORDERS);
    const last = await list('?limit=100&offset=100');
    expect(last.rows).toHaveLength(ORDERS - 100);
    expect((await list('?limit=5&offset=10000000')).rows).toEqual([]);
  });

  it('sorts by date, newest first, and by total', async () => {
    const newest = await list('?sort=created_at&order=desc&limit=3');
    const first = await firstId();
    expect(ids(newest.rows)).toEqual([first + ORDERS - 1, first + ORDERS - 2, first + ORDERS - 3]);
    const cheapest = await list('?sort=total_price&order=asc&limit=2');
    expect(ids(cheapest.rows)).toEqual([first, first + 1]);
  });

  it('filters by status and counts only those', async () => {
    const { rows, total } = await list('?status=paid&sort=created_at&order=desc&limit=5');
    expect(total).toBe(ORDERS / STATUSES.length);
    expect(rows.every((r) => r.status === 'paid')).toBe(true);
    expect(rows).toHaveLength(5);
  });

  it('filters by Jakarta days, both included', async () => {
    // Jakarta is UTC+7: 2025-03-02 runs from 2025-03-01 17:00 to 2025-03-02 17:00 UTC, orders 17 to 40.
    const { rows, total } = await list('?from=2025-03-02&to=2025-03-02&limit=100');
    expect(total).toBe(24);
    const first = await firstId();
    expect(ids(rows)).toEqual(Array.from({ length: 24 }, (_, i) => first + 16 + i));
    const withStatus = await list('?from=2025-03-02&to=2025-03-03&status=completed');
    // orders 17 to 64, of which 18, 23, … 63 are completed
    expect(withStatus.total).toBe(10);
    expect(withStatus.rows).toHaveLength(10);
    expect(withStatus.rows.every((r) => r.status === 'completed')).toBe(true);
  });

  it('finds an order by number, customer name or e-mail, recipient, Midtrans id or resi', async () => {
    const first = await firstId();
    expect(ids((await list(`?q=${first + 9}`)).rows)).toContain(first + 9);
    expect(ids((await list(`?q=%23${first + 9}`)).rows)).toEqual([first + 9]);
    const byMail = await list('?q=SITI.RAHMA@contoh');
    expect(byMail.total).toBe(ORDERS / 2);
    expect(byMail.rows[0]?.customer?.username).toBe('siti_rahma');
    expect((await list('?q=budi_sant')).total).toBe(ORDERS / 2);
    expect(ids((await list('?q=jne0042')).rows)).toEqual([first + 41]);
    expect(ids((await list('?q=GAYAKU-77-abc')).rows)).toEqual([first + 76]);
    expect(ids((await list('?q=100%25%20asli')).rows)).toEqual([first + 76]);
    // % and _ are letters, not wildcards
    expect((await list('?q=%25')).total).toBe(1);
    expect((await list(`?q=${encodeURIComponent("' or 1=1 --")}`)).total).toBe(0);
    const narrowed = await list('?q=siti&status=paid');
    expect(narrowed.total).toBe(ORDERS / 10);
  });

  it.each([
    ['?limit=0', LIST_MESSAGES.limitRange],
    ['?limit=101', LIST_MESSAGES.limitRange],
    ['?limit=1e1', LIST_MESSAGES.limitRange],
    ['?limit=5&limit=6', LIST_MESSAGES.limitRange],
    ['?offset=-1', LIST_MESSAGES.offsetRange],
    ['?offset=10000001', LIST_MESSAGES.offsetRange],
    ['?sort=address', 'sort harus salah satu dari'],
    ['?order=up', LIST_MESSAGES.orderInvalid],
    ['?status=lost', 'Status pesanan tidak dikenal'],
    ['?from=2025-02-30', 'Tanggal harus berformat YYYY-MM-DD'],
    ['?from=2025-03-05&to=2025-03-01', "Tanggal 'dari' tidak boleh setelah tanggal 'sampai'"],
    [`?q=${'a'.repeat(101)}`, LIST_MESSAGES.queryTooLong],
  ])('refuses %s with a 400 in Indonesian', async (query, message) => {
    const { res } = await list(query);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it('has the indexes its page and its search read (migration 0010)', async () => {
    const { rows } = (await t.db.execute(
      sql`select indexname from pg_indexes where tablename in ('orders', 'users') order by 1`,
    )) as unknown as {
      rows: { indexname: string }[];
    };
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining([
        'orders_created_idx',
        'orders_status_created_idx',
        'orders_midtrans_order_id_trgm_idx',
        'orders_waybill_trgm_idx',
        'orders_recipient_name_trgm_idx',
        'users_username_trgm_idx',
        'users_email_trgm_idx',
      ]),
    );
  });

  it('is for admins only', async () => {
    expect((await list('', siti)).res.statusCode).toBe(403);
    expect((await list('', null)).res.statusCode).toBe(401);
  });
});
