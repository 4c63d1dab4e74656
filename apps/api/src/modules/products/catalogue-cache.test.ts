/**
 * The catalogue read cache on the real app (turned on here; the rest of the suite runs without
 * it): every kind of write that changes a catalogue answer is visible on the very next read —
 * admin product, category, colour, size and ad writes, a new rating, a paid order raising
 * sold_count and its reversal, a stock write — while a write behind the app's back (another instance) shows
 * once the fingerprint check has run.
 */
import type { Ad, Category, Product, ProductDetail } from '@gayaku/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  adminCatalog,
  countQueries,
  createCatalogProduct,
  productFields,
  sendMultipartForm,
  type AdminCatalog,
} from '../../../test/catalog-factories.ts';
import {
  createCatalogue,
  listenForPayments,
  notify,
  openSecondInstance,
  orderBody,
  placeOrder,
  signedNotification,
} from '../../../test/order-factories.ts';
import { orderOf } from '../../../test/ratings-factories.ts';
import { products } from '../../db/schema.ts';
import { configureCatalogueCache } from '../../lib/catalogue-cache.ts';
import type { ReadCache } from '../../lib/read-cache.ts';

let t: TestApp;
let a: AdminCatalog;
let cache: ReadCache;
const clock = { now: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  a = await adminCatalog(t.app, t.db);
  // On, with a clock the tests move: checks of the fingerprint happen only when they say so.
  cache = configureCatalogueCache(t.db, { enabled: true, now: () => clock.now });
});
afterAll(() => t.close());
beforeEach(() => {
  clock.now += 10; // well inside freshMs: reads are answered from memory
});

async function read<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}
const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: a.admin.auth, ...(payload ? { payload } : {}) });

async function newProduct(overrides: Record<string, string> = {}): Promise<Product> {
  const res = await sendMultipartForm(
    t.app,
    { method: 'POST', url: '/api/products', auth: a.admin.auth },
    productFields(
      { category: a.category.name, color: a.color.name, size: a.size.name },
      { name: `Kaos Cache ${Math.random().toString(36).slice(2, 8)}`, ...overrides },
    ),
    { bytes: a.png },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Product;
}

describe('the catalogue read cache', () => {
  it('answers repeated reads from memory: no SQL, and a write behind its back is not seen yet', async () => {
    const id = await createCatalogProduct(t.db, {
      price: 10_000,
      categoryIds: [a.category.id],
      colorIds: [a.color.id],
      sizeIds: [a.size.id],
    });
    cache.invalidate(); // as an admin write through the API would
    expect((await read<Product>(`/api/products/${id}`)).price).toBe(10_000);
    // each answer is cached by its parameters: the first read of each loads it
    await read('/api/products');
    await read('/api/products/popular');
    const counter = countQueries(t.db);
    await read(`/api/products/${id}`);
    await read('/api/products');
    await read('/api/products/popular');
    counter.restore();
    expect(counter.count).toBe(0);
    await t.db.update(products).set({ price: 20_000 }).where(eq(products.id, id));
    expect((await read<Product>(`/api/products/${id}`)).price).toBe(10_000);
  });

  it('shows a write of another instance once the fingerprint is checked (at most maxAgeMs later)', async () => {
    const id = await createCatalogProduct(t.db, {
      price: 30_000,
      categoryIds: [a.category.id],
      colorIds: [a.color.id],
      sizeIds: [a.size.id],
    });
    cache.invalidate();
    expect((await read<Product>(`/api/products/${id}`)).price).toBe(30_000);
    await t.db.update(products).set({ price: 31_000 }).where(eq(products.id, id));
    clock.now += cache.options.maxAgeMs;
    expect((await read<Product>(`/api/products/${id}`)).price).toBe(31_000);
  });

  it('shows admin product writes on the next read: create, edit, delete', async () => {
    const before = await read<Product[]>('/api/products');
    const created = await newProduct({ sold_count: '999999' });
    expect((await read<Product[]>('/api/products')).length).toBe(before.length + 1);
    expect((await read<Product[]>('/api/products/popular'))[0]?.id).toBe(created.id);
    expect((await read<Product>(`/api/products/${created.id}`)).name).toBe(created.name);

    const edit = productFields(
      { category: a.category2.name, color: a.color.name, size: a.size.name },
      { name: 'Kaos Cache Baru', price: '99000', sold_count: '0' },
    );
    const res = await sendMultipartForm(t.app, { method: 'PUT', url: `/api/products/${created.id}`, auth: a.admin.auth }, edit);
    expect(res.statusCode, res.body).toBe(200);
    expect(await read<Product>(`/api/products/${created.id}`)).toMatchObject({
      name: 'Kaos Cache Baru',
      price: 99_000,
      category: a.category2.name,
    });
    expect((await read<Product[]>('/api/products/popular'))[0]?.id).not.toBe(created.id);
    const filtered = await read<Product[]>(`/api/products?category=${encodeURIComponent(a.category2.name)}`);
    expect(filtered.map((p) => p.id)).toContain(created.id);

    expect((await call('DELETE', `/api/products/${created.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${created.id}` })).statusCode).toBe(404);
    expect((await read<Product[]>('/api/products')).some((p) => p.id === created.id)).toBe(false);
    expect((await read<Product[]>(`/api/products?category=${encodeURIComponent(a.category2.name)}`)).some((p) => p.id === created.id)).toBe(
      false,
    );
  });

  it('shows category, colour and size writes on the next read, in their lists and in the products that use them', async () => {
    const product = await newProduct();
    await read(`/api/products/${product.id}`);
    for (const [path, field] of [
      ['/api/categories', 'name'],
      ['/api/colors', 'color_name'],
      ['/api/sizes', 'size_name'],
    ] as const) {
      const name = `Baru ${path.slice(5)} ${Math.random().toString(36).slice(2, 7)}`;
      await read(path);
      const created = await call('POST', path, { [field]: name });
      expect(created.statusCode, created.body).toBe(201);
      const id = (created.json() as { id: number }).id;
      expect((await read<Record<string, unknown>[]>(path)).map((r) => r[field])).toContain(name);
      expect((await read<Record<string, unknown>>(`${path}/${id}`))[field]).toBe(name);
      expect((await call('PUT', `${path}/${id}`, { [field]: `${name} 2` })).statusCode).toBe(200);
      expect((await read<Record<string, unknown>>(`${path}/${id}`))[field]).toBe(`${name} 2`);
      expect((await call('DELETE', `${path}/${id}`)).statusCode).toBe(200);
      expect((await read<Record<string, unknown>[]>(path)).some((r) => r.id === id)).toBe(false);
    }
    // Renaming what a product uses changes the product's answer too.
    expect((await call('PUT', `/api/categories/${a.category.id}`, { name: `${a.category.name} X` })).statusCode).toBe(200);
    expect((await call('PUT', `/api/colors/${a.color.id}`, { color_name: `${a.color.name} X` })).statusCode).toBe(200);
    expect((await call('PUT', `/api/sizes/${a.size.id}`, { size_name: `${a.size.name} X` })).statusCode).toBe(200);
    const renamed = await read<Product>(`/api/products/${product.id}`);
    expect(renamed.categories.map((c) => c.name)).toContain(`${a.category.name} X`);
    expect(renamed.colors.map((c) => c.color_name)).toContain(`${a.color.name} X`);
    expect(renamed.sizes.map((s) => s.size_name)).toContain(`${a.size.name} X`);
    a.category.name += ' X';
    a.color.name += ' X';
    a.size.name += ' X';
    expect((await read<Category[]>('/api/categories')).map((c) => c.name)).toContain(a.category.name);
  });

  it('shows ad writes on the next read', async () => {
    await read('/api/ads');
    const created = await call('POST', '/api/ads', { title: 'Promo Cache', image_url: 'https://cdn.example.com/a.webp' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as Ad;
    expect((await read<Ad[]>('/api/ads')).map((ad) => ad.title)).toContain('Promo Cache');
    expect((await call('PUT', `/api/ads/${id}`, { title: 'Promo Cache 2', image_url: '/uploads/b.webp' })).statusCode).toBe(200);
    expect(await read<Ad>(`/api/ads/${id}`)).toMatchObject({ title: 'Promo Cache 2', image_url: '/uploads/b.webp' });
    expect((await call('DELETE', `/api/ads/${id}`)).statusCode).toBe(200);
    expect((await read<Ad[]>('/api/ads')).some((ad) => ad.id === id)).toBe(false);
  });

  it('shows a stock write on the next read (list and detail)', async () => {
    const product = await newProduct();
    const inList = async () => (await read<Product[]>('/api/products')).find((p) => p.id === product.id);
    expect(await inList()).toMatchObject({ in_stock: false, available: 0 });
    expect(await read<ProductDetail>(`/api/products/${product.id}`)).toMatchObject({ in_stock: false, available: 0 });
    const variants = [{ size_name: a.size.name, color_name: a.color.name, stock: 5 }];
    expect((await call('PUT', `/api/products/${product.id}/stock`, { variants })).statusCode).toBe(200);
    expect(await inList()).toMatchObject({ in_stock: true, available: 5 });
    const detail = await read<ProductDetail>(`/api/products/${product.id}`);
    expect(detail.variants).toEqual([{ size_name: a.size.name, color_name: a.color.name, sku: null, available: 5 }]);
  });

  it('shows a new rating on the next read (average and count, reviews and summary), and a hidden one leaves them', async () => {
    const product = await newProduct();
    expect(await read<Product>(`/api/products/${product.id}`)).toMatchObject({ average_rating: 0, total_reviews: 0 });
    await orderOf(t.db, a.shopper.id, product.id); // only a buyer who received it may rate
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ratings',
      headers: a.shopper.auth,
      payload: { product_id: product.id, rating: 4 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await read<Product>(`/api/products/${product.id}`)).toMatchObject({ average_rating: 4, total_reviews: 1 });
    expect(await read<unknown[]>(`/api/products/${product.id}/reviews`)).toHaveLength(1);
    expect(await read(`/api/products/${product.id}/review-summary`)).toMatchObject({ average: 4, count: 1 });
    // Hidden by the admin: gone from every read at once.
    const hide = await call('PUT', `/api/admin/reviews/${res.json().rating.id}`, { hidden: true });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await read<Product>(`/api/products/${product.id}`)).toMatchObject({ average_rating: 0, total_reviews: 0 });
    expect(await read<unknown[]>(`/api/products/${product.id}/reviews`)).toEqual([]);
    expect(await read(`/api/products/${product.id}/review-summary`)).toMatchObject({ average: 0, count: 0 });
  });

  it('shows sold_count raised by a paid order, and given back by its reversal, on the next read', async () => {
    await listenForPayments(t);
    const cat = await createCatalogue(t.db);
    const [p] = cat.products;
    cache.invalidate();
    expect((await read<Product>(`/api/products/${p!.id}`)).sold_count).toBe(0);
    const { order } = await placeOrder(t.app, a.shopper, orderBody(cat, [{ product: 0, quantity: 3 }]));
    const key = t.config.midtrans.serverKey;
    const settle = signedNotification(key, { orderId: order.midtrans_order_id, status: 'settlement', gross: order.total_price });
    expect((await notify(t.app, settle)).statusCode).toBe(200);
    expect((await read<Product>(`/api/products/${p!.id}`)).sold_count).toBe(3);
    const deny = signedNotification(key, { orderId: order.midtrans_order_id, status: 'deny', gross: order.total_price });
    expect((await notify(t.app, deny)).statusCode).toBe(200);
    expect((await read<Product>(`/api/products/${p!.id}`)).sold_count).toBe(0);
  });

  it('shows what checkouts hold within lagMs, without emptying the cache for each of them', async () => {
    const cat = await createCatalogue(t.db, { stock: 10 });
    const url = `/api/products/${cat.products[0]!.id}`;
    const available = async () => (await read<ProductDetail>(url)).available;
    const checkout = () => placeOrder(t.app, a.shopper, orderBody(cat, [{ product: 0, quantity: 1 }]));
    const fresh = configureCatalogueCache(t.db, { enabled: true, now: () => clock.now });
    const before = await available(); // the sum over its variants
    await checkout();
    clock.now += fresh.options.maxAgeMs; // the first hold seen empties the cache at once
    expect(await available()).toBe(before - 1);
    clock.now += fresh.options.settleMs; // and once more a second later
    expect(await available()).toBe(before - 1);
    await read('/api/products');
    await checkout();
    clock.now += fresh.options.maxAgeMs; // the next, within lagMs of that drop: still answered from memory
    const counter = countQueries(t.db);
    expect(await available()).toBe(before - 1);
    await read('/api/products');
    counter.restore();
    expect(counter.count).toBe(2); // the fingerprint check: catalogue_version and stock_version
    clock.now += fresh.options.lagMs;
    expect(await available()).toBe(before - 2);
    cache = configureCatalogueCache(t.db, { enabled: true, now: () => clock.now });
  });

  it('shows a write made through another instance within maxAgeMs (two instances, one PostgreSQL)', async () => {
    const other = await openSecondInstance(t);
    try {
      const clockB = { now: 0 };
      const cacheB = configureCatalogueCache(other.db, { enabled: true, now: () => clockB.now });
      const product = await newProduct();
      const readB = async () => (await other.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json() as Product;
      expect((await readB()).name).toBe(product.name);
      const edit = productFields({ category: a.category.name, color: a.color.name, size: a.size.name }, { name: 'Diubah di instans A' });
      expect(
        (await sendMultipartForm(t.app, { method: 'PUT', url: `/api/products/${product.id}`, auth: a.admin.auth }, edit)).statusCode,
      ).toBe(200);
      expect((await read<Product>(`/api/products/${product.id}`)).name).toBe('Diubah di instans A'); // A: at once
      clockB.now += 10;
      expect((await readB()).name).toBe(product.name); // B: still its cached answer
      clockB.now += cacheB.options.maxAgeMs;
      expect((await readB()).name).toBe('Diubah di instans A'); // B: after its fingerprint check
    } finally {
      await other.close();
    }
  });
});
