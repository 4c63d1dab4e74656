/**
 * Catalogue pages answered with the page already drawn (plugins/storefront-pages.ts), here with a
 * small stand-in for the web build's renderer (the real one is tested in apps/web and end to end):
 * the renderer's HTML goes into index.html's root element, it reads this API in-process, the
 * page is sent like a catalogue answer (ETag/304, br/gzip) with a photo preload but no API
 * preload, a page the renderer declines or fails on is the plain index.html, the renderer's own
 * file is never served, and with the catalogue cache on an edit shows on the next page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { adminCatalog, productFields, sendMultipartForm, type AdminCatalog } from '../../test/catalog-factories.ts';
import { createCatalogue, type Catalogue } from '../../test/order-factories.ts';
import { products } from '../db/schema.ts';
import { configureCatalogueCache } from '../lib/catalogue-cache.ts';
import { RENDERER_PATH } from './storefront-pages.ts';

// Over 1 KiB with a page in it, so that it is compressed.
const TEMPLATE = `<!doctype html><html lang="id"><head><title>Gayaku</title><meta name="description" content="${'Toko fashion online. '.repeat(50)}"></head><body><div id="root"></div></body></html>`;
/** Draws a product page from GET /api/products/:id, the list's count from its X-Total-Count; declines when the API says no; fails on ?fail. */
const RENDERER = `
export async function renderPage(url, send) {
  if (url.includes('fail')) throw new Error('a component failed');
  if (url === '/products?count') {
    const list = await send('/api/products?limit=1');
    return { appHtml: '<p>' + list.headers.get('x-total-count') + ' produk</p>', stateScript: '' };
  }
  const id = /^\\/products\\/([^/?]+)(?:\\?.*)?$/.exec(url)?.[1];
  if (!id) return null;
  const res = await send('/api/products/' + id);
  if (!res.ok) return null;
  const product = await res.json();
  return {
    appHtml: '<main><h1>' + product.name + '</h1></main>',
    stateScript: '<script id="gayaku-page-state" type="application/json">{"id":' + product.id + '}</script>',
  };
}`;

let t: TestApp;
let dist: string;
let shop: Catalogue;
let a: AdminCatalog;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'gayaku-dist-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  mkdirSync(path.join(dist, path.dirname(RENDERER_PATH)));
  writeFileSync(path.join(dist, RENDERER_PATH), RENDERER);
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  shop = await createCatalogue(t.db, { prices: [150_000, 89_000] });
  a = await adminCatalog(t.app, t.db);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const nameOf = async (id: number) => (await t.db.select({ name: products.name }).from(products).where(eq(products.id, id)))[0]!.name;

describe('server-rendered catalogue pages', () => {
  it('a product page is index.html with the drawn page in its root element and the page data after it', async () => {
    const id = shop.products[0]!.id;
    const res = await get(`/products/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(
      TEMPLATE.replace(
        '<div id="root"></div>',
        `<div id="root"><main><h1>${await nameOf(id)}</h1></main></div><script id="gayaku-page-state" type="application/json">{"id":${id}}</script>`,
      ),
    );
  });

  it("the renderer reads a list's X-Total-Count, as the browser does", async () => {
    const total = (await get('/api/products?limit=1')).headers['x-total-count'];
    expect(Number(total)).toBeGreaterThan(1);
    expect((await get('/products?count')).body).toContain(`<div id="root"><p>${total} produk</p></div>`);
  });

  it('is sent like a catalogue answer: public no-cache, an ETag answered with 304, brotli when accepted', async () => {
    const url = `/products/${shop.products[1]!.id}`;
    const plain = await get(url);
    expect(plain.headers['cache-control']).toBe('public, no-cache');
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect((await t.app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
  });

  it('preloads the photo but not the API answer the page already carries', async () => {
    const res = await get(`/products/${shop.products[0]!.id}`);
    const link = String(res.headers.link);
    expect(link).toContain('rel=preload; as=image');
    expect(link).not.toContain('as=fetch');
  });

  it('a page the renderer declines or fails on is the plain index.html, still 200', async () => {
    for (const url of ['/products/999999', `/products/${shop.products[0]!.id}?fail=1`, '/products', '/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(TEMPLATE);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('never serves the renderer itself', async () => {
    for (const url of [`/${RENDERER_PATH}`, '/.ssr/', '/%2essr/entry-server.mjs']) {
      const res = await get(url);
      expect(res.body, url).not.toContain('renderPage');
    }
  });

  it('past PAGE_RENDERS_PER_SECOND pages not cached, the plain index.html goes out instead', async () => {
    const limited = await buildTestApp({ env: { WEB_DIST_DIR: dist, PAGE_RENDERS_PER_SECOND: '3' } });
    try {
      const ids = (await createCatalogue(limited.db, { prices: [50_000] })).products.map((p) => p.id);
      const urls = Array.from({ length: 8 }, (_, i) => `/products/${ids[i % ids.length]!}?v=${i}`);
      const bodies = (await Promise.all(urls.map((url) => limited.app.inject({ method: 'GET', url })))).map((r) => r.body);
      const drawn = bodies.filter((b) => b.includes('<main>')).length;
      expect(drawn).toBeGreaterThan(0);
      expect(drawn).toBeLessThanOrEqual(3 * 2); // the burst may straddle two one-second windows
      expect(bodies.filter((b) => b === TEMPLATE).length).toBe(urls.length - drawn);
    } finally {
      await limited.close();
    }
  });

  it('with the catalogue cache on, a page shows an admin edit on the next request', async () => {
    configureCatalogueCache(t.db, { enabled: true });
    try {
      const id = shop.products[1]!.id;
      expect((await get(`/products/${id}`)).body).toContain(await nameOf(id));
      const edit = await sendMultipartForm(
        t.app,
        { method: 'PUT', url: `/api/products/${id}`, auth: a.admin.auth },
        productFields({ category: a.category.name, color: a.color.name, size: a.size.name }, { name: 'Kemeja Linen Baru' }),
      );
      expect(edit.statusCode, edit.body).toBe(200);
      expect((await get(`/products/${id}`)).body).toContain('<h1>Kemeja Linen Baru</h1>');
    } finally {
      configureCatalogueCache(t.db, { enabled: false });
    }
  });
});
