/**
 * ASVS V8 (authorisation): every admin call refused to anonymous callers (401) and shoppers (403)
 * with a body that would otherwise succeed, and nothing in the database changes. A final control
 * proves the same requests do succeed for the admin, so the refusals are about the caller only.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import {
  adminCatalog,
  createCatalogProduct,
  createCategory,
  createColor,
  createOrderWith,
  createSize,
  multipartBody,
  productFields,
  type AdminCatalog,
} from '../catalog-factories.ts';
import { attacker, expectError, expectNoChange, type Hit } from './attack-kit.ts';

let t: TestApp;
let hit: Hit;
let f: AdminCatalog;
const ids = { product: 0, ad: 0, category: 0, color: 0, size: 0, paidOrder: 0 };
let productForm: { payload: Buffer; headers: Record<string, string> };

beforeAll(async () => {
  t = await buildTestApp();
  hit = attacker(t.app, t.config);
  f = await adminCatalog(t.app, t.db);
  const names = { category: f.category.name, color: f.color.name, size: f.size.name };
  ids.product = await createCatalogProduct(t.db, { categoryIds: [f.category.id], colorIds: [f.color.id], sizeIds: [f.size.id] });
  const [ad] = await t.db.insert(ads).values({ title: 'Promo Uji', imageUrl: '/uploads/promo.webp' }).returning({ id: ads.id });
  ids.ad = ad!.id;
  ids.category = (await createCategory(t.db)).id;
  ids.color = (await createColor(t.db)).id;
  ids.size = (await createSize(t.db)).id;
  ids.paidOrder = (await createOrderWith(t.db, f.shopper.id, 'paid', [ids.product])).orderId;
  productForm = await multipartBody(productFields(names, { name: 'Produk Penyusup' }), { bytes: f.png });
});
afterAll(async () => t?.close());

interface AdminCall {
  name: string;
  request: () => InjectOptions;
}

const json = (method: 'POST' | 'PUT', url: string, payload: object) => (): InjectOptions => ({ method, url, payload });
const form = (method: 'POST' | 'PUT', url: () => string) => (): InjectOptions => ({
  method,
  url: url(),
  payload: productForm.payload,
  headers: productForm.headers,
});

/** Every admin call of the API, each with a body that is valid for an admin. */
const ADMIN_CALLS: AdminCall[] = [
  { name: 'POST /api/products', request: form('POST', () => '/api/products') },
  { name: 'PUT /api/products/{id}', request: form('PUT', () => `/api/products/${ids.product}`) },
  { name: 'DELETE /api/products/{id}', request: () => ({ method: 'DELETE', url: `/api/products/${ids.product}` }) },
  { name: 'POST /api/ads', request: json('POST', '/api/ads', { title: 'Iklan Penyusup', image_url: 'https://contoh.id/a.webp' }) },
  { name: 'PUT /api/ads/{id}', request: () => json('PUT', `/api/ads/${ids.ad}`, { title: 'Diubah', image_url: '/uploads/x.webp' })() },
  { name: 'DELETE /api/ads/{id}', request: () => ({ method: 'DELETE', url: `/api/ads/${ids.ad}` }) },
  { name: 'POST /api/categories', request: json('POST', '/api/categories', { name: 'Kategori Penyusup' }) },
  { name: 'PUT /api/categories/{id}', request: () => json('PUT', `/api/categories/${ids.category}`, { name: 'Diubah Penyusup' })() },
  { name: 'DELETE /api/categories/{id}', request: () => ({ method: 'DELETE', url: `/api/categories/${ids.category}` }) },
  { name: 'POST /api/colors', request: json('POST', '/api/colors', { color_name: 'Warna Penyusup' }) },
  { name: 'PUT /api/colors/{id}', request: () => json('PUT', `/api/colors/${ids.color}`, { color_name: 'Diubah Penyusup' })() },
  { name: 'DELETE /api/colors/{id}', request: () => ({ method: 'DELETE', url: `/api/colors/${ids.color}` }) },
  { name: 'POST /api/sizes', request: json('POST', '/api/sizes', { size_name: 'Ukuran Penyusup' }) },
  { name: 'PUT /api/sizes/{id}', request: () => json('PUT', `/api/sizes/${ids.size}`, { size_name: 'Diubah Penyusup' })() },
  { name: 'DELETE /api/sizes/{id}', request: () => ({ method: 'DELETE', url: `/api/sizes/${ids.size}` }) },
  { name: 'GET /api/user/users', request: () => ({ method: 'GET', url: '/api/user/users' }) },
  { name: 'GET /api/order', request: () => ({ method: 'GET', url: '/api/order' }) },
  {
    name: 'PUT /api/order/{id}/status shipped',
    request: () => ({ method: 'PUT', url: `/api/order/${ids.paidOrder}/status`, payload: { status: 'shipped' } }),
  },
];

function withAuth(options: InjectOptions, authorization: string | null): InjectOptions {
  return { ...options, headers: { ...(options.headers ?? {}), ...(authorization ? { authorization } : {}) } };
}

describe('anonymous callers on admin calls', () => {
  for (const call of ADMIN_CALLS) {
    it(`anonymous ${call.name} without a token → 401, nothing changes`, async () => {
      const res = await expectNoChange(t.db, () => hit(withAuth(call.request(), null)));
      expectError(res, 401, 'UNAUTHORIZED');
    });
  }
});

describe('shoppers on admin calls', () => {
  for (const call of ADMIN_CALLS) {
    it(`shopper ${call.name} with a valid shopper token → 403, nothing changes`, async () => {
      const res = await expectNoChange(t.db, () => hit(withAuth(call.request(), f.shopper.auth.authorization)));
      expectError(res, 403, 'FORBIDDEN');
    });
  }

  it('shopper who owns the paid order still cannot mark it shipped (403), the order stays paid', async () => {
    const res = await hit({
      method: 'PUT',
      url: `/api/order/${ids.paidOrder}/status`,
      headers: f.shopper.auth,
      payload: { status: 'shipped' },
    });
    expectError(res, 403, 'FORBIDDEN');
    const detail = await hit({ method: 'GET', url: `/api/order/${ids.paidOrder}`, headers: f.shopper.auth });
    expect(detail.json().order.status).toBe('paid');
  });
});

describe('control', () => {
  it('the very same requests succeed for the admin (so the refusals above are about the caller)', async () => {
    const expected: Record<string, number> = { POST: 201, PUT: 200, DELETE: 200, GET: 200 };
    for (const call of ADMIN_CALLS) {
      const options = call.request();
      const res = await hit(withAuth(options, f.admin.auth.authorization));
      expect(res.statusCode, `${call.name}: ${res.body}`).toBe(expected[options.method ?? 'GET']);
    }
  });
});
