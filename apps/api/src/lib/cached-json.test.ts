/**
 * Public catalogue answers over HTTP: a content ETag with 304 on If-None-Match, Cache-Control
 * that makes clients revalidate, brotli/gzip for bodies of 1 KiB and more, and a new ETag once a
 * write changed the answer. Runs with the read cache on and off (the suite's default).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createCatalogProduct } from '../../test/catalog-factories.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { CATALOGUE_CACHE_CONTROL, matchesEtag, preferredEncoding } from './cached-json.ts';
import { configureCatalogueCache } from './catalogue-cache.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.db, { role: 'admin' });
  for (let i = 0; i < 8; i++) await createCatalogProduct(t.db, { description: `Produk uji cache HTTP nomor ${i}, `.repeat(8) });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe.each([
  ['cache off (test default)', false],
  ['cache on', true],
])('catalogue answers over HTTP, %s', (_label, enabled) => {
  beforeAll(() => {
    configureCatalogueCache(t.db, { enabled });
  });

  it('carry a weak content ETag and Cache-Control, and answer 304 to a matching If-None-Match', async () => {
    for (const url of ['/api/products', '/api/products/popular', '/api/categories', '/api/ads', '/api/shipping-rates']) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await get(url, { 'if-none-match': 'W/"something-else"' })).statusCode).toBe(200);
    }
  });

  it('sends the same bytes as the route schema serializes, compressed with br or gzip when accepted', async () => {
    const plain = await get('/api/products');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const br = await get('/api/products', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/api/products', { 'accept-encoding': 'gzip;q=1.0, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    // Under 1 KiB is not worth it.
    const small = await get('/api/ads', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('changes the ETag when a write changes the answer', async () => {
    const before = await get('/api/categories');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin.auth,
      payload: { name: `Etag ${enabled} ${Date.now()}` },
    });
    expect(res.statusCode).toBe(201);
    const after = await get('/api/categories', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('answers errors as before (no ETag on a 404)', async () => {
    const res = await get('/api/products/999999');
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('header parsing', () => {
  it('compares ETags weakly and understands lists and *', () => {
    expect(matchesEtag('W/"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('*', 'W/"a"')).toBe(true);
    expect(matchesEtag('W/"b"', 'W/"a"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"a"')).toBe(false);
  });

  it('prefers br, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('gzip;q=0')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('answers the same for a header seen before, and past the remembered ones', () => {
    for (let i = 0; i < 100; i++) expect(preferredEncoding(`x-custom-${i}, gzip`)).toBe('gzip');
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=0, x-new-1')).toBeNull();
    expect(preferredEncoding(`${'x'.repeat(300)}, br`)).toBe('br');
  });
});
