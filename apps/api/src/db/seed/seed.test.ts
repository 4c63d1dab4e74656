import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bannerPhoneOf, sizeChartFor, type SizeChart } from '@gayaku/contract';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseDriver } from '../../../test/database.ts';
import { openDatabase, type Database } from '../client.ts';
import {
  ads,
  categories,
  productCategories,
  productColors,
  products,
  productSizes,
  productVariants,
  ratings,
  shippingRates,
  sizeCharts,
  sizes,
  users,
} from '../schema.ts';
import { PRODUCTS } from './catalog-data.ts';
import { renderDemoImagesInChild } from './images-child.ts';
import { adImageUrl } from './images.ts';
import { seedDemo, seedReferenceData } from './index.ts';
import { BANNERS } from './reference-data.ts';
import { selectRows } from '../rows.ts';

let database: Database;
let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let uploadsDir: string;
let firstRun: { seeded: boolean };
let firstRunMs = 0;
let firstRunCpuMs = 0;
const logs: string[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openDatabase({ url: testDb.url, driver: testDatabaseDriver() });
  uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'gayaku-seed-test-'));
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  firstRun = await seedDemo(database.db, { uploadsDir, log: (m) => logs.push(m) });
  firstRunMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  firstRunCpuMs = (cpu.user + cpu.system) / 1000;
}, 120_000);

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

const query = async <T>(q: SQL): Promise<{ rows: T[] }> => ({ rows: await selectRows<T>(database.db, q) });
const fileOf = (url: string): string => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));

describe('seedDemo', () => {
  it('seeds at least 60 products over the seven categories', async () => {
    expect(firstRun.seeded).toBe(true);
    console.info(
      `seedDemo (fresh database, empty uploads dir): ${Math.round(firstRunMs)} ms wall, ${Math.round(firstRunCpuMs)} ms CPU — ${logs.join(' | ')}`,
    );
    const db = database.db;
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(products);
    expect(n).toBeGreaterThanOrEqual(60);
    const cats = await db.select({ name: categories.name, imageUrl: categories.imageUrl }).from(categories);
    expect(cats.map((c) => c.name).sort()).toEqual([
      'Celana Panjang',
      'Celana Pendek',
      'Jaket & Hoodie',
      'Kaos',
      'Kemeja',
      'Pria',
      'Wanita',
    ]);
    for (const c of cats) expect(c.imageUrl).toMatch(/^\/uploads\/demo\/category-[a-z0-9-]+\.webp$/);
    const perCategory = await db
      .select({ categoryId: productCategories.categoryId, n: count() })
      .from(productCategories)
      .groupBy(productCategories.categoryId);
    expect(perCategory).toHaveLength(7);
    for (const c of perCategory) expect(c.n).toBeGreaterThanOrEqual(5);
  });

  it('gives every product a size, a colour, 1–2 categories, a whole-thousand price and a description', async () => {
    const rows = await query<{ id: number; price: number; description: string; n_cat: number; n_col: number; n_size: number }>(sql`
      select p.id, p.price, p.description,
        (select count(*)::int from ${productCategories} c where c.product_id = p.id) as n_cat,
        (select count(*)::int from ${productColors} c where c.product_id = p.id) as n_col,
        (select count(*)::int from ${productSizes} s where s.product_id = p.id) as n_size
      from ${products} p`);
    expect(rows.rows.length).toBe(PRODUCTS.length);
    for (const r of rows.rows) {
      expect(r.n_size).toBeGreaterThanOrEqual(1);
      expect(r.n_col).toBeGreaterThanOrEqual(1);
      expect(r.n_col).toBeLessThanOrEqual(4);
      expect(r.n_cat).toBeGreaterThanOrEqual(1);
      expect(r.n_cat).toBeLessThanOrEqual(2);
      expect(r.price % 1000).toBe(0);
      expect(r.price).toBeGreaterThanOrEqual(79_000);
      expect(r.price).toBeLessThanOrEqual(599_000);
      expect(r.description.split('. ').length).toBeGreaterThanOrEqual(2);
    }
    // Waist sizes only on trousers and shorts.
    const waist = await query<{ name: string }>(sql`
      select distinct p.name from ${products} p
      join ${productSizes} ps on ps.product_id = p.id join ${sizes} s on s.id = ps.size_id
      where s.size_name ~ '^[0-9]+$' and not exists (
        select 1 from ${productCategories} pc join ${categories} c on c.id = pc.category_id
        where pc.product_id = p.id and c.name like 'Celana%')`);
    expect(waist.rows).toEqual([]);
  });

  it('has a clear top 12 by sold count and creation dates spread over months', async () => {
    const rows = await database.db.select({ sold: products.soldCount, createdAt: products.createdAt }).from(products);
    const sold = rows.map((r) => r.sold).sort((a, b) => b - a);
    expect(sold[11]!).toBeGreaterThan(sold[12]!);
    expect(Math.max(...sold)).toBeLessThanOrEqual(1500);
    expect(Math.min(...sold)).toBe(0);
    const ages = rows.map((r) => (Date.now() - r.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(150);
    expect(Math.max(...ages)).toBeLessThanOrEqual(245);
    expect(Math.min(...ages)).toBeLessThan(30);
  });

  it('adds demo shoppers and about 150 ratings, mostly 4–5 stars', async () => {
    const db = database.db;
    const shoppers = await db.select().from(users).where(eq(users.role, 'user'));
    expect(shoppers.length).toBeGreaterThanOrEqual(8);
    for (const u of shoppers) expect(u.email).toMatch(/@contoh\.id$/);
    expect(new Set(shoppers.map((u) => u.passwordHash)).size).toBe(1);
    const all = await db.select({ rating: ratings.rating, comment: ratings.comment }).from(ratings);
    expect(all.length).toBeGreaterThanOrEqual(140);
    expect(all.filter((r) => r.rating >= 4).length / all.length).toBeGreaterThan(0.7);
    expect(all.some((r) => r.comment)).toBe(true);
  });

  it('creates at least three ads and seeds reference data', async () => {
    const banners = await database.db.select().from(ads);
    expect(banners.length).toBeGreaterThanOrEqual(3);
    await seedReferenceData(database.db);
    await seedReferenceData(database.db);
    const rates = await database.db.select().from(shippingRates);
    expect(rates.length).toBeGreaterThanOrEqual(15);
    expect(new Set(rates.map((r) => r.city.toLowerCase())).size).toBe(rates.length);
    for (const r of rates) expect(r.shippingCost).toBeGreaterThanOrEqual(10_000);
  });

  it('renders valid WebP images of the right size for products, thumbnails, categories, ads and their phone copies', async () => {
    const db = database.db;
    const check = async (url: string, width: number, height: number): Promise<void> => {
      const meta = await sharp(fileOf(url)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    };
    const prods = await db.select({ imageUrl: products.imageUrl }).from(products);
    expect(new Set(prods.map((p) => p.imageUrl)).size).toBe(prods.length);
    for (const p of prods) {
      expect(p.imageUrl).toMatch(/^\/uploads\/demo\/product-[a-z0-9-]+\.webp$/);
      await check(p.imageUrl, 800, 1000);
      await check(p.imageUrl.replace(/\.webp$/, '-thumb.webp'), 400, 500);
    }
    for (const c of await db.select({ imageUrl: categories.imageUrl }).from(categories)) await check(c.imageUrl!, 400, 400);
    for (const a of await db.select({ imageUrl: ads.imageUrl }).from(ads)) {
      await check(a.imageUrl, 1600, 600);
      // The phone copy the storefront's srcset names (BANNER_IMAGE in @gayaku/contract).
      await check(bannerPhoneOf(a.imageUrl)!, 800, 300);
    }
  });

  it('stocks every size × colour of every demo product: mostly 5–30, some 1–3, a few sold out, with SKUs', async () => {
    const { rows } = await query<{
      product_id: number;
      size_name: string;
      color_name: string;
      stock: number;
      held: number;
      sku: string | null;
    }>(
      sql`select v.product_id, s.size_name, co.color_name, v.stock, v.held, v.sku from product_variants v
        join sizes s on s.id = v.size_id join colors co on co.id = v.color_id`,
    );
    const { rows: combos } = await query<{ n: number }>(
      sql`select count(*)::int as n from product_sizes ps join product_colors pc on pc.product_id = ps.product_id`,
    );
    expect(rows).toHaveLength(combos[0]!.n);
    const share = (test: (n: number) => boolean) => rows.filter((r) => test(r.stock)).length / rows.length;
    expect(share((n) => n >= 5 && n <= 30)).toBeGreaterThan(0.6);
    expect(share((n) => n >= 1 && n <= 3)).toBeGreaterThan(0.05);
    expect(share((n) => n === 0)).toBeGreaterThan(0.02);
    expect(share((n) => n === 0)).toBeLessThan(0.15);
    expect(rows.every((r) => r.held === 0 && r.stock <= 30 && r.stock !== 4)).toBe(true);
    const key = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '');
    for (const r of rows) expect(r.sku).toBe(`GYK-${r.product_id}-${key(r.size_name)}-${key(r.color_name)}`);
  });

  it("promises nothing the shop does not give, and an older demo shop's untrue banners are replaced", async () => {
    const titles = (await database.db.select({ title: ads.title }).from(ads)).map((a) => a.title);
    expect(titles.filter((title) => /diskon|gratis ongkir|%/i.test(title))).toEqual([]);
    // A demo shop seeded with the earlier banners.
    const old = 'Diskon Akhir Tahun hingga 50%';
    const [row] = await database.db
      .insert(ads)
      .values({ title: old, imageUrl: adImageUrl(old) })
      .returning({ id: ads.id });
    const [admins] = await database.db
      .insert(ads)
      .values({ title: old, imageUrl: '/uploads/banner-0123abcd.webp' })
      .returning({ id: ads.id });
    await seedDemo(database.db, { uploadsDir });
    const [replaced] = await database.db.select().from(ads).where(eq(ads.id, row!.id));
    expect(replaced!.title).not.toBe(old);
    expect(BANNERS.map((b) => b.title)).toContain(replaced!.title);
    expect(replaced!.imageUrl).toBe(adImageUrl(replaced!.title));
    // An admin's own banner of that title is the admin's business.
    expect((await database.db.select().from(ads).where(eq(ads.id, admins!.id)))[0]!.title).toBe(old);
    await database.db.delete(ads).where(eq(ads.id, admins!.id));
    await database.db.delete(ads).where(eq(ads.id, row!.id));
  });

  it('seeds nothing on a second call, but draws the demo images a shop seeded earlier lacks', async () => {
    const before = await database.db.select({ n: count() }).from(products);
    // A demo shop seeded before banners had phone copies.
    const [banner] = await database.db.select({ imageUrl: ads.imageUrl }).from(ads);
    const phone = fileOf(bannerPhoneOf(banner!.imageUrl)!);
    rmSync(phone);
    const again = await seedDemo(database.db, { uploadsDir });
    expect(again.seeded).toBe(false);
    expect(await database.db.select({ n: count() }).from(products)).toEqual(before);
    expect((await sharp(phone).metadata()).width).toBe(800);
  });

  it("draws missing demo images in a child process when given the server's renderer, and starts none when nothing is missing", async () => {
    const [banner] = await database.db.select({ imageUrl: ads.imageUrl }).from(ads);
    const phone = fileOf(bannerPhoneOf(banner!.imageUrl)!);
    rmSync(phone);
    const program = ['--import', 'tsx', path.join(import.meta.dirname, '../../../test/fixtures/demo-images-child.ts')];
    const drawn = await renderDemoImagesInChild(uploadsDir, program);
    expect(drawn.rendered).toBe(1);
    expect((await sharp(phone).metadata()).width).toBe(800);
    const none = await renderDemoImagesInChild(uploadsDir, ['--eval', 'process.exit(3)']);
    expect(none).toEqual({ rendered: 0, cached: drawn.rendered + drawn.cached });
  });

  it('gives a demo shop seeded before stock existed the same stock at start, and never overwrites stock', async () => {
    const stockOf = async () =>
      (
        await database.db.select().from(productVariants).orderBy(productVariants.productId, productVariants.sizeId, productVariants.colorId)
      ).map((v) => [v.productId, v.sizeId, v.colorId, v.stock, v.sku]);
    const seeded = await stockOf();
    await database.db.delete(productVariants);
    expect((await seedDemo(database.db, { uploadsDir })).seeded).toBe(false);
    expect(await stockOf()).toEqual(seeded);
    await database.db.update(productVariants).set({ stock: 99 });
    await seedDemo(database.db, { uploadsDir });
    expect((await stockOf()).every((v) => v[3] === 99)).toBe(true);
  });

  it('gives every demo product a size chart covering its sizes: tops, trousers or, for Wanita, body measurements', async () => {
    const charts = async () =>
      (
        await query<SizeChart>(sql`select sc.category_id, c.name as category_name, sc.unit, sc.columns,
          (select json_agg(json_build_object('size_name', s.size_name, 'values', r.values) order by s.id)
            from size_chart_rows r join sizes s on s.id = r.size_id where r.category_id = sc.category_id) as rows
          from size_charts sc join categories c on c.id = sc.category_id order by sc.category_id`)
      ).rows;
    const seeded = await charts();
    expect(seeded.map((c) => c.category_name).sort()).toEqual([
      'Celana Panjang',
      'Celana Pendek',
      'Jaket & Hoodie',
      'Kaos',
      'Kemeja',
      'Wanita',
    ]);
    expect(seeded.find((c) => c.category_name === 'Kaos')?.columns).toEqual(['Lingkar dada', 'Panjang badan', 'Panjang lengan']);
    expect(seeded.find((c) => c.category_name === 'Celana Panjang')?.columns).toEqual(['Lingkar pinggang', 'Panjang', 'Lingkar paha']);
    const { rows } = await query<{ name: string; categories: { id: number }[]; sizes: { size_name: string }[] }>(sql`
      select p.name,
        (select json_agg(json_build_object('id', pc.category_id)) from product_categories pc where pc.product_id = p.id) as categories,
        (select json_agg(json_build_object('size_name', s.size_name)) from product_sizes ps join sizes s on s.id = ps.size_id where ps.product_id = p.id) as sizes
      from products p`);
    for (const product of rows) {
      const chart = sizeChartFor(product, seeded);
      expect(chart?.rows.map((r) => r.size_name).sort(), product.name).toEqual(product.sizes.map((s) => s.size_name).sort());
    }
    const jeans = rows.find((p) => p.name === 'Celana Jeans Wanita High Waist')!;
    expect(sizeChartFor(jeans, seeded)?.category_name).toBe('Celana Panjang');

    // A demo shop seeded before charts existed gets them at start; a chart an admin kept is never overwritten.
    await database.db.delete(sizeCharts);
    await seedDemo(database.db, { uploadsDir });
    expect(await charts()).toEqual(seeded);
    await database.db.update(sizeCharts).set({ columns: ['Ubahan admin'] });
    await seedDemo(database.db, { uploadsDir });
    expect((await charts()).every((c) => c.columns[0] === 'Ubahan admin')).toBe(true);
  });
});

describe('seedReferenceData', () => {
  it('fills shipping rates for at least 15 cities on an empty database', async () => {
    const freshDb = await createTestDatabase({ empty: true });
    const fresh = await openDatabase({ url: freshDb.url, driver: testDatabaseDriver() });
    try {
      await seedReferenceData(fresh.db);
      const [{ n } = { n: 0 }] = await fresh.db.select({ n: count() }).from(shippingRates);
      expect(n).toBeGreaterThanOrEqual(15);
    } finally {
      await fresh.close();
      await freshDb.drop();
    }
  });
});
