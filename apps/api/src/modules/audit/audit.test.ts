import type { AuditEntry, Product } from '@gayaku/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { adminCatalog, productFields, sendMultipartForm, uniqueLabel, type AdminCatalog } from '../../../test/catalog-factories.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { auditLog } from '../../db/schema.ts';

let t: TestApp;
let c: AdminCatalog;
let otherAdmin: TestUser;
let product: Product;
let categoryId: number;

const list = (query: string, user: TestUser | null = c.admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: user ? user.auth : {} });

beforeAll(async () => {
  t = await buildTestApp();
  c = await adminCatalog(t.app, t.db);
  otherAdmin = await createUser(t.app, t.db, { role: 'admin' });
  const names = { category: c.category.name, color: c.color.name, size: c.size.name };
  const created = await sendMultipartForm(
    t.app,
    { method: 'POST', url: '/api/products', auth: c.admin.auth },
    productFields(names, { name: 'Kemeja Audit', price: '150000' }),
    { bytes: c.png },
  );
  product = created.json<Product>();
  // the price change: by the other admin
  const edited = await sendMultipartForm(
    t.app,
    { method: 'PUT', url: `/api/products/${product.id}`, auth: otherAdmin.auth },
    { name: 'Kemeja Audit', price: '175000' },
  );
  expect(edited.statusCode, edited.body).toBe(200);
  const category = await t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: c.admin.auth,
    payload: { name: uniqueLabel('Audit') },
  });
  categoryId = category.json<{ id: number }>().id;
  // an entry of last year (Jakarta), to filter by day
  await t.db
    .update(auditLog)
    .set({ createdAt: new Date('2024-12-31T16:59:00Z') })
    .where(eq(auditLog.entity, 'category'));
});
afterAll(() => t.close());

describe('GET /api/admin/audit', () => {
  it('lists the entries newest first with who, when, what, and the record before and after', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const entries = res.json<AuditEntry[]>();
    expect(entries.map((e) => [e.entity, e.action])).toEqual([
      ['category', 'create'],
      ['product', 'update'],
      ['product', 'create'],
    ]);
    const edit = entries[1]!;
    expect(edit).toMatchObject({
      entity_id: product.id,
      actor: { id: otherAdmin.id, username: otherAdmin.username, email: otherAdmin.email },
    });
    expect(edit.before).toMatchObject({ price: 150_000 });
    expect(edit.after).toMatchObject({ price: 175_000 });
    expect(edit.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('filters by entity and id, by actor (id, e-mail or username), and by Jakarta days', async () => {
    const ids = async (query: string) => (await list(query)).json<AuditEntry[]>().map((e) => `${e.entity}:${e.action}`);
    expect(await ids(`?entity=product&entity_id=${product.id}`)).toEqual(['product:update', 'product:create']);
    expect(await ids(`?entity=category&entity_id=${categoryId}`)).toEqual(['category:create']);
    expect(await ids(`?entity=product&entity_id=${product.id + 1000}`)).toEqual([]);
    expect(await ids(`?actor=${otherAdmin.id}`)).toEqual(['product:update']);
    expect(await ids(`?actor=${encodeURIComponent(otherAdmin.email.toUpperCase())}`)).toEqual(['product:update']);
    expect(await ids(`?actor=${c.admin.username}`)).toEqual(['category:create', 'product:create']);
    expect(await ids(`?actor=nobody`)).toEqual([]);
    // 2024-12-31T16:59Z is 23:59 on 31 December in Jakarta
    expect(await ids('?from=2024-12-31&to=2024-12-31')).toEqual(['category:create']);
    expect(await ids('?to=2024-12-30')).toEqual([]);
    expect(await ids('?from=2025-01-01&entity=category')).toEqual([]);
  });

  it('pages with limit and offset, the total in X-Total-Count', async () => {
    const first = await list('?limit=2');
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json<AuditEntry[]>()).toHaveLength(2);
    const rest = await list('?limit=2&offset=2');
    expect(rest.json<AuditEntry[]>().map((e) => e.action)).toEqual(['create']);
    const past = await list('?offset=50');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('3');
  });

  it('refuses out-of-range paging and unknown filters with an Indonesian 400', async () => {
    const cases: [string, string][] = [
      ['?limit=0', 'Parameter limit harus bilangan bulat 1–100'],
      ['?limit=101', 'Parameter limit harus bilangan bulat 1–100'],
      ['?limit=abc', 'Parameter limit harus bilangan bulat 1–100'],
      ['?offset=-1', 'Parameter offset harus bilangan bulat 0 atau lebih'],
      ['?entity=users', 'Jenis data tidak dikenal'],
      ['?entity_id=0', 'Format isian "entity_id" tidak valid'],
      ['?from=2025-13-01', 'Tanggal harus berformat YYYY-MM-DD dan ada di kalender'],
      [`?actor=${'x'.repeat(300)}`, 'Pelaku maksimal 254 karakter'],
    ];
    for (const [query, message] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message, query).toBe(message);
    }
    const quote = await list(`?actor=${encodeURIComponent("' or 1=1 --")}`);
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    expect((await list('', c.shopper)).statusCode).toBe(403);
  });
});
