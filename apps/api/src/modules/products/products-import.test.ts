import type { AuditEntry, ImportResult, Product, ProductStock } from '@gayaku/contract';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createCatalogProduct,
  createCategory,
  createColor,
  createSize,
  multipartBody,
  uniqueLabel,
} from '../../../test/catalog-factories.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { productsCsv, uploadProducts, type CsvRow } from '../../../test/import-factories.ts';
import { selectRows } from '../../db/rows.ts';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
let cat: string;
let cat2: string;
let sizes: string[];
let colors: string[];
let existing: number;

const IMAGE = 'https://contoh.id/kaos.webp';
const upload = (csv: string | Buffer, query = '', user: TestUser | null = admin) =>
  uploadProducts(t.app, user ? user.auth : null, csv, query);
const exportCsv = (user: TestUser | null = admin) =>
  t.app.inject({ method: 'GET', url: '/api/admin/products.csv', headers: user ? user.auth : {} });
const stockOf = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}/stock`, headers: admin.auth })).json<ProductStock>();

/** Everything an import may touch, to show that a refused one changed nothing. */
async function state(): Promise<unknown> {
  const [row] = await selectRows(
    t.db,
    sql`select (select json_agg(p order by p.id) from (select id, name, price, description, sold_count, image_url, weight_grams from products) p) as products,
      (select json_agg(v order by v.id) from (select id, product_id, size_id, color_id, stock, sku from product_variants) v) as variants,
      (select json_agg(l order by l.product_id, l.category_id) from product_categories l) as categories,
      (select json_agg(l order by l.product_id, l.size_id) from product_sizes l) as sizes,
      (select count(*) from audit_log) as audit`,
  );
  return row;
}

const row = (overrides: CsvRow = {}): CsvRow => ({
  name: 'Kaos Impor',
  price: 99_000,
  description: 'Kaos katun impor',
  sold_count: 0,
  image_url: IMAGE,
  categories: cat,
  size: sizes[0],
  color: colors[0],
  stock: 5,
  ...overrides,
});

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.db, { role: 'admin' });
  shopper = await createUser(t.app, t.db);
  cat = (await createCategory(t.db, uniqueLabel('Atasan'))).name;
  cat2 = (await createCategory(t.db, uniqueLabel('Promo'))).name;
  sizes = [(await createSize(t.db, uniqueLabel('M'))).name, (await createSize(t.db, uniqueLabel('L'))).name];
  colors = [(await createColor(t.db, uniqueLabel('Hitam'))).name, (await createColor(t.db, uniqueLabel('Putih'))).name];
  existing = await createCatalogProduct(t.db, { name: 'Kemeja Lama', price: 150_000 });
});
afterAll(() => t.close());

describe('POST /api/admin/products/import', () => {
  it('creates products with their variants and updates others by name, audit-logged', async () => {
    const csv = productsCsv([
      row({ sku: 'KAOS-M-HTM', categories: `${cat}|${cat2}` }),
      row({ size: sizes[1], stock: 7, sku: 'KAOS-L-HTM', price: '', description: '', image_url: '', categories: '' }),
      row({ color: colors[1], stock: 0, categories: `${cat}|${cat2}`.toUpperCase() }),
      { name: 'kemeja lama', price: 175_000, categories: cat2, size: sizes[0], color: colors[0], stock: 3 },
    ]);
    // rows 2–4 are one product (the categories in another case are the same names)
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportResult>()).toEqual({
      message: 'Impor selesai: 1 produk dibuat, 1 produk diperbarui',
      dry_run: false,
      rows: 4,
      created: 1,
      updated: 1,
      unchanged: 0,
    });
    const products = (await t.app.inject({ method: 'GET', url: '/api/products?search=Kaos Impor' })).json<Product[]>();
    expect(products).toHaveLength(1);
    const made = products[0]!;
    expect(made).toMatchObject({ name: 'Kaos Impor', price: 99_000, image_url: IMAGE, weight_grams: 300, available: 12 });
    expect(made.categories.map((c) => c.name).sort()).toEqual([cat, cat2].sort());
    expect((await stockOf(made.id)).variants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ size_name: sizes[0], color_name: colors[0], stock: 5, sku: 'KAOS-M-HTM' }),
        expect.objectContaining({ size_name: sizes[1], color_name: colors[0], stock: 7, sku: 'KAOS-L-HTM' }),
        expect.objectContaining({ size_name: sizes[0], color_name: colors[1], stock: 0, sku: null }),
      ]),
    );
    const audit = (
      await t.app.inject({ method: 'GET', url: `/api/admin/audit?entity=product&entity_id=${existing}`, headers: admin.auth })
    ).json<AuditEntry[]>();
    expect(audit[0]).toMatchObject({ action: 'update', actor: { id: admin.id }, before: { price: 150_000 }, after: { price: 175_000 } });
    const created = (
      await t.app.inject({ method: 'GET', url: `/api/admin/audit?entity=product&entity_id=${made.id}`, headers: admin.auth })
    ).json<AuditEntry[]>();
    expect(created[0]).toMatchObject({ action: 'create', before: null, after: { name: 'Kaos Impor', variants: expect.any(Array) } });
  });

  it('finds the product by SKU first: a SKU renames its product and sets its stock', async () => {
    const csv = productsCsv([row({ name: 'Kaos Impor Baru', sku: 'kaos-m-htm', stock: 9, price: 101_000 })]);
    const res = await upload(csv);
    expect(res.json<ImportResult>()).toMatchObject({ created: 0, updated: 1 });
    const [found] = (await t.app.inject({ method: 'GET', url: '/api/products?search=Kaos Impor Baru' })).json<Product[]>();
    expect(found).toMatchObject({ price: 101_000 });
    expect((await stockOf(found!.id)).variants.find((v) => v.sku === 'kaos-m-htm')).toMatchObject({ stock: 9 });
  });

  it('changes nothing when one row is bad, and lists every problem by row and column in Indonesian', async () => {
    const before = await state();
    const csv = productsCsv([
      row({ name: 'Produk Baik', sku: 'BAIK-1' }),
      row({
        name: 'Produk Buruk',
        price: '12.500',
        stock: -1,
        size: 'XXXL-Tidak-Ada',
        categories: `${cat}|Kategori Hantu`,
        sku: 'salah sku!',
      }),
      row({ name: 'Produk Baru Tanpa Gambar', image_url: '', sku: 'BAIK-1' }),
    ]);
    const res = await upload(csv);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; code: string; issues: { path: string; message: string }[] }>();
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toBe('Impor dibatalkan: 7 masalah ditemukan, tidak ada data yang diubah');
    expect(body.issues.map((i) => i.message)).toEqual(
      [
        'Baris 3, kolom price: harus bilangan bulat 1–100.000.000',
        'Baris 3, kolom stock: harus bilangan bulat 0–100.000',
        'Baris 3, kolom sku: hanya huruf, angka, titik, garis bawah dan tanda hubung (maksimal 64)',
        'Baris 4, kolom image_url: wajib untuk produk baru (alamat https:// atau /uploads/…)',
        'Baris 4, kolom sku: SKU sudah dipakai di baris 2',
        `Baris 3, kolom categories: Kategori tidak dikenal: Kategori Hantu`,
        'Baris 3, kolom size: Ukuran tidak dikenal: XXXL-Tidak-Ada',
      ].sort((a, b) => Number(a.split(' ')[1]!.replace(',', '')) - Number(b.split(' ')[1]!.replace(',', ''))),
    );
    expect(body.issues[0]!.path).toBe('3.price');
    expect(await state()).toEqual(before);
  });

  it('with dry_run=true checks and counts, and changes nothing', async () => {
    const before = await state();
    const csv = productsCsv([row({ name: 'Produk Coba' }), row({ name: 'Kemeja Lama', price: 1, categories: cat2 })]);
    const res = await upload(csv, '?dry_run=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportResult>()).toEqual({
      message: 'Berkas valid: 2 baris siap diimpor (belum ada yang diubah)',
      dry_run: true,
      rows: 2,
      created: 1,
      updated: 1,
      unchanged: 0,
    });
    expect(await state()).toEqual(before);
    const field = await uploadProducts(t.app, admin.auth, csv, '', { dry_run: 'true' });
    expect(field.json<ImportResult>().dry_run).toBe(true);
    expect(await state()).toEqual(before);
  });

  it('refuses a stock below what unpaid orders hold', async () => {
    await t.db.execute(sql`update product_variants set held = 4 where lower(sku) = 'kaos-l-htm'`);
    const res = await upload(productsCsv([row({ name: 'Kaos Impor Baru', size: sizes[1], stock: 3, sku: 'KAOS-L-HTM' })]));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ issues: { message: string }[] }>().issues[0]!.message).toBe(
      'Baris 2, kolom stock: stok tidak boleh di bawah 4 yang sedang dipesan',
    );
    await t.db.execute(sql`update product_variants set held = 0 where lower(sku) = 'kaos-l-htm'`);
  });

  it('refuses files it cannot read, with a clear message', async () => {
    const cases: [string | Buffer, number, string][] = [
      ['name,price\n"Kaos,1', 400, 'Berkas CSV tidak dapat dibaca: tanda kutip tidak ditutup (baris 2)'],
      ['name,harga\nKaos,1', 400, 'Kolom tidak dikenal: harga'],
      ['name,price\nKaos,1', 400, 'Kolom wajib tidak ada: categories, size, color, stock'],
      ['name,price,categories,size,color,stock\n', 400, 'Berkas CSV tidak berisi baris produk'],
      [Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0x0a]), 400, 'Berkas CSV tidak dapat dibaca: simpan sebagai CSV UTF-8'],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 0x61), 413, 'Ukuran berkas CSV maksimal 10 MB'],
    ];
    for (const [csv, status, message] of cases) {
      const res = await upload(csv);
      expect(res.statusCode, message).toBe(status);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    const noFile = await multipartBody({ dry_run: 'true' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      payload: noFile.payload,
      headers: { ...noFile.headers, ...admin.auth },
    });
    expect(res.json()).toMatchObject({ message: 'Pilih berkas CSV untuk diimpor' });
    const json = await t.app.inject({ method: 'POST', url: '/api/admin/products/import', payload: {}, headers: admin.auth });
    expect(json.statusCode).toBe(415);
    expect((await upload('x', '?dry_run=ya')).statusCode).toBe(400);
  });

  it('reads semicolon-separated files and takes the export apostrophe off formula-like texts', async () => {
    const csv = `name;price;description;image_url;categories;size;color;stock\n'=Kaos Rumus;50000;'-diskon;${IMAGE};${cat};${sizes[0]};${colors[0]};1\n`;
    expect((await upload(csv)).json<ImportResult>()).toMatchObject({ created: 1 });
    const [made] = (await t.app.inject({ method: 'GET', url: '/api/products?search=Kaos Rumus' })).json<Product[]>();
    expect(made).toMatchObject({ name: '=Kaos Rumus', description: '-diskon' });
  });

  it('is for admins only', async () => {
    expect((await upload('x', '', null)).statusCode).toBe(401);
    expect((await upload('x', '', shopper)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/products.csv', () => {
  it('writes one row per size × colour with a BOM, neutralised formulas, and imports back unchanged', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="produk.csv"');
    expect(res.body.startsWith('\uFEFF"name","price","description"')).toBe(true);
    const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r.name === "'=Kaos Rumus")).toMatchObject({ description: "'-diskon", stock: '1' });
    const made = rows.filter((r) => r.name === 'Kaos Impor Baru');
    expect(made).toHaveLength(4);
    const again = await upload(res.body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<ImportResult>()).toMatchObject({ created: 0, updated: 0 });
  });

  it('is for admins only', async () => {
    expect((await exportCsv(null)).statusCode).toBe(401);
    expect((await exportCsv(shopper)).statusCode).toBe(403);
  });
});
