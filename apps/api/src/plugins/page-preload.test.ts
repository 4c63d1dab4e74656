/**
 * A catalogue page's HTML comes with a Link preload of the photo the page shows first, with the
 * srcset and sizes the storefront draws it with; other answers, unknown products, invalid filters
 * and URLs that cannot go into a header safely get none, and the page itself is answered all the same.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BANNER_IMAGE_SIZES, PRODUCT_IMAGE_SIZES } from '@gayaku/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createCatalogue, type Catalogue } from '../../test/order-factories.ts';
import { ads, products } from '../db/schema.ts';

let t: TestApp;
let dist: string;
let shop: Catalogue;
const html = '<!doctype html><html lang="id"><head><title>Gayaku</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'gayaku-dist-'));
  writeFileSync(path.join(dist, 'index.html'), html);
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  shop = await createCatalogue(t.db, { prices: [150_000, 89_000, 42_000] });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  return res.headers.link as string | undefined;
};
const imageOf = async (id: number) => (await t.db.select({ url: products.imageUrl }).from(products).where(eq(products.id, id)))[0]!.url;
const api = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`;
const responsive = (src: string, sizes: string) =>
  `<${src}>; rel=preload; as=image; fetchpriority=high; imagesrcset="${src.replace('.webp', '-thumb.webp')} 400w, ${src} 800w"; imagesizes="${sizes}"`;

describe('Link preload of a catalogue page’s first API answers and main photo', () => {
  it('product page: the product’s photo, with the detail srcset and sizes, and the product', async () => {
    const id = shop.products[1]!.id;
    expect(await page(`/products/${id}`)).toBe(
      `${responsive(await imageOf(id), PRODUCT_IMAGE_SIZES.detail)}, ${api(`/api/products/${id}`)}`,
    );
  });

  it('product list: the photos of the first two cards of the list the page’s filters select, and that list', async () => {
    const tag = shop.products[0]!.name.split(' ').pop()!;
    // price_asc: 42,000 then 89,000 (the 150,000 one is third and left out)
    const link = await page(`/products?search=+${encodeURIComponent(tag)}+&sort=price_asc`);
    const [cheapest, second] = [shop.products[2]!.id, shop.products[1]!.id];
    const photos = [
      responsive(await imageOf(cheapest), PRODUCT_IMAGE_SIZES.card),
      responsive(await imageOf(second), PRODUCT_IMAGE_SIZES.card),
    ];
    // The very URL the storefront fetches first: search trimmed, sort, then the first page of 24.
    expect(link).toBe([...photos, api(`/api/products?search=${tag}&sort=price_asc&limit=24`)].join(', '));
    const list = await t.app.inject({ method: 'GET', url: `/api/products?search=${tag}&sort=price_asc` });
    expect(list.json().map((p: { id: number }) => p.id)).toEqual([cheapest, second, shop.products[0]!.id]);
  });

  it('product list: an empty list still has its API answer preloaded; an unknown sort is the default one', async () => {
    // A search without a sort is ranked by relevance: no sort in the request, as the storefront sends it.
    expect(await page('/products?search=tidak-ada-zzz')).toBe(api('/api/products?search=tidak-ada-zzz&limit=24'));
    expect(await page('/products?search=tidak-ada-zzz&sort=relevance&shown=60')).toBe(api('/api/products?search=tidak-ada-zzz&limit=72'));
    expect(await page('/products?sort=acak&color=&shown=500')).toMatch(
      /<\/api\/products\?sort=popular&limit=96>; rel=preload; as=fetch; crossorigin=anonymous$/,
    );
  });

  it('home: the first ad banner, with its phone copy where the shop stored one (as the storefront draws it)', async () => {
    await t.db.delete(ads);
    await t.db.insert(ads).values([
      { title: 'Pertama', imageUrl: '/uploads/banner-pertama.webp' },
      { title: 'Kedua', imageUrl: '/uploads/banner-kedua.webp' },
    ]);
    const apis = ['/api/ads', '/api/products/popular', '/api/categories'].map(api);
    expect(await page('/')).toBe(
      [
        '</uploads/banner-pertama.webp>; rel=preload; as=image; fetchpriority=high; ' +
          `imagesrcset="/uploads/banner-pertama-phone.webp 800w, /uploads/banner-pertama.webp 1600w"; imagesizes="${BANNER_IMAGE_SIZES}"`,
        ...apis,
      ].join(', '),
    );
    // A banner elsewhere (or an uploaded product photo) has no phone copy: preloaded as it is.
    await t.db.update(ads).set({ imageUrl: '/uploads/iklan-pertama.webp' });
    expect(await page('/')).toBe(['</uploads/iklan-pertama.webp>; rel=preload; as=image; fetchpriority=high', ...apis].join(', '));
  });

  it('none for an unknown or invalid product, filters the API refuses, or other pages', async () => {
    for (const url of [
      '/products/2147483647',
      '/products/abc',
      '/products/0',
      `/products?search=${'x'.repeat(201)}`,
      '/auth/login',
      '/shopping-cart',
    ]) {
      expect(await page(url), url).toBeUndefined();
    }
  });

  it('none on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${shop.products[0]!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBeUndefined();
  });

  it('leaves out a photo URL that a header could not carry safely, and still serves the page', async () => {
    await t.db.delete(ads);
    await t.db.insert(ads).values({ title: 'Licik', imageUrl: 'https://cdn.example/a.webp>; rel=preload, <https://evil.example/x' });
    expect(await page('/')).toMatch(/^<\/api\/ads>/);
    await t.db.update(ads).set({ imageUrl: 'javascript:alert(1)' });
    expect(await page('/')).toMatch(/^<\/api\/ads>/);
    await t.db.update(ads).set({ imageUrl: 'https://cdn.example/banner.webp' });
    expect(await page('/')).toMatch(/^<https:\/\/cdn\.example\/banner\.webp>; rel=preload; as=image; fetchpriority=high, <\/api\/ads>/);
  });
});
