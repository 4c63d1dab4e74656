/**
 * Holes that outside tools (attack scanners, fuzzers, the official Midtrans client, OpenAPI
 * linters) found, each with the probe that found it: deep JSON, floods of unsigned webhook bodies,
 * ids written as '0x10' or `true`, a bad character caught only after the payment provider was
 * called, odd and malformed URLs, validator English.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { allRoutes, MESSAGES } from '@gayaku/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/db/rows.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createUser, type TestUser } from '../factories.ts';
import { createCatalogue, listenForPayments, orderBody, type Catalogue } from '../order-factories.ts';

let t: TestApp;
let user: TestUser;
let cat: Catalogue;

beforeAll(async () => {
  // With a built storefront, as in production: unknown paths reach the static files and the SPA fallback.
  const web = mkdtempSync(path.join(os.tmpdir(), 'gayaku-web-'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Gayaku</title>');
  t = await buildTestApp({ env: { WEB_DIST_DIR: web } });
  await listenForPayments(t);
  user = await createUser(t.app, t.db);
  cat = await createCatalogue(t.db, { prices: [150_000], shippingCost: 15_000 });
});
afterAll(async () => t?.close());

const deepJson = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('any JSON within the size limit gets a 4xx or 200, never a 5xx', () => {
  it('the Midtrans webhook refuses deeply nested JSON with 400 and records nothing', async () => {
    const before = await notificationCount();
    for (const payload of [deepJson(100_000), deepObject(50_000)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/midtrans/notification',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: MESSAGES.invalidJson });
    }
    expect(await notificationCount()).toBe(before);
  });

  it('every JSON route answers deep nesting with 400', async () => {
    const jsonRoutes = allRoutes().filter((route) => route.body !== undefined && !route.multipart);
    expect(jsonRoutes.length).toBeGreaterThan(10);
    for (const route of jsonRoutes) {
      const url = route.path.replace(/\{\w+\}/g, '1');
      const res = await t.app.inject({
        method: route.method,
        url,
        headers: { ...user.auth, 'content-type': 'application/json' },
        payload: deepJson(20_000),
      });
      expect(res.statusCode, `${route.method} ${route.path}`).toBeLessThan(500);
    }
  });
});

describe('unsigned webhook bodies cannot fill the disk', () => {
  it('keeps a failed-signature report as a bounded prefix and a hash, never the whole body', async () => {
    const big = {
      order_id: 'GAYAKU-1-aaaa',
      status_code: '200',
      gross_amount: '1.00',
      signature_key: 'f'.repeat(128),
      padding: 'x'.repeat(900_000),
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/midtrans/notification',
      payload: big,
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode).toBe(401);
    const [row] = await selectRows<{ size: number; raw: Record<string, unknown> }>(
      t.db,
      sql`select octet_length(raw::text) as size, raw from payment_notifications where verdict = 'invalid_signature' order by id desc limit 1`,
    );
    expect(row!.size).toBeLessThan(4_096);
    expect(row!.raw).toMatchObject({
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      bytes: expect.any(Number),
      prefix: expect.any(String),
    });
  });

  it('throttles failed signatures per client: a flood is answered 429 and stops being recorded', async () => {
    const forged = { order_id: 'GAYAKU-2-bbbb', status_code: '200', gross_amount: '1.00', signature_key: 'e'.repeat(128) };
    const before = await notificationCount();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/midtrans/notification',
        payload: forged,
        remoteAddress: '198.51.100.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.at(-1)).toBe(429);
    expect((await notificationCount()) - before).toBeLessThanOrEqual(20);
    // Another client is not affected by this one's flood.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/payments/midtrans/notification',
      payload: forged,
      remoteAddress: '198.51.100.10',
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('ids are canonical decimal digits only', () => {
  it('refuses 0x10, 1e1, 016, +5 and " 5" in paths with 400', async () => {
    for (const id of ['0x10', '1e1', '016', '+5', '%205', '1.0', '-1', '0']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
      expect(res.statusCode, id).toBe(400);
    }
    const del = await t.app.inject({ method: 'DELETE', url: '/api/cart/0x5', headers: user.auth });
    expect(del.statusCode).toBe(400);
  });

  it('refuses true, "0x1" and 1.5 as body ids, and takes 5 or "5"', async () => {
    for (const product_id of [true, '0x1', 1.5, '', null, [1]]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/cart', headers: user.auth, payload: { product_id, quantity: 1 } });
      expect(res.statusCode, JSON.stringify(product_id)).toBe(400);
    }
    const id = cat.products[0]!.id;
    for (const product_id of [id, String(id)]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/cart', headers: user.auth, payload: { product_id, quantity: 1 } });
      expect(res.statusCode).toBe(201);
    }
  });

  it('refuses a non-canonical id in a query', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ratings/user-rating/check?productId=0x1&userId=${user.id}`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('checkout validates everything before calling the payment provider', () => {
  it('refuses a NUL or control character in the address with 400 and creates no Snap transaction', async () => {
    const before = await simTransactionCount();
    for (const address of ['Jl. Mawar\u0000 12', 'Jl. Mawar\u0007 12']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/order', headers: user.auth, payload: { ...orderBody(cat), address } });
      expect(res.statusCode).toBe(400);
    }
    const bell = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: user.auth,
      payload: { ...orderBody(cat), address: 'Jl. Mawar\u0007 12' },
    });
    expect(bell.json().message).toBe(MESSAGES.addressInvalidCharacters);
    expect(await simTransactionCount()).toBe(before);
  });

  it('refuses NUL anywhere in a JSON body before any work', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: user.auth,
      payload: { ...orderBody(cat), items: [{ product_id: cat.products[0]!.id, quantity: 1, size: 'M\u0000', color: 'Hitam' }] },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('unknown and malformed URLs answer in the API shape', () => {
  it('answers JSON 404 for every unknown /api path, also with //', async () => {
    // Sent over real HTTP exactly as written: URL parsers (inject's, fetch's) would tidy these up first.
    for (const url of [
      '/api/nope',
      '/api//products',
      '/api/products//1',
      '//api/products/x/y',
      '/api/%2e%2e/etc',
      '/api/./products',
      '/api/products/1/nope',
    ]) {
      const res = await rawGet(url);
      expect(res.status, url).toBe(404);
      expect(JSON.parse(res.body), url).toEqual({ message: MESSAGES.routeNotFound, code: 'NOT_FOUND' });
    }
  });

  it('answers a malformed URL with 400 { message, code }', async () => {
    for (const url of ['/api/products/%', '/api/products/%ZZ', '/api/products/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json()).sort(), url).toEqual(['code', 'message']);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
  });
});

describe('every message a person can see is Indonesian', () => {
  it('names the field in Indonesian when a schema has no message of its own', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: user.auth,
      payload: { ...orderBody(cat), items: 'semua' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Isian "items" harus berupa daftar');
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile/update',
      headers: user.auth,
      payload: { username: ['a'], email: 'x@y.id' },
    });
    expect(again.json().message).not.toMatch(/Invalid|expected|received/);
  });
});

async function notificationCount(): Promise<number> {
  const [row] = await selectRows<{ n: number }>(t.db, sql`select count(*)::int as n from payment_notifications`);
  return row!.n;
}

/** A GET with the path sent byte for byte as given. */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function simTransactionCount(): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/payment-sandbox/__sim/transactions' });
  return (res.json() as unknown[]).length;
}
