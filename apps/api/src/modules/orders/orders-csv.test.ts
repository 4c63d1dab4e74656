import { ORDER_CSV_COLUMNS } from '@gayaku/contract';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createCatalogProduct, createOrderWith } from '../../../test/catalog-factories.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { orderItems, orders } from '../../db/schema.ts';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
let nasty: number;
let plain: number;

const exportCsv = (query = '', user: TestUser | null = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders.csv${query}`, headers: user ? user.auth : {} });
const records = (body: string) => parse(body, { bom: true, columns: true }) as Record<string, string>[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.db, { role: 'admin' });
  shopper = await createUser(t.app, t.db);
  const product = await createCatalogProduct(t.db, { name: '=HYPERLINK("http://contoh.id","klik")', price: 120_000 });
  const second = await createCatalogProduct(t.db, { name: 'Kaos "Polos", Hitam', price: 80_000 });
  nasty = (await createOrderWith(t.db, shopper.id, 'paid', [product, second])).orderId;
  await t.db
    .update(orders)
    .set({
      address: '@SUM(1+1)\nJl. Mawar No. 5, RT 01',
      recipientName: '-2+3',
      recipientPhone: '+6281234567890',
      city: '\tJakarta',
      createdAt: new Date('2025-03-09T17:30:00Z'),
    })
    .where(eq(orders.id, nasty));
  plain = (await createOrderWith(t.db, shopper.id, 'completed', [second])).orderId;
  await t.db
    .update(orders)
    .set({ createdAt: new Date('2025-03-09T16:30:00Z') })
    .where(eq(orders.id, plain));
});
afterAll(() => t.close());

describe('GET /api/admin/orders.csv', () => {
  it('streams one row per order line with a BOM, a header row, every field quoted and CRLF line ends', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="pesanan.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(`\uFEFF${ORDER_CSV_COLUMNS.map((c) => `"${c}"`).join(',')}`);
    const rows = records(res.body);
    expect(rows.map((r) => [r.order_id, r.product_name])).toEqual([
      [String(nasty), `'=HYPERLINK("http://contoh.id","klik")`],
      [String(nasty), 'Kaos "Polos", Hitam'],
      [String(plain), 'Kaos "Polos", Hitam'],
    ]);
    expect(res.body).toContain('"\'=HYPERLINK(""http://contoh.id"",""klik"")"');
    expect(res.body).toContain('"Kaos ""Polos"", Hitam"');
  });

  it('neutralises every text a spreadsheet would run as a formula: = + - @, tab and CR', async () => {
    const [row] = records((await exportCsv(`?status=paid`)).body);
    expect(row).toMatchObject({
      address: "'@SUM(1+1)\nJl. Mawar No. 5, RT 01",
      recipient_name: "'-2+3",
      recipient_phone: "'+6281234567890",
      city: "'\tJakarta",
      status: 'paid',
      quantity: '1',
      price: '120000',
      order_subtotal: '200000',
      shipping_cost: '10000',
      total_price: '210000',
      // 17:30Z on 9 March is 00:30 on 10 March in Jakarta
      created_at: '2025-03-10 00:30:00',
      paid_at: '',
    });
  });

  it('filters by Jakarta days of ordering and by status', async () => {
    const ids = async (query: string) => records((await exportCsv(query)).body).map((r) => Number(r.order_id));
    expect(await ids('?from=2025-03-10&to=2025-03-10')).toEqual([nasty, nasty]);
    expect(await ids('?to=2025-03-09')).toEqual([plain]);
    expect(await ids('?status=completed')).toEqual([plain]);
    expect(await ids('?status=expired')).toEqual([]);
    expect((await exportCsv('?from=2025-03-10&status=paid')).headers['content-disposition']).toBe(
      'attachment; filename="pesanan-2025-03-10-kini-paid.csv"',
    );
  });

  it('refuses bad filters in Indonesian, and is for admins only', async () => {
    const bad = await exportCsv('?status=lunas');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Status pesanan tidak dikenal' });
    expect((await exportCsv('?from=2025-3-1')).statusCode).toBe(400);
    expect((await exportCsv('', null)).statusCode).toBe(401);
    expect((await exportCsv('', shopper)).statusCode).toBe(403);
  });

  it('reads the lines a batch at a time, in order, however many there are', async () => {
    const product = await createCatalogProduct(t.db, { name: 'Banyak', price: 1000 });
    const { orderId } = await createOrderWith(t.db, shopper.id, 'shipped', [product]);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const { id: _id, ...copy } = line!;
    await t.db.insert(orderItems).values(Array.from({ length: 4500 }, () => copy));
    const rows = records((await exportCsv('?status=shipped')).body);
    expect(rows).toHaveLength(4501);
    expect(new Set(rows.map((r) => r.order_id))).toEqual(new Set([String(orderId)]));
  });
});
