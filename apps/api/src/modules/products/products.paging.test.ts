/**
 * GET /api/products a page at a time (limit, offset, X-Total-Count), the admin's column sorts, and
 * GET /api/products/facets: counts per category and colour with every other filter applied.
 */
import { PRODUCT_LIST_MESSAGES, type Product, type ProductFacets } from '@gayaku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createCatalogProduct,
  createCategory,
  createColor,
  createSize,
  uniqueLabel,
  type NamedRow,
} from '../../../test/catalog-factories.ts';

let t: TestApp;
let shirts: NamedRow;
let trousers: NamedRow;
let black: NamedRow;
let white: NamedRow;
const ids: number[] = [];

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json<unknown>(), total: res.headers['x-total-count'] };
}
const idsOf = (body: unknown) => (body as Product[]).map((p) => p.id);

beforeAll(async () => {
  t = await buildTestApp();
  shirts = await createCategory(t.db, uniqueLabel('Kemeja'));
  trousers = await createCategory(t.db, uniqueLabel('Celana'));
  black = await createColor(t.db, uniqueLabel('Hitam'));
  white = await createColor(t.db, uniqueLabel('Putih'));
  const size = await createSize(t.db);
  // 120 products: sold_count 120 … 1, so popular is id order; every third a trouser, odd ones black
  for (let i = 0; i < 120; i++) {
    ids.push(
      await createCatalogProduct(t.db, {
        name: `${i % 3 === 0 ? 'Celana' : 'Kemeja'} Uji ${String(i).padStart(3, '0')}`,
        description: 'Barang uji',
        price: 10_000 + ((i * 7919) % 1000) * 100,
        soldCount: 120 - i,
        categoryIds: [i % 3 === 0 ? trousers.id : shirts.id],
        colorIds: [i % 2 === 1 ? black.id : white.id],
        sizeIds: [size.id],
      }),
    );
  }
}, 120_000);
afterAll(() => t.close());

describe('GET /api/products, a page at a time', () => {
  it('answers at most 100 without limit, and the number of matches in X-Total-Count', async () => {
    const res = await get('/api/products');
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual(ids.slice(0, 100));
    expect(res.total).toBe('120');
  });

  it('pages with limit and offset, without overlap or gap', async () => {
    const pages = await Promise.all([0, 24, 48, 72, 96].map((offset) => get(`/api/products?limit=24&offset=${offset}`)));
    expect(pages.flatMap((p) => idsOf(p.body))).toEqual(ids);
    expect(pages.map((p) => p.total)).toEqual(Array(5).fill('120'));
    const past = await get('/api/products?limit=24&offset=500');
    expect([past.body, past.total]).toEqual([[], '120']);
  });

  it('counts the matches of filters and search, not the page', async () => {
    const res = await get(`/api/products?category=${encodeURIComponent(trousers.name)}&color=${encodeURIComponent(black.name)}&limit=5`);
    expect((res.body as Product[]).length).toBe(5);
    expect(res.total).toBe('20');
    const searched = await get('/api/products?q=celana&limit=1');
    expect(searched.total).toBe('40');
  });

  it('sorts by the admin columns, each with its default direction and `order`', async () => {
    const byPrice = (await get('/api/products?sort=price&limit=100')).body as Product[];
    expect(byPrice.map((p) => p.price)).toEqual([...byPrice.map((p) => p.price)].sort((a, b) => a - b));
    const byIdDesc = idsOf((await get('/api/products?sort=id&order=desc&limit=3')).body);
    expect(byIdDesc).toEqual(ids.slice(-3).reverse());
    const bySold = idsOf((await get('/api/products?sort=sold_count&limit=3')).body);
    expect(bySold).toEqual(ids.slice(0, 3));
    const byName = ((await get('/api/products?sort=name&order=desc&limit=2')).body as Product[]).map((p) => p.name);
    expect(byName).toEqual(['Kemeja Uji 119', 'Kemeja Uji 118']);
  });

  it('refuses limits and offsets out of range, and unknown orders, with 400 and a message', async () => {
    for (const [query, message] of [
      ['limit=0', PRODUCT_LIST_MESSAGES.limitRange],
      ['limit=101', PRODUCT_LIST_MESSAGES.limitRange],
      ['limit=abc', PRODUCT_LIST_MESSAGES.limitRange],
      ['limit=1&limit=2', PRODUCT_LIST_MESSAGES.limitRange],
      ['offset=-1', PRODUCT_LIST_MESSAGES.offsetRange],
      ['offset=10000001', PRODUCT_LIST_MESSAGES.offsetRange],
      ['sort=name&order=up', PRODUCT_LIST_MESSAGES.orderInvalid],
    ]) {
      const res = await get(`/api/products?${query}`);
      expect(res.status, query).toBe(400);
      expect((res.body as { message: string }).message, query).toBe(message);
    }
  });
});

describe('GET /api/products/facets', () => {
  const facets = async (query: string) => (await get(`/api/products/facets${query}`)).body as ProductFacets;
  const countOf = (list: { id: number; count: number }[], id: number) => list.find((x) => x.id === id)?.count;

  it('counts per category and colour: each chip what picking it would give', async () => {
    const all = await facets('');
    expect(countOf(all.categories, shirts.id)).toBe(80);
    expect(countOf(all.categories, trousers.id)).toBe(40);
    expect(countOf(all.colors, black.id)).toBe(60);
    // a colour chosen narrows the categories' counts, not the colours'
    const picked = await facets(`?color=${encodeURIComponent(black.name)}`);
    expect(countOf(picked.categories, trousers.id)).toBe(20);
    expect(countOf(picked.colors, white.id)).toBe(60);
    // a search narrows both; a category without matches is left out
    const searched = await facets('?search=celana');
    expect(searched.categories.map((c) => c.id)).toEqual([trousers.id]);
    expect(countOf(searched.colors, black.id)).toBe(20);
  });
});
