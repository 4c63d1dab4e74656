/**
 * A product's weight (grams): what couriers bill by (docs/shipping.md). It is answered with every
 * product, set on the admin form (300 g when the create form leaves it out, unchanged when the
 * edit form does), refused outside 1–100,000 whole grams, and used by the shipping quote.
 */
import { DEFAULT_WEIGHT_GRAMS, MESSAGES, type Product, type ProductDetail } from '@gayaku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { adminCatalog, productFields, sendMultipartForm, type AdminCatalog } from '../../../test/catalog-factories.ts';

let t: TestApp;
let c: AdminCatalog;

beforeAll(async () => {
  t = await buildTestApp();
  c = await adminCatalog(t.app, t.db);
});
afterAll(() => t.close());

const fields = (overrides: Record<string, string | undefined> = {}) =>
  productFields({ category: c.category.name, color: c.color.name, size: c.size.name }, overrides);
const send = (method: 'POST' | 'PUT', url: string, body: Record<string, string>, withImage = true) =>
  sendMultipartForm(t.app, { method, url, auth: c.admin.auth }, body, withImage ? { bytes: c.png } : undefined);

async function created(overrides: Record<string, string | undefined> = {}): Promise<Product> {
  const res = await send('POST', '/api/products', fields(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Product;
}

describe('a product weight', () => {
  it('is set by the create form and answered by the detail, the list and popular', async () => {
    const product = await created({ weight_grams: '850' });
    expect(product.weight_grams).toBe(850);
    const detail = (await t.app.inject({ url: `/api/products/${product.id}` })).json() as ProductDetail;
    expect(detail.weight_grams).toBe(850);
    const list = (await t.app.inject({ url: '/api/products' })).json() as Product[];
    expect(list.find((p) => p.id === product.id)?.weight_grams).toBe(850);
  });

  it('is 300 g when the create form leaves it out or sends it empty', async () => {
    expect((await created()).weight_grams).toBe(DEFAULT_WEIGHT_GRAMS);
    expect((await created({ weight_grams: ' ' })).weight_grams).toBe(DEFAULT_WEIGHT_GRAMS);
  });

  it('is changed by the edit form, and kept when the edit form leaves it out', async () => {
    const product = await created({ weight_grams: '400' });
    const kept = await send('PUT', `/api/products/${product.id}`, { name: product.name, price: String(product.price) }, false);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as Product).weight_grams).toBe(400);
    const changed = await send('PUT', `/api/products/${product.id}`, { name: product.name, price: '1000', weight_grams: '1200' }, false);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as Product).weight_grams).toBe(1200);
  });

  it.each(['0', '-5', '2.5', '100001', 'berat', '1e3'])('refuses %j with 400 and changes nothing', async (weight) => {
    const product = await created({ weight_grams: '500' });
    const edit = await send('PUT', `/api/products/${product.id}`, { name: 'Diubah', price: '1000', weight_grams: weight }, false);
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({ message: MESSAGES.weightRange });
    const after = (await t.app.inject({ url: `/api/products/${product.id}` })).json() as ProductDetail;
    expect(after).toMatchObject({ name: product.name, weight_grams: 500 });
    const create = await send('POST', '/api/products', fields({ weight_grams: weight }));
    expect(create.statusCode).toBe(400);
    expect(create.json()).toMatchObject({ message: MESSAGES.weightRange });
  });
});
