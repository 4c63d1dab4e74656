/**
 * Fixtures for order and payment tests: a small catalogue, checkout through HTTP, the in-process
 * Midtrans simulator reached over real HTTP (the app must listen), signed notifications, and
 * helpers to move time backwards in the database.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Db } from '../src/db/client.ts';
import {
  colors,
  notifications,
  orders,
  paymentAttempts,
  paymentNotifications,
  productColors,
  products,
  productSizes,
  productVariants,
  shippingRates,
  sizes,
} from '../src/db/schema.ts';
import { signalsSent } from '../src/modules/notifications/inbox-signal.ts';
import { midtransSignature } from '../src/modules/payments/midtrans-signature.ts';
import type { TestApp } from './build-test-app.ts';
import { withDatabase } from './database.ts';
import type { TestUser } from './factories.ts';

/**
 * Listens on 127.0.0.1 (random port) and points PUBLIC_URL and the Midtrans base URLs at it, so
 * the Midtrans client reaches the in-process simulator over HTTP exactly as it would reach Midtrans.
 */
export async function listenForPayments(t: Pick<TestApp, 'app' | 'config'>): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  t.config.publicUrl = base;
  t.config.midtrans.snapBase = `${base}/payment-sandbox/snap`;
  t.config.midtrans.apiBase = `${base}/payment-sandbox`;
  return base;
}

/** A base URL on which nothing listens (connection refused at once). */
export const DEAD_URL = 'http://127.0.0.1:9';

export interface FixtureProduct {
  id: number;
  name: string;
  price: number;
  sizes: string[];
  colors: string[];
}

export interface Catalogue {
  city: string;
  shippingCost: number;
  products: FixtureProduct[];
}

const tag = () => randomBytes(3).toString('hex');

/**
 * Products (each with two sizes and two colours, each pair with `stock` on hand, 1000 unless
 * given) and one shipping city, all with unique names.
 */
export async function createCatalogue(
  db: Db,
  options: { prices?: number[]; shippingCost?: number; stock?: number } = {},
): Promise<Catalogue> {
  const t = tag();
  const sizeRows = await db
    .insert(sizes)
    .values([{ sizeName: `M-${t}` }, { sizeName: `L-${t}` }])
    .returning();
  const colorRows = await db
    .insert(colors)
    .values([{ colorName: `Hitam-${t}` }, { colorName: `Putih-${t}` }])
    .returning();
  const [rate] = await db
    .insert(shippingRates)
    .values({ city: `Kota ${t}`, shippingCost: options.shippingCost ?? 15_000 })
    .returning();
  const made: FixtureProduct[] = [];
  for (const [index, price] of (options.prices ?? [150_000, 89_000]).entries()) {
    const name = `Kaos Uji ${index + 1} ${t}`;
    const [row] = await db
      .insert(products)
      .values({ name, description: `Deskripsi ${name}`, price, imageUrl: `/uploads/uji-${t}-${index}.webp` })
      .returning();
    if (!row) throw new Error('product not created');
    await db.insert(productSizes).values(sizeRows.map((s) => ({ productId: row.id, sizeId: s.id })));
    await db.insert(productColors).values(colorRows.map((c) => ({ productId: row.id, colorId: c.id })));
    await db
      .insert(productVariants)
      .values(
        sizeRows.flatMap((s) => colorRows.map((c) => ({ productId: row.id, sizeId: s.id, colorId: c.id, stock: options.stock ?? 1000 }))),
      );
    made.push({ id: row.id, name, price, sizes: sizeRows.map((s) => s.sizeName), colors: colorRows.map((c) => c.colorName) });
  }
  if (!rate) throw new Error('shipping rate not created');
  return { city: rate.city, shippingCost: rate.shippingCost, products: made };
}

/** A checkout payload as the storefront sends it (with its own, untrusted, numbers). */
export function orderBody(cat: Catalogue, lines: { product?: number; quantity?: number }[] = [{}]): Record<string, unknown> {
  const items = lines.map(({ product = 0, quantity = 1 }) => {
    const p = cat.products[product];
    if (!p) throw new Error(`no fixture product ${product}`);
    return { product_id: p.id, name: p.name, price: p.price, quantity, subtotal: p.price * quantity, size: p.sizes[0], color: p.colors[0] };
  });
  const subtotal = items.reduce((sum, i) => sum + i.subtotal, 0);
  return {
    items,
    subtotal,
    shipping_cost: cat.shippingCost,
    total_price: subtotal + cat.shippingCost,
    address: 'Jl. Merdeka No. 1',
    city: cat.city,
  };
}

export interface PlacedOrder {
  snapToken: string;
  order: { id: number; midtrans_order_id: string; total_price: number; status: string };
}

export async function placeOrder(app: FastifyInstance, user: TestUser, body: Record<string, unknown>): Promise<PlacedOrder> {
  const res = await app.inject({ method: 'POST', url: '/api/order', headers: user.auth, payload: body });
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  // Its inbox signal too (sent just after the answer): a test's next count of queries starts clean.
  await signalsSent(app.db);
  return res.json() as PlacedOrder;
}

/** Presses a button on the simulator's payment page (pay, pay_card, pending, fail, close). */
export async function simPress(app: FastifyInstance, token: string, action: string) {
  return app.inject({ method: 'POST', url: `/payment-sandbox/snap/v1/sim/pay/${token}/action`, payload: { action } });
}

/** Forces a simulator transaction into a status (and lets it notify), e.g. a settlement → deny reversal. */
export async function simForce(app: FastifyInstance, midtransOrderId: string, transactionStatus: string) {
  return app.inject({
    method: 'POST',
    url: `/payment-sandbox/__sim/transactions/${midtransOrderId}/status`,
    payload: { transaction_status: transactionStatus },
  });
}

export async function simPost(app: FastifyInstance, path: string, payload: Record<string, unknown> = {}) {
  return app.inject({ method: 'POST', url: `/payment-sandbox/__sim${path}`, payload });
}

export async function simTransaction(app: FastifyInstance, midtransOrderId: string): Promise<Record<string, unknown>> {
  return (await app.inject({ method: 'GET', url: `/payment-sandbox/__sim/transactions/${midtransOrderId}` })).json();
}

/** Polls until `check` answers something truthy. */
export async function waitFor<T>(
  check: () => Promise<T | false | null | undefined> | T | false | null | undefined,
  timeoutMs = 8_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function orderRow(db: Db, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} not found`);
  return row;
}

export async function waitForStatus(db: Db, orderId: number, status: string): Promise<void> {
  await waitFor(async () => (await orderRow(db, orderId)).status === status);
}

export async function soldCount(db: Db, productId: number): Promise<number> {
  const [row] = await db.select({ n: products.soldCount }).from(products).where(eq(products.id, productId));
  return row?.n ?? -1;
}

export async function titlesFor(db: Db, orderId: number): Promise<string[]> {
  const rows = await db
    .select({ title: notifications.title })
    .from(notifications)
    .where(eq(notifications.orderId, orderId))
    .orderBy(notifications.id);
  return rows.map((r) => r.title);
}

export async function verdictsFor(db: Db, midtransOrderId: string): Promise<string[]> {
  const rows = await db
    .select({ verdict: paymentNotifications.verdict })
    .from(paymentNotifications)
    .where(eq(paymentNotifications.midtransOrderId, midtransOrderId))
    .orderBy(paymentNotifications.id);
  return rows.map((r) => r.verdict);
}

export async function attemptsOf(db: Db, orderId: number) {
  return db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(paymentAttempts.id);
}

/** Moves an order's and its attempts' clocks `ms` into the past (as if time had passed). */
export async function ageOrder(db: Db, orderId: number, ms: number): Promise<void> {
  const shift = sql`(${`${Math.round(ms / 1000)} seconds`})::interval`;
  await db
    .update(orders)
    .set({ createdAt: sql`${orders.createdAt} - ${shift}` })
    .where(eq(orders.id, orderId));
  await db
    .update(paymentAttempts)
    .set({ createdAt: sql`${paymentAttempts.createdAt} - ${shift}`, updatedAt: sql`${paymentAttempts.updatedAt} - ${shift}` })
    .where(eq(paymentAttempts.orderId, orderId));
}

/** A notification body as Midtrans sends it, signed with `serverKey` (or a wrong key). */
export function signedNotification(
  serverKey: string,
  fields: { orderId: string; status: string; gross: number | string; fraud?: string; statusCode?: string },
): Record<string, string> {
  const grossAmount = typeof fields.gross === 'number' ? `${fields.gross}.00` : fields.gross;
  const statusCode =
    fields.statusCode ?? ({ settlement: '200', capture: '200', pending: '201' } as Record<string, string>)[fields.status] ?? '202';
  return {
    transaction_time: '2025-01-01 10:00:00',
    transaction_status: fields.status,
    transaction_id: '7a1b2c3d-0000-4000-8000-000000000001',
    status_message: 'midtrans payment notification',
    status_code: statusCode,
    signature_key: midtransSignature(fields.orderId, statusCode, grossAmount, serverKey),
    payment_type: 'qris',
    order_id: fields.orderId,
    merchant_id: 'G000000000',
    gross_amount: grossAmount,
    fraud_status: fields.fraud ?? 'accept',
    currency: 'IDR',
  };
}

export async function notify(app: FastifyInstance, body: unknown) {
  const res = await app.inject({ method: 'POST', url: '/api/payments/midtrans/notification', payload: body as Record<string, unknown> });
  await signalsSent(app.db);
  return res;
}

/** The connection URL of the test database behind `db` (on the suite's server: database.ts). */
export async function databaseUrlOf(db: Db): Promise<string> {
  const { rows } = (await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  return withDatabase(inject('databaseUrl'), rows[0]?.name ?? '');
}

export interface SecondInstance {
  app: FastifyInstance;
  db: Db;
  config: TestApp['config'];
  close(): Promise<void>;
}

/**
 * A second API instance on the same PostgreSQL database as `first` (own pool, own config copy,
 * same Midtrans base URLs), listening on its own port: two processes behind a load balancer.
 */
export async function openSecondInstance(first: TestApp): Promise<SecondInstance> {
  const database = await openDatabase({ url: await databaseUrlOf(first.db), driver: first.driver });
  const config = { ...first.config, midtrans: { ...first.config.midtrans } };
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  config.publicUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A variant's stock row (product × size name × colour name); zeros when it has none. */
export async function variantStock(db: Db, productId: number, size: string, color: string): Promise<{ stock: number; held: number }> {
  const [row] = (
    (await db.execute(sql`select v.stock, v.held from ${productVariants} v join ${sizes} s on s.id = v.size_id
      join ${colors} c on c.id = v.color_id where v.product_id = ${productId} and s.size_name = ${size} and c.color_name = ${color}`)) as unknown as {
      rows: { stock: number; held: number }[];
    }
  ).rows;
  return row ?? { stock: 0, held: 0 };
}

/** Sets a variant's on-hand stock (and held) straight in the database. */
export async function setVariantStock(db: Db, productId: number, size: string, color: string, stock: number, held = 0): Promise<void> {
  await db.execute(sql`update ${productVariants} v set stock = ${stock}, held = ${held} from ${sizes} s, ${colors} c
    where s.id = v.size_id and c.id = v.color_id and v.product_id = ${productId} and s.size_name = ${size} and c.color_name = ${color}`);
}

/** A signed notification of `status` about a placed order, posted to the shop; answers the HTTP status. */
export async function notifyStatus(t: Pick<TestApp, 'app' | 'config'>, order: PlacedOrder['order'], status: string): Promise<number> {
  const body = signedNotification(t.config.midtrans.serverKey, { orderId: order.midtrans_order_id, status, gross: order.total_price });
  return (await notify(t.app, body)).statusCode;
}
