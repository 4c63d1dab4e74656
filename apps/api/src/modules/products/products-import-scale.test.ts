import type { ImportResult } from '@gayaku/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createCategory, createColor, createSize, uniqueLabel } from '../../../test/catalog-factories.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { productsCsv, uploadProducts, type CsvRow } from '../../../test/import-factories.ts';
import { selectRows } from '../../db/rows.ts';

let t: TestApp;
let admin: TestUser;
let rows: CsvRow[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.db, { role: 'admin' });
  const category = (await createCategory(t.db, uniqueLabel('Massal'))).name;
  const sizes = [(await createSize(t.db, uniqueLabel('S'))).name, (await createSize(t.db, uniqueLabel('L'))).name];
  const colors = [(await createColor(t.db, uniqueLabel('Biru'))).name, (await createColor(t.db, uniqueLabel('Abu'))).name];
  // 2,500 products × 2 sizes × 2 colours = 10,000 rows
  rows = Array.from({ length: 10_000 }, (_, i) => {
    const product = Math.floor(i / 4);
    return {
      name: `Produk Massal ${product}`,
      price: 10_000 + product,
      description: `Deskripsi ${product}`,
      image_url: 'https://contoh.id/massal.webp',
      categories: category,
      size: sizes[i % 2],
      color: colors[Math.floor(i / 2) % 2],
      stock: i % 50,
      sku: `MSL-${i}`,
    };
  });
});
afterAll(() => t.close());

describe('a 10,000-row products file', () => {
  it('is imported in under 30 s, and imported again as an update in under 30 s', async () => {
    const csv = productsCsv(rows);
    let started = performance.now();
    const created = await uploadProducts(t.app, admin.auth, csv);
    const createMs = performance.now() - started;
    expect(created.statusCode, created.body.slice(0, 500)).toBe(200);
    expect(created.json<ImportResult>()).toMatchObject({ rows: 10_000, created: 2_500, updated: 0 });
    expect(createMs).toBeLessThan(30_000);
    const [count] = await selectRows<{ variants: number; audit: number }>(
      t.db,
      sql`select (select count(*)::int from product_variants where sku like 'MSL-%') as variants,
        (select count(*)::int from audit_log where entity = 'product' and action = 'create') as audit`,
    );
    expect(count).toEqual({ variants: 10_000, audit: 2_500 });
    started = performance.now();
    const again = await uploadProducts(t.app, admin.auth, productsCsv(rows.map((r) => ({ ...r, price: Number(r.price) + 1 }))));
    const updateMs = performance.now() - started;
    expect(again.json<ImportResult>()).toMatchObject({ created: 0, updated: 2_500 });
    expect(updateMs).toBeLessThan(30_000);
    console.info(`10,000-row import: create ${Math.round(createMs)} ms, update ${Math.round(updateMs)} ms`);
  }, 120_000);
});
