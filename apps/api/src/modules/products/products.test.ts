/**
 * Catalogue reads: filters, search, sorts, popular, detail, recommendations, the product shape,
 * and the number of SQL statements each call sends.
 */
import { MESSAGES, PRODUCT_MESSAGES, ProductDetailSchema, type Product } from '@gayaku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  addRating,
  countQueries,
  createCatalogProduct,
  createCategory,
  createColor,
  createOrderWith,
  createSize,
  uniqueLabel,
  type NamedRow,
} from '../../../test/catalog-factories.ts';
import { createUser } from '../../../test/factories.ts';

let t: TestApp;
const cat: Record<'A' | 'B' | 'C' | 'D', NamedRow> = {} as never;
const col: Record<'red' | 'blue', NamedRow> = {} as never;
const p: Record<'P1' | 'P2' | 'P3' | 'P4' | 'P5', number> = {} as never;
const fillers: number[] = [];
let pendingPartner = 0;

async function get<T = Product[]>(url: string): Promise<{ status: number; body: T }> {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
}
const ids = (list: Product[]) => list.map((x) => x.id);
const q = encodeURIComponent;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  for (const key of ['A', 'B', 'C', 'D'] as const) cat[key] = await createCategory(db, uniqueLabel(`Kat${key}`));
  col.red = await createColor(db, uniqueLabel('Merah'));
  col.blue = await createColor(db, uniqueLabel('Biru'));
  const size = await createSize(db);
  const day = (n: number) => new Date(Date.UTC(2025, 0, n));
  const make = (
    name: string,
    description: string,
    price: number,
    soldCount: number,
    cats: NamedRow[],
    colors: NamedRow[],
    created: number,
  ) =>
    createCatalogProduct(db, {
      name,
      description,
      price,
      soldCount,
      createdAt: day(created),
      categoryIds: cats.map((c) => c.id),
      colorIds: colors.map((c) => c.id),
      sizeIds: [size.id],
    });
  p.P1 = await make('Kaos Polos Hitam', 'Kaos katun lembut', 50_000, 10, [cat.A, cat.B], [col.red], 3);
  p.P2 = await make('Kemeja Flanel', 'Kemeja kotak-kotak hangat', 150_000, 30, [cat.A], [col.blue], 5);
  p.P3 = await make('Celana Jeans', 'Celana denim biru', 200_000, 20, [cat.B], [col.blue], 1);
  p.P4 = await make('Topi 100% Katun', 'Topi_baseball', 40_000, 5, [cat.C], [col.red, col.blue], 4);
  p.P5 = await make('Jaket Hoodie', 'Jaket dengan tudung, bahan katun', 250_000, 30, [cat.B, cat.A], [col.red], 2);
  for (let i = 1; i <= 9; i++) fillers.push(await make(`Barang Lain ${i}`, 'Pelengkap', 60_000 + i, i, [cat.D], [col.blue], 10 + i));
  pendingPartner = await make('Barang Tertunda', 'Pelengkap', 61_000, 0, [cat.D], [col.blue], 30);

  const raters = await Promise.all([1, 2, 3].map(() => createUser(t.app, db)));
  const rate = async (product: number, stars: number[]) => {
    for (const [i, s] of stars.entries()) await addRating(db, product, raters[i]!.id, s);
  };
  await rate(p.P1, [5, 4]); // 4.5
  await rate(p.P2, [5, 5, 4]); // 4.666… → 4.7
  await rate(p.P3, [3]); // 3
  await rate(p.P4, [4, 5]); // 4.5
  // P4 bought together with P1 (paid); the pending order does not count
  await createOrderWith(db, raters[0]!.id, 'paid', [p.P1, p.P4]);
  await createOrderWith(db, raters[1]!.id, 'pending', [p.P1, pendingPartner]);
});
afterAll(() => t.close());

describe('GET /api/products filters', () => {
  it('matches any of the given categories', async () => {
    expect(ids((await get(`/api/products?category=${q(cat.A.name)}`)).body)).toEqual([p.P2, p.P5, p.P1]);
    const two = await get(`/api/products?category=${q(cat.A.name)}&category=${q(cat.C.name)}`);
    expect(ids(two.body).sort()).toEqual([p.P1, p.P2, p.P4, p.P5].sort());
  });

  it('matches colours, and requires every given group', async () => {
    expect(ids((await get(`/api/products?color=${q(col.red.name)}`)).body).sort()).toEqual([p.P1, p.P4, p.P5].sort());
    expect(ids((await get(`/api/products?category=${q(cat.A.name)}&color=${q(col.blue.name)}`)).body)).toEqual([p.P2]);
    const both = await get(`/api/products?category=${q(cat.A.name)}&category=${q(cat.B.name)}&color=${q(col.red.name)}`);
    expect(ids(both.body).sort()).toEqual([p.P1, p.P5].sort());
  });

  it('treats names case-insensitively and ignores blank values', async () => {
    expect(ids((await get(`/api/products?category=${q(cat.C.name.toUpperCase())}&color=`)).body)).toEqual([p.P4]);
  });

  it('answers 200 [] for names the shop does not know', async () => {
    expect(await get('/api/products?category=Tidak%20Ada')).toEqual({ status: 200, body: [] });
    expect(await get('/api/products?color=Ungu%20Tak%20Dikenal')).toEqual({ status: 200, body: [] });
    expect(ids((await get(`/api/products?category=Tidak%20Ada&category=${q(cat.C.name)}`)).body)).toEqual([p.P4]);
  });
});

describe('GET /api/products search', () => {
  it('finds every word in the name or the description, case-insensitively', async () => {
    expect(ids((await get('/api/products?search=katun')).body).sort()).toEqual([p.P1, p.P4, p.P5].sort());
    expect(ids((await get(`/api/products?search=${q('  KAOS   katun ')}`)).body)).toEqual([p.P1]);
    expect(ids((await get(`/api/products?search=${q('flanel kotak')}`)).body)).toEqual([p.P2]);
    expect((await get(`/api/products?search=${q('kaos denim')}`)).body).toEqual([]);
  });

  it('takes % _ and \\ literally', async () => {
    expect(ids((await get(`/api/products?search=${q('%')}`)).body)).toEqual([p.P4]);
    expect(ids((await get(`/api/products?search=${q('100%')}`)).body)).toEqual([p.P4]);
    expect(ids((await get(`/api/products?search=${q('_')}`)).body)).toEqual([p.P4]);
    expect((await get(`/api/products?search=${q('\\')}`)).body).toEqual([]);
    expect((await get(`/api/products?search=${q('k%s')}`)).body).toEqual([]);
  });

  it('ignores a blank search', async () => {
    expect((await get(`/api/products?search=${q('   ')}`)).body).toHaveLength(15);
  });
});

describe('GET /api/products sort', () => {
  const ours = () => `category=${q(cat.A.name)}&category=${q(cat.B.name)}&category=${q(cat.C.name)}`;

  it('defaults to popular: sold_count desc, ties by id', async () => {
    const all = (await get('/api/products')).body;
    expect(all).toHaveLength(15);
    expect(ids((await get(`/api/products?${ours()}`)).body)).toEqual([p.P2, p.P5, p.P3, p.P1, p.P4]);
    expect(ids((await get(`/api/products?sort=popular&${ours()}`)).body)).toEqual([p.P2, p.P5, p.P3, p.P1, p.P4]);
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      expect(a.sold_count > b.sold_count || (a.sold_count === b.sold_count && a.id < b.id)).toBe(true);
    }
  });

  it('sorts by rating, newest and price', async () => {
    expect(ids((await get(`/api/products?sort=rating&${ours()}`)).body)).toEqual([p.P2, p.P1, p.P4, p.P3, p.P5]);
    expect(ids((await get(`/api/products?sort=newest&${ours()}`)).body)).toEqual([p.P2, p.P4, p.P1, p.P5, p.P3]);
    expect(ids((await get(`/api/products?sort=price_asc&${ours()}`)).body)).toEqual([p.P4, p.P1, p.P2, p.P3, p.P5]);
    expect(ids((await get(`/api/products?sort=price_desc&${ours()}`)).body)).toEqual([p.P5, p.P3, p.P2, p.P1, p.P4]);
  });

  it('rejects an unknown sort with 400', async () => {
    const res = await get<{ message: string; code: string }>('/api/products?sort=cheapest');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', message: MESSAGES.invalidSort });
  });
});

describe('product objects', () => {
  it('carry every field of the contract', async () => {
    const { status, body } = await get<Product>(`/api/products/${p.P5}`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(Object.keys(ProductDetailSchema.shape).sort());
    expect(body).toMatchObject({
      id: p.P5,
      name: 'Jaket Hoodie',
      price: 250_000,
      sold_count: 30,
      average_rating: 0,
      rating: 0,
      total_reviews: 0,
      // the first category by id, although it was linked second
      category: cat.A.name,
      categories: [
        { id: cat.A.id, name: cat.A.name },
        { id: cat.B.id, name: cat.B.name },
      ],
      colors: [{ id: col.red.id, color_name: col.red.name }],
      created_at: '2025-01-02T00:00:00.000Z',
    });
    expect(body.sizes).toEqual([{ id: expect.any(Number), size_name: expect.any(String) }]);
  });

  it('round the average rating to one decimal and count the reviews', async () => {
    expect((await get<Product>(`/api/products/${p.P2}`)).body).toMatchObject({ average_rating: 4.7, rating: 4.7, total_reviews: 3 });
    expect((await get<Product>(`/api/products/${p.P1}`)).body).toMatchObject({ average_rating: 4.5, total_reviews: 2 });
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    const missing = await get<{ message: string }>('/api/products/999999');
    expect(missing).toEqual({ status: 404, body: { code: 'NOT_FOUND', message: PRODUCT_MESSAGES.productNotFound } });
    expect((await get('/api/products/abc')).status).toBe(400);
    expect((await get('/api/products/1.5')).status).toBe(400);
    expect((await get('/api/products/abc/recommendations')).status).toBe(400);
  });
});

describe('GET /api/products/popular', () => {
  it('answers the top 12 by sold_count as full products', async () => {
    const popular = (await get('/api/products/popular')).body;
    const all = (await get('/api/products')).body;
    expect(popular).toHaveLength(12);
    expect(popular).toEqual(all.slice(0, 12));
  });
});

describe('GET /api/products/{id}/recommendations', () => {
  it('prefers shared categories, then bought together, then popular; never the product itself', async () => {
    const { status, body } = await get<{ recommendations: Product[] }>(`/api/products/${p.P1}/recommendations`);
    expect(status).toBe(200);
    const recs = ids(body.recommendations);
    expect(recs).toHaveLength(12);
    expect(recs).not.toContain(p.P1);
    expect(new Set(recs).size).toBe(recs.length);
    // P5 shares two categories, P2 and P3 one (P2 sells more); P4 was bought with P1
    expect(recs.slice(0, 4)).toEqual([p.P5, p.P2, p.P3, p.P4]);
    // the rest are the most popular others; a pending order's partner is not "bought together"
    expect(recs.slice(4)).toEqual([...fillers].reverse().slice(0, 8));
    expect(recs).not.toContain(pendingPartner);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await get('/api/products/999999/recommendations')).status).toBe(404);
  });
});

describe('SQL statements per call', () => {
  it('is one per list, popular, detail and recommendations call', async () => {
    const counter = countQueries(t.db);
    try {
      const calls: [string, number][] = [
        ['/api/products', 1],
        [`/api/products?category=${q(cat.A.name)}&color=${q(col.red.name)}&sort=rating`, 1],
        [`/api/products?search=${q('kaos katun')}&sort=price_desc`, 1],
        ['/api/products/popular', 1],
        [`/api/products/${p.P1}`, 1],
        [`/api/products/${p.P1}/recommendations`, 1],
        ['/api/products/999999/recommendations', 2],
      ];
      for (const [url, bound] of calls) {
        counter.reset();
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeLessThan(500);
        expect(counter.count, url).toBeGreaterThan(0);
        expect(counter.count, url).toBeLessThanOrEqual(bound);
      }
    } finally {
      counter.restore();
    }
  });
});
