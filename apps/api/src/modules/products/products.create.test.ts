/**
 * Creating products: the multipart form, validation order, image checks and limits, and roles
 * (401/403 before the body is read).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES, PRODUCT_MESSAGES, type Product } from '@gayaku/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  adminCatalog,
  createCatalogProduct,
  productFields,
  sendMultipartForm,
  type AdminCatalog,
  type FilePart,
} from '../../../test/catalog-factories.ts';
import type { TestUser } from '../../../test/factories.ts';

let t: TestApp;
let c: AdminCatalog;

beforeAll(async () => {
  t = await buildTestApp();
  c = await adminCatalog(t.app, t.db);
});
afterAll(() => t.close());

const validFields = (overrides: Record<string, string | undefined> = {}) =>
  productFields({ category: c.category.name, color: c.color.name, size: c.size.name }, overrides);
const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, file?: FilePart, user: TestUser | null = c.admin) =>
  sendMultipartForm(t.app, { method, url, auth: user ? user.auth : null }, fields, file);

async function createViaApi(overrides: Record<string, string | undefined> = {}): Promise<Product> {
  const res = await send('POST', '/api/products', validFields(overrides), { bytes: c.png });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Product;
}
const uploadPath = (url: string) => path.join(t.config.dataDir, url);

describe('POST /api/products', () => {
  it('creates a product from a real PNG and serves its WebP image', async () => {
    const product = await createViaApi();
    expect(product).toMatchObject({
      name: 'Kaos Uji Admin',
      price: 120_000,
      description: 'Kaos katun untuk pengujian',
      sold_count: 7,
      in_stock: false,
      available: 0,
      average_rating: 0,
      total_reviews: 0,
      category: c.category.name,
      categories: [{ id: c.category.id, name: c.category.name }],
      colors: [{ id: c.color.id, color_name: c.color.name }],
      sizes: [{ id: c.size.id, size_name: c.size.name }],
    });
    expect(product.image_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const image = await t.app.inject({ method: 'GET', url: product.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
    expect(existsSync(uploadPath(product.image_url.replace('.webp', '-thumb.webp')))).toBe(true);
    const variants = [{ size_name: c.size.name, color_name: c.color.name, sku: null, available: 0 }];
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json()).toEqual({ ...product, variants });
  });

  it('never uses the client file name', async () => {
    const res = await send('POST', '/api/products', validFields(), { bytes: c.png, filename: '../../etc/passwd.png' });
    expect(res.statusCode).toBe(201);
    expect((res.json() as Product).image_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  });

  it('reports the first invalid field in the spec order, the image last', async () => {
    const steps: [Record<string, string | undefined>, string][] = [
      [{ name: undefined }, MESSAGES.productNameRequired],
      [{ name: '   ' }, MESSAGES.productNameRequired],
      [{ price: undefined, description: '' }, MESSAGES.productPriceInvalid],
      [{ price: 'abc' }, MESSAGES.productPriceInvalid],
      [{ price: '0' }, MESSAGES.productPriceInvalid],
      [{ description: ' ', sold_count: 'x' }, MESSAGES.productDescriptionRequired],
      [{ sold_count: undefined, categories: '[]' }, MESSAGES.soldCountInvalid],
      [{ sold_count: '-1' }, MESSAGES.soldCountInvalid],
      [{ categories: '[]', colors: '[]' }, MESSAGES.chooseCategory],
      [{ categories: 'bukan json' }, MESSAGES.chooseCategory],
      [{ colors: '[]', sizes: undefined }, MESSAGES.chooseColor],
      [{ sizes: '[]' }, MESSAGES.chooseSize],
    ];
    for (const [overrides, message] of steps) {
      const res = await send('POST', '/api/products', validFields(overrides), { bytes: c.png });
      expect(res.statusCode, message).toBe(400);
      expect(res.json(), message).toMatchObject({ code: 'VALIDATION', message });
    }
    const noImage = await send('POST', '/api/products', validFields());
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toMatchObject({ message: MESSAGES.imageRequired });
    const emptyFile = await send('POST', '/api/products', validFields(), { bytes: Buffer.alloc(0), filename: '' });
    expect(emptyFile.json()).toMatchObject({ message: MESSAGES.imageRequired });
  });

  it('rejects names the shop does not know with 400', async () => {
    const res = await send('POST', '/api/products', validFields({ categories: JSON.stringify([c.category.name, 'Tidak Ada']) }), {
      bytes: c.png,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.unknownNames('Kategori', ['Tidak Ada']) });
    const size = await send('POST', '/api/products', validFields({ sizes: '["XXXL-Tidak-Ada"]' }), { bytes: c.png });
    expect(size.json()).toMatchObject({ message: MESSAGES.unknownNames('Ukuran', ['XXXL-Tidak-Ada']) });
  });

  it('refuses a fake image with 415 and a file over 5 MiB with 413', async () => {
    const fake = await send('POST', '/api/products', validFields(), {
      bytes: Buffer.from('ini teks, bukan gambar'),
      filename: 'x.jpg',
      type: 'image/jpeg',
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.notAnImage });
    const svg = await send('POST', '/api/products', validFields(), {
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      filename: 'x.png',
    });
    expect(svg.statusCode).toBe(415);
    const huge = Buffer.concat([c.png, Buffer.alloc(5 * 1024 * 1024)]);
    const big = await send('POST', '/api/products', validFields(), { bytes: huge });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.fileTooLarge });
  });

  it('refuses a second file and a body that is not multipart', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(validFields())) form.append(k, v);
    form.append('image', new Blob([new Uint8Array(c.png)], { type: 'image/png' }), 'a.png');
    form.append('image', new Blob([new Uint8Array(c.png)], { type: 'image/png' }), 'b.png');
    const req = new Request('http://x', { method: 'POST', body: form });
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: Buffer.from(await req.arrayBuffer()),
      headers: { 'content-type': req.headers.get('content-type')!, ...c.admin.auth },
    });
    expect(two.statusCode).toBe(413);
    const json = await t.app.inject({ method: 'POST', url: '/api/products', payload: validFields(), headers: c.admin.auth });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ message: PRODUCT_MESSAGES.notMultipart });
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: 'x',
      headers: { 'content-type': 'multipart/form-data', ...c.admin.auth },
    });
    expect(noBoundary.statusCode).toBe(400);
  });
});

describe('roles', () => {
  it('answers 401 without a token and 403 for a shopper on every write, before reading the body', async () => {
    const product = await createCatalogProduct(t.db, { categoryIds: [c.category.id] });
    // a body that would be a 413 if it were read
    const huge = { bytes: Buffer.concat([c.png, Buffer.alloc(6 * 1024 * 1024)]) };
    for (const [method, url] of [
      ['POST', '/api/products'],
      ['PUT', `/api/products/${product}`],
    ] as const) {
      expect((await send(method, url, validFields(), huge, null)).statusCode).toBe(401);
      expect((await send(method, url, validFields(), huge, c.shopper)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${product}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${product}`, headers: c.shopper.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product}` })).statusCode).toBe(200);
  });
});
