/**
 * Editing and deleting products: kept and replaced images (files on disk), links, order lines
 * surviving a delete, demo images, and the audit trail.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES, PRODUCT_MESSAGES, type Product } from '@gayaku/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cartItems, orderItems } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  adminCatalog,
  createCatalogProduct,
  createOrderWith,
  productAuditRows,
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

describe('PUT /api/products/{id}', () => {
  it('edits without an image and keeps the old one; sold_count defaults to 0; links are kept unless given', async () => {
    const before = await createViaApi();
    const res = await send('PUT', `/api/products/${before.id}`, { name: 'Kaos Baru', price: '99000' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as Product;
    expect(after).toMatchObject({
      id: before.id,
      name: 'Kaos Baru',
      price: 99_000,
      sold_count: 0,
      image_url: before.image_url,
      description: before.description,
    });
    expect(after.categories).toEqual(before.categories);
    expect(existsSync(uploadPath(before.image_url))).toBe(true);

    const relinked = await send('PUT', `/api/products/${before.id}`, {
      name: 'Kaos Baru',
      price: '99000',
      sold_count: '',
      categories: JSON.stringify([c.category2.name, c.category.name]),
    });
    expect(relinked.statusCode).toBe(200);
    expect((relinked.json() as Product).categories.map((c) => c.id)).toEqual([c.category.id, c.category2.id]);
  });

  it('requires name and price and validates given lists', async () => {
    const product = await createViaApi();
    const url = `/api/products/${product.id}`;
    expect((await send('PUT', url, { price: '1000' })).json()).toMatchObject({ message: MESSAGES.productNameRequired });
    expect((await send('PUT', url, { name: 'X' })).json()).toMatchObject({ message: MESSAGES.productPriceInvalid });
    expect((await send('PUT', url, { name: 'X', price: '1000', colors: '[]' })).json()).toMatchObject({ message: MESSAGES.chooseColor });
    const unknown = await send('PUT', url, { name: 'X', price: '1000', colors: '["Warna Tak Dikenal"]' });
    expect(unknown.json()).toMatchObject({ message: MESSAGES.unknownNames('Warna', ['Warna Tak Dikenal']) });
  });

  it('replaces the image and deletes the old files', async () => {
    const before = await createViaApi();
    const newPng = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    const res = await send('PUT', `/api/products/${before.id}`, { name: before.name, price: String(before.price) }, { bytes: newPng });
    expect(res.statusCode).toBe(200);
    const after = res.json() as Product;
    expect(after.image_url).not.toBe(before.image_url);
    expect((await sharp(uploadPath(after.image_url)).metadata()).width).toBe(800);
    expect(existsSync(uploadPath(before.image_url))).toBe(false);
    expect(existsSync(uploadPath(before.image_url.replace('.webp', '-thumb.webp')))).toBe(false);
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    expect((await send('PUT', '/api/products/999999', { name: 'X', price: '1000' })).statusCode).toBe(404);
    expect((await send('PUT', '/api/products/abc', { name: 'X', price: '1000' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/products/{id}', () => {
  it('deletes the product, its cart lines and its image, and keeps past order lines intact', async () => {
    const product = await createViaApi();
    const other = await createViaApi({ name: 'Produk Pesanan' });
    const { itemIds } = await createOrderWith(t.db, c.shopper.id, 'paid', [other.id]);
    await t.db.insert(cartItems).values({ userId: c.shopper.id, productId: product.id, quantity: 2 });

    const res = await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: c.admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PRODUCT_MESSAGES.productDeleted });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(404);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.productId, product.id))).toEqual([]);
    expect(existsSync(uploadPath(product.image_url))).toBe(false);

    // an ordered product: the order line keeps its copies, and its image stays on disk
    expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${other.id}`, headers: c.admin.auth })).statusCode).toBe(200);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.id, itemIds[0]!));
    expect(line).toMatchObject({ productId: null, name: 'Produk Pesanan', price: other.price, imageUrl: other.image_url });
    expect(existsSync(uploadPath(other.image_url))).toBe(true);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: c.admin.auth })).statusCode).toBe(404);
  });

  it('never deletes demo images', async () => {
    const demoFile = path.join(t.config.dataDir, 'uploads', 'demo', 'kaos-uji.webp');
    mkdirSync(path.dirname(demoFile), { recursive: true });
    writeFileSync(demoFile, 'demo');
    const id = await createCatalogProduct(t.db, { imageUrl: '/uploads/demo/kaos-uji.webp', categoryIds: [c.category.id] });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: c.admin.auth })).statusCode).toBe(200);
    expect(existsSync(demoFile)).toBe(true);
  });
});

describe('audit', () => {
  it('records create, update and delete with the product before and after', async () => {
    const created = await createViaApi({ name: 'Produk Audit' });
    await send('PUT', `/api/products/${created.id}`, { name: 'Produk Audit 2', price: '5000' });
    await t.app.inject({ method: 'DELETE', url: `/api/products/${created.id}`, headers: c.admin.auth });
    const rows = await productAuditRows(t.db, created.id);
    expect(rows.map((r) => [r.action, r.actorId])).toEqual([
      ['create', c.admin.id],
      ['update', c.admin.id],
      ['delete', c.admin.id],
    ]);
    expect(rows[0]).toMatchObject({ before: null, after: { id: created.id, name: 'Produk Audit' } });
    expect(rows[1]).toMatchObject({ before: { name: 'Produk Audit' }, after: { name: 'Produk Audit 2', price: 5000 } });
    expect(rows[2]).toMatchObject({ before: { name: 'Produk Audit 2' }, after: null });
  });

  it('leaves no row, audit entry or image file behind when a write fails', async () => {
    const files = () => readdirSync(path.join(t.config.dataDir, 'uploads')).sort();
    const before = files();
    const res = await send('POST', '/api/products', validFields({ name: 'Gagal', colors: '["Tak Ada"]' }), { bytes: c.png });
    expect(res.statusCode).toBe(400);
    const list = (await t.app.inject({ method: 'GET', url: `/api/products?search=Gagal` })).json() as Product[];
    expect(list).toEqual([]);
    expect(files()).toEqual(before);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.after}->>'name' = 'Gagal'`);
    expect(audit).toEqual([]);
  });
});
