/**
 * ASVS V4 (API and web service), V5 (file handling) and V1 (input limits), Juice Shop's
 * "Upload Size", "Upload Type", "Deprecated Interface" and path-traversal lessons: malformed JSON,
 * foreign content types, oversized bodies and files, scripts posing as images, hostile file names
 * and traversal out of /uploads. Each is refused with a 4xx and leaves the database untouched.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.ts';
import { nextIp } from '../accounts-factories.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createProduct } from '../cart-factories.ts';
import { adminCatalog, multipartBody, productFields, type AdminCatalog, type FilePart } from '../catalog-factories.ts';
import { createCatalogue, listenForPayments, orderBody, type Catalogue } from '../order-factories.ts';
import { attacker, expectError, expectNoChange, type Hit } from './attack-kit.ts';

let t: TestApp;
let hit: Hit;
let f: AdminCatalog;
let cat: Catalogue;
let base: string;
let uploadsDir: string;
const SENTINEL = `SENTINEL-${Math.random().toString(36).slice(2)}`;

beforeAll(async () => {
  t = await buildTestApp();
  base = await listenForPayments(t);
  hit = attacker(t.app, t.config);
  f = await adminCatalog(t.app, t.db);
  cat = await createCatalogue(t.db);
  uploadsDir = path.join(t.config.dataDir, 'uploads');
  // Files a traversal out of /uploads would reach: the data directory's secrets.
  writeFileSync(path.join(t.config.dataDir, 'package.json'), JSON.stringify({ secret: SENTINEL }));
  writeFileSync(path.join(t.config.dataDir, 'jwt-secret'), SENTINEL);
  writeFileSync(path.join(uploadsDir, '.env'), SENTINEL);
});
afterAll(async () => t?.close());

const JSON_TYPE = { 'content-type': 'application/json' };
const names = () => ({ category: f.category.name, color: f.color.name, size: f.size.name });

async function sendProduct(file: FilePart, fields: Record<string, string> = productFields(names())) {
  const body = await multipartBody(fields, file);
  return hit({ method: 'POST', url: '/api/products', payload: body.payload, headers: { ...body.headers, ...f.admin.auth } });
}

function uploadedFiles(): string[] {
  return readdirSync(uploadsDir).sort();
}

describe('malformed JSON and foreign content types', () => {
  it('malformed JSON on login → 400, never a 500', async () => {
    const res = await hit({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      headers: JSON_TYPE,
      payload: '{"email":"a@b.c","password":',
    });
    expectError(res, 400, 'BAD_REQUEST');
  });

  it('malformed JSON (trailing garbage, single quotes) on cart add → 400, no cart line', async () => {
    for (const payload of ['{"product_id":1,"quantity":1}}}', "{'product_id':1}", '{"product_id":1,"quantity":1,}']) {
      const res = await expectNoChange(t.db, () =>
        hit({ method: 'POST', url: '/api/cart', headers: { ...f.shopper.auth, ...JSON_TYPE }, payload }),
      );
      expectError(res, 400);
    }
  });

  it('JSON that is an array, a string, a number or null on register → 400, no account', async () => {
    for (const payload of ['[]', '"admin"', '42', 'null', '[{"username":"abc","email":"x@y.id","password":"rahasia-123"}]']) {
      const res = await expectNoChange(t.db, () =>
        hit({ method: 'POST', url: '/api/auth/register', remoteAddress: nextIp(), headers: JSON_TYPE, payload }),
      );
      expectError(res, 400);
    }
  });

  it('text/plain body on cart add → 400/415, no cart line', async () => {
    const res = await expectNoChange(t.db, () =>
      hit({ method: 'POST', url: '/api/cart', headers: { ...f.shopper.auth, 'content-type': 'text/plain' }, payload: '{"product_id":1}' }),
    );
    // Fastify reads text/plain as a string, which the body schema then refuses.
    expect([400, 415]).toContain(res.statusCode);
    expectError(res, res.statusCode);
  });

  it('application/xml body with an XXE entity on register → 415, no account', async () => {
    const xml = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r><username>&x;</username></r>';
    const res = await expectNoChange(t.db, () =>
      hit({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: nextIp(),
        headers: { 'content-type': 'application/xml' },
        payload: xml,
      }),
    );
    expectError(res, 415);
  });

  it('form-urlencoded body on login → 415', async () => {
    const res = await hit({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=admin%40gayaku.test&password=x',
    });
    expectError(res, 415);
  });

  it('multipart/form-data to a JSON route (admin category create) → 415, nothing created', async () => {
    const body = await multipartBody({ name: 'Kategori Multipart' });
    const res = await expectNoChange(t.db, () =>
      hit({ method: 'POST', url: '/api/categories', payload: body.payload, headers: { ...body.headers, ...f.admin.auth } }),
    );
    expectError(res, 415);
  });

  it('JSON to the multipart product route → 415, no product', async () => {
    const res = await expectNoChange(t.db, () =>
      hit({ method: 'POST', url: '/api/products', headers: f.admin.auth, payload: { name: 'Kaos JSON', price: '1', image: 'x' } }),
    );
    expectError(res, 415);
  });
});

describe('sizes and lengths', () => {
  const huge = 'a'.repeat(1024 * 1024 + 10);

  it('JSON body over 1 MiB on register → 413, no account', async () => {
    const payload = JSON.stringify({ username: 'besar', email: 'besar@contoh.id', password: 'rahasia-123', pad: huge });
    const res = await expectNoChange(t.db, () =>
      hit({ method: 'POST', url: '/api/auth/register', remoteAddress: nextIp(), headers: JSON_TYPE, payload }),
    );
    expectError(res, 413);
  });

  it('JSON body over 1 MiB on profile update (address of 1 MiB) → 413, profile unchanged', async () => {
    const payload = JSON.stringify({ username: f.shopper.username, email: f.shopper.email, address: huge });
    const res = await expectNoChange(t.db, () =>
      hit({ method: 'PUT', url: '/api/user/profile/update', headers: { ...f.shopper.auth, ...JSON_TYPE }, payload }),
    );
    expectError(res, 413);
  });

  it('image over 5 MiB (PNG header + padding) → 413, no product and no file written', async () => {
    const files = uploadedFiles();
    const big = Buffer.concat([f.png, Buffer.alloc(5 * 1024 * 1024 + 1, 0)]);
    const res = await expectNoChange(t.db, () => sendProduct({ bytes: big }));
    expectError(res, 413);
    expect(uploadedFiles()).toEqual(files);
  });

  it('two image files in one form → 413, no product', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(productFields(names()))) form.append(k, v);
    form.append('image', new Blob([new Uint8Array(f.png)], { type: 'image/png' }), 'a.png');
    form.append('image', new Blob([new Uint8Array(f.png)], { type: 'image/png' }), 'b.png');
    const request = new Request('http://x', { method: 'POST', body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    const res = await expectNoChange(t.db, () =>
      hit({
        method: 'POST',
        url: '/api/products',
        payload,
        headers: { 'content-type': request.headers.get('content-type')!, ...f.admin.auth },
      }),
    );
    expectError(res, 413);
  });

  it('overlong username, e-mail and password (129 characters, argon2 cost guard) on register → 400, no account', async () => {
    const bodies = [
      { username: 'u'.repeat(31), email: 'panjang1@contoh.id', password: 'rahasia-123' },
      { username: 'panjang2', email: `${'e'.repeat(250)}@c.id`, password: 'rahasia-123' },
      { username: 'panjang3', email: 'panjang3@contoh.id', password: 'p'.repeat(129) },
    ];
    for (const payload of bodies) {
      const res = await expectNoChange(t.db, () => hit({ method: 'POST', url: '/api/auth/register', remoteAddress: nextIp(), payload }));
      expectError(res, 400, 'VALIDATION');
    }
  });

  it('login with a 100 kB password (argon2 cost amplification) → 400 before any hashing', async () => {
    const res = await hit({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      payload: { email: 'a@contoh.id', password: 'p'.repeat(100_000) },
    });
    expectError(res, 400, 'VALIDATION');
  });

  it('rating comment of 1001 characters, city of 101 and address of 501 → 400, nothing stored', async () => {
    const product = await createProduct(t.db);
    const rating = await expectNoChange(t.db, () =>
      hit({
        method: 'POST',
        url: '/api/ratings',
        headers: f.shopper.auth,
        payload: { product_id: product.id, rating: 5, comment: 'k'.repeat(1001) },
      }),
    );
    expectError(rating, 400, 'VALIDATION');
    for (const extra of [{ city: 'c'.repeat(101) }, { address: 'a'.repeat(501) }]) {
      const res = await expectNoChange(t.db, () =>
        hit({
          method: 'PUT',
          url: '/api/user/profile/update',
          headers: f.shopper.auth,
          payload: { username: f.shopper.username, email: f.shopper.email, ...extra },
        }),
      );
      expectError(res, 400, 'VALIDATION');
    }
  });

  it('checkout with 101 lines, search of 201 characters and 51 colour filters → 400', async () => {
    const body = orderBody(
      cat,
      Array.from({ length: 101 }, () => ({ product: 0 })),
    );
    expectError(await expectNoChange(t.db, () => hit({ method: 'POST', url: '/api/order', headers: f.shopper.auth, payload: body })), 400);
    expectError(await hit({ method: 'GET', url: `/api/products?search=${'s'.repeat(201)}` }), 400);
    const colors = Array.from({ length: 51 }, (_, i) => `color=c${i}`).join('&');
    expectError(await hit({ method: 'GET', url: `/api/products?${colors}` }), 400);
  });

  it('path ids out of range (0, -1, 1.5, 2^31, 99999999999999999999) → 400', async () => {
    for (const id of ['0', '-1', '1.5', '2147483648', '99999999999999999999', 'NaN', 'Infinity']) {
      expectError(await hit({ method: 'GET', url: `/api/products/${id}` }), 400);
      expectError(await hit({ method: 'GET', url: `/api/order/${id}`, headers: f.shopper.auth }), 400);
    }
  });
});

describe('NUL characters (PostgreSQL cannot store them)', () => {
  const NUL = 'a\u0000b';
  let ratable = 0;
  beforeAll(async () => {
    ratable = (await createProduct(t.db)).id;
  });
  const nulCases: [string, () => Promise<LightMyRequestResponse>][] = [
    [
      'login e-mail (before any account is known)',
      () => hit({ method: 'POST', url: '/api/auth/login', remoteAddress: nextIp(), payload: { email: NUL, password: 'rahasia-123' } }),
    ],
    ['product search query (public)', () => hit({ method: 'GET', url: '/api/products?search=kaos%00' })],
    ['product category filter (public)', () => hit({ method: 'GET', url: '/api/products?category=a%00b' })],
    [
      'profile address',
      () =>
        hit({
          method: 'PUT',
          url: '/api/user/profile/update',
          headers: f.shopper.auth,
          payload: { username: f.shopper.username, email: f.shopper.email, address: NUL },
        }),
    ],
    [
      'rating comment',
      () =>
        hit({ method: 'POST', url: '/api/ratings', headers: f.shopper.auth, payload: { product_id: ratable, rating: 5, comment: NUL } }),
    ],
    ['category name', () => hit({ method: 'POST', url: '/api/categories', headers: f.admin.auth, payload: { name: NUL } })],
    [
      'ad title',
      () => hit({ method: 'POST', url: '/api/ads', headers: f.admin.auth, payload: { title: NUL, image_url: '/uploads/x.webp' } }),
    ],
    [
      'checkout address',
      () => hit({ method: 'POST', url: '/api/order', headers: f.shopper.auth, payload: { ...orderBody(cat), address: NUL } }),
    ],
    ['checkout city', () => hit({ method: 'POST', url: '/api/order', headers: f.shopper.auth, payload: { ...orderBody(cat), city: NUL } })],
    ['product name (multipart)', () => sendProduct({ bytes: f.png }, productFields(names(), { name: NUL }))],
    [
      'payment notification order_id',
      () =>
        hit({
          method: 'POST',
          url: '/api/payments/midtrans/notification',
          payload: { order_id: NUL, status_code: '200', gross_amount: '1.00', signature_key: 'ab' },
        }),
    ],
  ];
  for (const [field, attack] of nulCases) {
    it(`NUL character in the ${field} → 4xx (not a 500), nothing stored`, async () => {
      const res = await expectNoChange(t.db, attack);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    });
  }
});

describe('files posing as images', () => {
  const fakes: [string, FilePart][] = [
    ['a PHP script named x.jpg', { bytes: Buffer.from('<?php system($_GET["c"]); ?>'), filename: 'x.jpg', type: 'image/jpeg' }],
    ['an HTML script named x.png', { bytes: Buffer.from('<script>alert(document.cookie)</script>'), filename: 'x.png', type: 'image/png' }],
    [
      'an SVG with an embedded script',
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'),
        filename: 'x.svg',
        type: 'image/svg+xml',
      },
    ],
    [
      'a JPEG header followed by HTML (polyglot)',
      {
        bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>')]),
        filename: 'x.jpg',
        type: 'image/jpeg',
      },
    ],
    ['a GIF with a script comment', { bytes: Buffer.from('GIF89a/*<script>alert(1)</script>*/'), filename: 'x.gif', type: 'image/gif' }],
  ];
  for (const [name, file] of fakes) {
    it(`upload of ${name} → 415, no product and no file written`, async () => {
      const files = uploadedFiles();
      const res = await expectNoChange(t.db, () => sendProduct(file));
      expectError(res, 415);
      expect(uploadedFiles()).toEqual(files);
    });
  }
});

describe('hostile file names', () => {
  const hostile = ['../../etc/passwd.png', '/etc/passwd.png', '..\\..\\windows\\win.ini.png', 'x.php%00.png', '.htaccess'];
  for (const filename of hostile) {
    it(`upload named ${JSON.stringify(filename)} is stored under a generated name inside uploads`, async () => {
      const before = uploadedFiles();
      const res = await sendProduct({ bytes: f.png, filename }, productFields(names(), { name: `Kaos ${filename}` }));
      expect(res.statusCode, res.body).toBe(201);
      const url = res.json().image_url as string;
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      const added = uploadedFiles().filter((n) => !before.includes(n));
      expect(added.sort()).toEqual([path.basename(url), path.basename(url).replace('.webp', '-thumb.webp')].sort());
      expect(existsSync(path.join(t.config.dataDir, 'etc'))).toBe(false);
      expect(existsSync(path.join(path.dirname(t.config.dataDir), 'etc'))).toBe(false);
      const [row] = await t.db.select({ imageUrl: products.imageUrl }).from(products).where(eq(products.id, res.json().id));
      expect(row?.imageUrl).toBe(url);
    });
  }
});

describe('path traversal out of /uploads', () => {
  /** A raw HTTP GET: unlike inject(), node:http sends the path exactly as written. */
  function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(`${base}/`, { method: 'GET', path: rawPath }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  const attempts = [
    '/uploads/../package.json',
    '/uploads/%2e%2e/package.json',
    '/uploads/%2e%2e%2fpackage.json',
    '/uploads/..%2fjwt-secret',
    '/uploads/..%5cpackage.json',
    '/uploads/%252e%252e/package.json',
    '/uploads/demo/../../jwt-secret',
    '/uploads/....//package.json',
    '/uploads/.env',
    '/uploads/%2e%65nv',
  ];
  for (const attempt of attempts) {
    it(`GET ${attempt} does not serve the file`, async () => {
      const res = await rawGet(attempt);
      expect(res.status, res.body).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body).not.toContain(SENTINEL);
      const injected = await hit({ method: 'GET', url: attempt });
      expect(injected.statusCode).toBeGreaterThanOrEqual(400);
      expect(injected.body).not.toContain(SENTINEL);
    });
  }
});
