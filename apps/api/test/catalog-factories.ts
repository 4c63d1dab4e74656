/**
 * Fixtures for the product and upload tests: catalogue rows written straight to the database,
 * orders for "bought together", real images made by sharp, multipart bodies, and a counter of
 * the SQL statements a call sends (works on PGlite and node-postgres alike).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../src/db/client.ts';
import {
  auditLog,
  categories,
  colors,
  orderItems,
  orders,
  productCategories,
  productColors,
  products,
  productSizes,
  productVariants,
  ratings,
  sizes,
} from '../src/db/schema.ts';
import { poolsOf } from './database.ts';
import { createUser, type TestUser } from './factories.ts';

let counter = 0;

/** A name no other test (or seed) uses. */
export function uniqueLabel(prefix: string): string {
  counter += 1;
  return `${prefix} ${process.pid}-${counter}`;
}

export interface NamedRow {
  id: number;
  name: string;
}

export async function createCategory(db: Db, name = uniqueLabel('Kategori Uji')): Promise<NamedRow> {
  const [row] = await db.insert(categories).values({ name }).returning({ id: categories.id, name: categories.name });
  if (!row) throw new Error('category not created');
  return row;
}

export async function createColor(db: Db, name = uniqueLabel('Warna Uji')): Promise<NamedRow> {
  const [row] = await db.insert(colors).values({ colorName: name }).returning({ id: colors.id, name: colors.colorName });
  if (!row) throw new Error('color not created');
  return row;
}

export async function createSize(db: Db, name = uniqueLabel('Ukuran Uji')): Promise<NamedRow> {
  const [row] = await db.insert(sizes).values({ sizeName: name }).returning({ id: sizes.id, name: sizes.sizeName });
  if (!row) throw new Error('size not created');
  return row;
}

export interface ProductFixture {
  name?: string;
  description?: string;
  price?: number;
  soldCount?: number;
  imageUrl?: string;
  createdAt?: Date;
  categoryIds?: number[];
  colorIds?: number[];
  sizeIds?: number[];
  /** On-hand stock of every size × colour (1000 unless given). */
  stock?: number;
}

/** A product with its links; returns its id. */
export async function createCatalogProduct(db: Db, fixture: ProductFixture = {}): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({
      name: fixture.name ?? uniqueLabel('Produk Uji'),
      description: fixture.description ?? 'Produk untuk pengujian katalog',
      price: fixture.price ?? 75_000,
      soldCount: fixture.soldCount ?? 0,
      imageUrl: fixture.imageUrl ?? '/uploads/demo/uji.webp',
      ...(fixture.createdAt ? { createdAt: fixture.createdAt } : {}),
    })
    .returning({ id: products.id });
  if (!row) throw new Error('product not created');
  const productId = row.id;
  if (fixture.categoryIds?.length)
    await db.insert(productCategories).values(fixture.categoryIds.map((categoryId) => ({ productId, categoryId })));
  if (fixture.colorIds?.length) await db.insert(productColors).values(fixture.colorIds.map((colorId) => ({ productId, colorId })));
  if (fixture.sizeIds?.length) await db.insert(productSizes).values(fixture.sizeIds.map((sizeId) => ({ productId, sizeId })));
  const variants = (fixture.sizeIds ?? []).flatMap((sizeId) => (fixture.colorIds ?? []).map((colorId) => ({ productId, sizeId, colorId })));
  if (variants.length) await db.insert(productVariants).values(variants.map((v) => ({ ...v, stock: fixture.stock ?? 1000 })));
  return productId;
}

export async function addRating(db: Db, productId: number, userId: number, rating: number): Promise<void> {
  await db.insert(ratings).values({ productId, userId, rating });
}

/** An order in the given state with one line per product (copies of name, price and image). */
export async function createOrderWith(
  db: Db,
  userId: number,
  status: 'pending' | 'paid' | 'shipped' | 'delivered' | 'completed' | 'cancelled' | 'expired',
  productIds: number[],
): Promise<{ orderId: number; itemIds: number[] }> {
  const rows = await Promise.all(productIds.map(async (id) => (await db.select().from(products).where(eq(products.id, id)))[0]));
  const lines = rows.map((p) => {
    if (!p) throw new Error('unknown product');
    return {
      productId: p.id,
      name: p.name,
      description: p.description,
      imageUrl: p.imageUrl,
      quantity: 1,
      price: p.price,
      subtotal: p.price,
      size: 'M',
      color: 'Hitam',
    };
  });
  const subtotal = lines.reduce((sum, l) => sum + l.subtotal, 0);
  const [order] = await db
    .insert(orders)
    .values({ userId, status, subtotal, shippingCost: 10_000, totalPrice: subtotal + 10_000, address: 'Jl. Uji No. 1', city: 'Bandung' })
    .returning({ id: orders.id });
  if (!order) throw new Error('order not created');
  const items = await db
    .insert(orderItems)
    .values(lines.map((l) => ({ ...l, orderId: order.id })))
    .returning({ id: orderItems.id });
  return { orderId: order.id, itemIds: items.map((i) => i.id) };
}

export function productAuditRows(db: Db, productId: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, productId)))
    .orderBy(auditLog.id);
}

/** A real PNG (solid red by default). */
export function pngImage(width = 10, height = 10): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#f00' } })
    .png()
    .toBuffer();
}

export interface FilePart {
  bytes: Buffer | Uint8Array;
  field?: string;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as the browser's FormData would send it. */
export async function multipartBody(
  fields: Record<string, string>,
  file?: FilePart,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append(
      file.field ?? 'image',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }),
      file.filename ?? 'gambar.png',
    );
  const request = new Request('http://x', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type');
  if (!contentType) throw new Error('FormData produced no content type');
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': contentType } };
}

export interface QueryCounter {
  readonly count: number;
  reset(): void;
  restore(): void;
}

/**
 * Counts the SQL statements sent through the node-postgres pools behind a handle (poolsOf: its own
 * and its named statements'). Statements inside transactions run on other objects and are not
 * counted: this is for read paths.
 */
export function countQueries(db: Db): QueryCounter {
  const clients = poolsOf(db) as unknown as { query: (...args: unknown[]) => unknown }[];
  const originals = clients.map((client) => client.query);
  let count = 0;
  clients.forEach((client, i) => {
    const original = originals[i]!;
    client.query = function countingQuery(this: unknown, ...args: unknown[]) {
      count += 1;
      return original.apply(this, args);
    };
  });
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
    restore() {
      clients.forEach((client, i) => (client.query = originals[i]!));
    },
  };
}

/** The names a valid product form refers to. */
export interface FormNames {
  category: string;
  color: string;
  size: string;
}

/** A valid product form (strings, as multipart sends them); `undefined` in overrides leaves a field out. */
export function productFields(names: FormNames, overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    name: 'Kaos Uji Admin',
    price: '120000',
    description: 'Kaos katun untuk pengujian',
    sold_count: '7',
    categories: JSON.stringify([names.category]),
    colors: JSON.stringify([names.color]),
    sizes: JSON.stringify([names.size]),
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
}

/** Sends a form (product or banner) as multipart/form-data with the given Authorization header (or none). */
export async function sendMultipartForm(
  app: FastifyInstance,
  request: { method: 'POST' | 'PUT'; url: string; auth: { authorization: string } | null },
  fields: Record<string, string>,
  file?: FilePart,
) {
  const body = await multipartBody(fields, file);
  return app.inject({
    method: request.method,
    url: request.url,
    payload: body.payload,
    headers: { ...body.headers, ...(request.auth ?? {}) },
  });
}

export interface AdminCatalog {
  admin: TestUser;
  shopper: TestUser;
  category: NamedRow;
  category2: NamedRow;
  color: NamedRow;
  size: NamedRow;
  png: Buffer;
}

/** An admin, a shopper, the names a product form may use and a small real PNG. */
export async function adminCatalog(app: FastifyInstance, db: Db): Promise<AdminCatalog> {
  return {
    admin: await createUser(app, db, { role: 'admin' }),
    shopper: await createUser(app, db),
    category: await createCategory(db, uniqueLabel('Atasan')),
    category2: await createCategory(db, uniqueLabel('Bawahan')),
    color: await createColor(db, uniqueLabel('Hitam')),
    size: await createSize(db, uniqueLabel('XL')),
    png: await pngImage(),
  };
}
