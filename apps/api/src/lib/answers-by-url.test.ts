/**
 * Catalogue answers by URL: a public catalogue GET answered once is answered again for the same URL
 * without its handler, with the same body, headers, ETag/304 and compression; never across an
 * invalidation, a stale fingerprint or a guard; bounded in URLs and their length.
 */
import { productRoutes, type Product } from '@gayaku/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import errorHandler from '../plugins/error-handler.ts';
import { answersByUrl, MAX_ANSWERS, MAX_URL_LENGTH } from './answers-by-url.ts';
import { sendCatalogue } from './cached-json.ts';
import { configureCatalogueCache } from './catalogue-cache.ts';
import type { ReadCache } from './read-cache.ts';
import { route } from './route.ts';

const product = (id: number): Product => ({
  id,
  name: `Kemeja ${id}`,
  description: 'Kemeja katun lengan panjang untuk uji jawaban dari memori. '.repeat(20),
  price: 150_000,
  image_url: `/uploads/kemeja-${id}.webp`,
  average_rating: 0,
  total_reviews: 0,
  sold_count: 0,
  rating: 0,
  category: '',
  categories: [],
  sizes: [],
  colors: [],
  created_at: '2026-11-01T00:00:00.000Z',
  in_stock: true,
  available: 10,
  weight_grams: 250,
});

let app: FastifyInstance;
let cache: ReadCache;
const clock = { now: 0 };
const calls = { list: 0, popular: 0, admin: 0 };
const data = { products: [product(1), product(2)] };

beforeEach(async () => {
  clock.now = 0;
  Object.assign(calls, { list: 0, popular: 0, admin: 0 });
  const db = {} as Db;
  cache = configureCatalogueCache(db, { enabled: true, now: () => clock.now, fingerprint: async () => 'v1', laggingFingerprint: null });
  app = Fastify();
  await app.register(errorHandler);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('requireUser', async () => {});
  app.decorate('requireAdmin', async () => {});
  route(app, productRoutes.listProducts, async (request, reply) => {
    calls.list += 1;
    const page = await cache.get(`products?${request.query.limit}`, async () => ({ rows: data.products.slice(0, request.query.limit) }));
    return sendCatalogue(request, reply, page.rows, { 'x-total-count': String(page.rows.length) });
  });
  route(app, productRoutes.listPopularProducts, async (request, reply) => {
    calls.popular += 1;
    return sendCatalogue(request, reply, await cache.get('popular', async () => [...data.products]));
  });
  route(app, { ...productRoutes.listPopularProducts, path: '/api/admin-popular', access: 'admin' }, async (request, reply) => {
    calls.admin += 1;
    return sendCatalogue(request, reply, await cache.get('popular', async () => [...data.products]));
  });
  await app.ready();
});
afterEach(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('catalogue answers by URL', () => {
  it('answer the same URL again without the handler: same status, body, headers and ETag', async () => {
    const first = await get('/api/products?limit=1');
    const again = await get('/api/products?limit=1');
    expect(calls.list).toBe(1);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    const { date: _d1, ...firstHeaders } = first.headers;
    const { date: _d2, ...againHeaders } = again.headers;
    expect(againHeaders).toEqual(firstHeaders);
    expect(again.headers['x-total-count']).toBe('1');
    expect((await get('/api/products?limit=1', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    const br = await get('/api/products?limit=1', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(calls.list).toBe(1);
  });

  it('key on the exact URL: another query string, even an equivalent one, goes through the handler once', async () => {
    await get('/api/products?limit=1');
    await get('/api/products?limit=1&');
    await get('/api/products?limit=2');
    await get('/api/products?limit=1&');
    expect(calls.list).toBe(3);
  });

  it('remember no refusal, and a 304 as the value it revalidated', async () => {
    expect((await get('/api/products?limit=0')).statusCode).toBe(400);
    expect((await get('/api/products?limit=0')).statusCode).toBe(400);
    expect(answersByUrl(cache).size).toBe(0);
    const { etag } = (await get('/api/products?limit=1&')).headers;
    expect((await get('/api/products?limit=1', { 'if-none-match': String(etag) })).statusCode).toBe(304);
    const full = await get('/api/products?limit=1');
    expect(full.statusCode).toBe(200);
    expect(JSON.parse(full.body)).toMatchObject([{ id: 1 }]);
    expect(calls.list).toBe(2);
  });

  it('end with an invalidation, and with a fingerprint older than maxAgeMs', async () => {
    await get('/api/products/popular');
    cache.invalidate();
    data.products = [product(3)];
    const after = await get('/api/products/popular');
    expect(JSON.parse(after.body)).toMatchObject([{ id: 3 }]);
    expect(calls.popular).toBe(2);
    clock.now += cache.options.maxAgeMs;
    await get('/api/products/popular');
    expect(calls.popular).toBe(3);
    await get('/api/products/popular');
    expect(calls.popular).toBe(3);
  });

  it('never remember what was loaded before an invalidation that came during the request', async () => {
    const answers = answersByUrl(cache);
    const generation = cache.generation;
    cache.invalidate();
    answers.remember('/api/products/popular', generation, { value: [product(1)], headers: {} });
    expect(answers.size).toBe(0);
  });

  it('are only for public routes: a guarded read runs its guard and handler every time', async () => {
    await get('/api/admin-popular');
    await get('/api/admin-popular');
    expect(calls.admin).toBe(2);
  });

  it('are bounded: long URLs are not remembered, and the least recently used go first', async () => {
    await cache.get('fingerprint read', async () => 1);
    const answers = answersByUrl(cache);
    const value = [product(1)];
    answers.remember(`/api/products?search=${'a'.repeat(MAX_URL_LENGTH)}`, cache.generation, { value, headers: {} });
    expect(answers.size).toBe(0);
    for (let i = 0; i < MAX_ANSWERS; i++) answers.remember(`/u/${i}`, cache.generation, { value, headers: {} });
    expect(answers.lookup('/u/0')).toBeDefined(); // used: now the most recent
    answers.remember('/u/new', cache.generation, { value, headers: {} });
    expect(answers.size).toBe(MAX_ANSWERS);
    expect(answers.lookup('/u/0')).toBeDefined();
    expect(answers.lookup('/u/1')).toBeUndefined();
  });
});
