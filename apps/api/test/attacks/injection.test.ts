/**
 * ASVS V1 (encoding and sanitisation), Juice Shop's SQL injection and XSS lessons: SQL-ish and
 * script text in every text field and query parameter. Usernames are refused by their charset
 * rule; everything else is stored verbatim through bound parameters and comes back as an inert
 * JSON string (application/json, nosniff), never a 500, never a changed table.
 */
import { MESSAGES } from '@gayaku/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, categories, colors, orders, products, ratings, sizes, users } from '../../src/db/schema.ts';
import { nextIp } from '../accounts-factories.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createProduct } from '../cart-factories.ts';
import { adminCatalog, multipartBody, productFields, type AdminCatalog } from '../catalog-factories.ts';
import { createUser, type TestUser } from '../factories.ts';
import { orderOf } from '../ratings-factories.ts';
import { createCatalogue, listenForPayments, orderBody, type Catalogue } from '../order-factories.ts';
import { attacker, expectError, expectJson, fingerprint, rows, TEXT_PAYLOADS, type Hit } from './attack-kit.ts';

let t: TestApp;
let hit: Hit;
let f: AdminCatalog;
let shopper: TestUser;
let cat: Catalogue;

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  hit = attacker(t.app, t.config);
  f = await adminCatalog(t.app, t.db);
  shopper = await createUser(t.app, t.db);
  cat = await createCatalogue(t.db);
});
afterAll(async () => t?.close());

const show = (payload: string) => JSON.stringify(payload);

async function usersTableIntact(): Promise<void> {
  const [row] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from users`);
  expect(row!.n).toBeGreaterThanOrEqual(3);
}

describe('register username', () => {
  for (const payload of TEXT_PAYLOADS.filter((p) => p !== '_')) {
    it(`register with username u${payload}x is refused by the charset rule (400), no account`, async () => {
      const username = `u${payload}x`;
      const before = await fingerprint(t.db);
      const res = await hit({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: nextIp(),
        payload: { username, email: `inj${Date.now()}@contoh.id`, password: 'rahasia-123' },
      });
      expectError(res, 400, 'VALIDATION');
      expect(res.json().message).toBe(MESSAGES.usernameChars);
      expect(await fingerprint(t.db)).toEqual(before);
    });
  }

  it('register with username u_x (underscore is allowed) stores exactly that name, nothing else matches it', async () => {
    const res = await hit({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextIp(),
      payload: { username: 'u_x', email: 'underscore@contoh.id', password: 'rahasia-123' },
    });
    expect(res.statusCode).toBe(201);
    const found = await t.db.select({ username: users.username }).from(users).where(eq(users.email, 'underscore@contoh.id'));
    expect(found).toEqual([{ username: 'u_x' }]);
    // A LIKE-style match of "u_x" would also take "uax"; the unique check is an exact comparison.
    const again = await hit({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextIp(),
      payload: { username: 'uax', email: 'uax@contoh.id', password: 'rahasia-123' },
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('profile city and address', () => {
  for (const payload of TEXT_PAYLOADS) {
    it(`profile city and address ${show(payload)} are stored verbatim and returned as JSON strings`, async () => {
      const res = await hit({
        method: 'PUT',
        url: '/api/user/profile/update',
        headers: shopper.auth,
        payload: { username: shopper.username, email: shopper.email, city: payload, address: `Jl. ${payload}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      expectJson(res);
      expect(res.json().user).toMatchObject({ city: payload, address: `Jl. ${payload}`, role: 'user' });
      const [row] = await t.db.select({ city: users.city, address: users.address }).from(users).where(eq(users.id, shopper.id));
      expect(row).toEqual({ city: payload, address: `Jl. ${payload}` });
      const read = await hit({ method: 'GET', url: '/api/user/profile', headers: shopper.auth });
      expectJson(read);
      expect(read.json().user.city).toBe(payload);
      await usersTableIntact();
    });
  }
});

describe('rating comment', () => {
  for (const payload of TEXT_PAYLOADS) {
    it(`rating comment ${show(payload)} is stored verbatim and returned as a JSON string`, async () => {
      const product = await createProduct(t.db);
      await orderOf(t.db, shopper.id, product.id); // only a buyer who received it may rate
      const res = await hit({
        method: 'POST',
        url: '/api/ratings',
        headers: shopper.auth,
        payload: { product_id: product.id, rating: 4, comment: payload },
      });
      expect(res.statusCode, res.body).toBe(201);
      expectJson(res);
      expect(res.json().rating.comment).toBe(payload);
      const check = await hit({
        method: 'GET',
        url: `/api/ratings/user-rating/check?productId=${product.id}&userId=${shopper.id}`,
        headers: shopper.auth,
      });
      expect(check.json()).toMatchObject({ rating: 4, comment: payload });
      const reviews = await hit({ method: 'GET', url: `/api/products/${product.id}/reviews` });
      expectJson(reviews);
      expect(reviews.json()[0].comment).toBe(payload);
      const stored = await t.db.select({ comment: ratings.comment }).from(ratings).where(eq(ratings.productId, product.id));
      expect(stored).toEqual([{ comment: payload }]);
    });
  }
});

const ATTRIBUTE_FIELDS = [
  { kind: 'category name', url: '/api/categories', field: 'name', table: categories, column: categories.name },
  { kind: 'colour name', url: '/api/colors', field: 'color_name', table: colors, column: colors.colorName },
  { kind: 'size name', url: '/api/sizes', field: 'size_name', table: sizes, column: sizes.sizeName },
] as const;

describe('category, colour, size and ad names', () => {
  for (const { kind, url, field, table, column } of ATTRIBUTE_FIELDS) {
    for (const payload of TEXT_PAYLOADS) {
      it(`${kind} ${show(payload)} is stored verbatim and listed as a JSON string`, async () => {
        const res = await hit({ method: 'POST', url, headers: f.admin.auth, payload: { [field]: payload } });
        expect(res.statusCode, res.body).toBe(201);
        expectJson(res);
        expect(res.json()[field]).toBe(payload);
        const stored = await t.db.select({ value: column }).from(table).where(eq(column, payload));
        expect(stored).toEqual([{ value: payload }]);
        const list = await hit({ method: 'GET', url });
        expectJson(list);
        expect((list.json() as Record<string, string>[]).filter((r) => r[field] === payload)).toHaveLength(1);
      });
    }
  }

  for (const payload of TEXT_PAYLOADS) {
    it(`ad title ${show(payload)} is stored verbatim and listed as a JSON string`, async () => {
      const res = await hit({
        method: 'POST',
        url: '/api/ads',
        headers: f.admin.auth,
        payload: { title: payload, image_url: '/uploads/promo.webp' },
      });
      expect(res.statusCode, res.body).toBe(201);
      expectJson(res);
      const stored = await t.db.select({ title: ads.title }).from(ads).where(eq(ads.id, res.json().id));
      expect(stored).toEqual([{ title: payload }]);
      const list = await hit({ method: 'GET', url: '/api/ads' });
      expect((list.json() as { title: string }[]).some((ad) => ad.title === payload)).toBe(true);
    });
  }

  it('ad image_url javascript:, data: and ../ paths are refused (400), nothing stored', async () => {
    for (const imageUrl of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/uploads/../../etc/passwd',
      'http://evil.test/x.png',
    ]) {
      const before = await fingerprint(t.db);
      const res = await hit({ method: 'POST', url: '/api/ads', headers: f.admin.auth, payload: { title: 'Iklan', image_url: imageUrl } });
      expectError(res, 400);
      expect(await fingerprint(t.db)).toEqual(before);
    }
  });
});

describe('product name and description (multipart)', () => {
  for (const payload of TEXT_PAYLOADS) {
    it(`product name ${show(payload)} and description are stored verbatim and returned as JSON strings`, async () => {
      const names = { category: f.category.name, color: f.color.name, size: f.size.name };
      const body = await multipartBody(productFields(names, { name: payload, description: `Deskripsi ${payload}` }), { bytes: f.png });
      const res = await hit({ method: 'POST', url: '/api/products', payload: body.payload, headers: { ...body.headers, ...f.admin.auth } });
      expect(res.statusCode, res.body).toBe(201);
      expectJson(res);
      const id = res.json().id as number;
      const [stored] = await t.db
        .select({ name: products.name, description: products.description })
        .from(products)
        .where(eq(products.id, id));
      expect(stored).toEqual({ name: payload, description: `Deskripsi ${payload}` });
      const read = await hit({ method: 'GET', url: `/api/products/${id}` });
      expectJson(read);
      expect(read.json()).toMatchObject({ name: payload, description: `Deskripsi ${payload}` });
    });
  }
});

describe('checkout address', () => {
  for (const payload of TEXT_PAYLOADS) {
    it(`checkout address ${show(payload)} is stored verbatim on the order`, async () => {
      const res = await hit({ method: 'POST', url: '/api/order', headers: shopper.auth, payload: { ...orderBody(cat), address: payload } });
      expect(res.statusCode, res.body).toBe(201);
      expectJson(res);
      expect(res.json().order.address).toBe(payload);
      const [row] = await t.db.select({ address: orders.address }).from(orders).where(eq(orders.id, res.json().order.id));
      expect(row).toEqual({ address: payload });
      await usersTableIntact();
    });
  }

  it('checkout city "\' OR 1=1 --" (matching every rate if concatenated) → 400, no order', async () => {
    const before = await fingerprint(t.db);
    const res = await hit({
      method: 'POST',
      url: '/api/order',
      headers: shopper.auth,
      payload: { ...orderBody(cat), city: "' OR 1=1 --" },
    });
    expectError(res, 400);
    expect(await fingerprint(t.db)).toEqual(before);
  });
});

describe('query parameters', () => {
  let before: Record<string, string>;
  let total = 0;
  beforeAll(async () => {
    before = await fingerprint(t.db);
    total = (await hit({ method: 'GET', url: '/api/products' })).json().length;
  });
  const list = (query: Record<string, string>) => hit({ method: 'GET', url: `/api/products?${new URLSearchParams(query).toString()}` });

  for (const payload of TEXT_PAYLOADS) {
    it(`search=${show(payload)} matches only products containing that literal text`, async () => {
      const res = await list({ search: payload });
      expect(res.statusCode).toBe(200);
      expectJson(res);
      const found = res.json() as { name: string; description: string }[];
      const words = payload.toLowerCase().split(/\s+/).filter(Boolean);
      for (const p of found) {
        const text = `${p.name} ${p.description}`.toLowerCase();
        for (const word of words) expect(text, `${p.name} for ${payload}`).toContain(word);
      }
      expect(found.length).toBeLessThan(total);
    });
  }

  for (const payload of TEXT_PAYLOADS) {
    it(`category=${show(payload)} and color=${show(payload)} match nothing (200, empty list)`, async () => {
      for (const key of ['category', 'color']) {
        const res = await list({ [key]: payload });
        expect(res.statusCode).toBe(200);
        expectJson(res);
        expect(res.json()).toEqual([]);
      }
    });
  }

  for (const payload of TEXT_PAYLOADS) {
    it(`sort=${show(payload)} is refused (400), not run as SQL`, async () => {
      expectError(await list({ sort: payload }), 400, 'VALIDATION');
    });
  }

  it('SQL text in path ids (products, orders, notifications, cart) → 400', async () => {
    const paths = [
      '/api/products/1%20OR%201=1',
      "/api/products/1'--",
      '/api/products/1;DROP%20TABLE%20products',
      '/api/products/1%20OR%201=1/recommendations',
      "/api/order/1'%20OR%20'1'='1",
      '/api/notifications/detail/1%20OR%201=1',
      '/api/notifications/1%20OR%201=1',
      '/api/categories/%25',
    ];
    for (const url of paths) expectError(await hit({ method: 'GET', url, headers: shopper.auth }), 400);
    const res = await hit({ method: 'DELETE', url: '/api/cart/1%20OR%201=1', headers: shopper.auth });
    expectError(res, 400);
  });

  it('after every injected query parameter the tables are unchanged and still exist', async () => {
    expect(await fingerprint(t.db)).toEqual(before);
    await usersTableIntact();
  });
});
