/**
 * Checkout with the catalogue read cache on (as in production): the order's products, prices and
 * variants come from memory, and its one write checks them against the database. Every change here
 * is made straight in the database, behind the cache's back, as another instance (or psql) would;
 * the cache's clock stands still, so it never notices one by itself.
 */
import { MESSAGES } from '@gayaku/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderItems, orders, products } from '../../db/schema.ts';
import { configureAccountCache } from '../../lib/account-cache.ts';
import { configureCatalogueCache } from '../../lib/catalogue-cache.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { countQueries } from '../../../test/catalog-factories.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import {
  createCatalogue,
  listenForPayments,
  orderBody,
  placeOrder,
  setVariantStock,
  variantStock,
  type Catalogue,
} from '../../../test/order-factories.ts';
import { signalsSent } from '../notifications/inbox-signal.ts';

let t: TestApp;
let cat: Catalogue;
let user: TestUser;
const clock = { now: 1_000_000 };

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  user = await createUser(t.app, t.db);
});
afterAll(async () => t?.close());

beforeEach(async () => {
  cat = await createCatalogue(t.db, { prices: [150_000, 89_000], stock: 10 });
  configureCatalogueCache(t.db, { enabled: true, now: () => clock.now });
  configureAccountCache(t.db, { enabled: true, now: () => clock.now });
  await placeOrder(t.app, user, orderBody(cat, [{ product: 0 }, { product: 1 }])); // fills the caches
});

const post = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/order', headers: user.auth, payload: body });
const first = () => cat.products[0]!;

async function itemPrices(orderId: number): Promise<number[]> {
  const rows = await t.db.select({ price: orderItems.price }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return rows.map((row) => row.price);
}

describe('checkout from the catalogue cache', () => {
  it('sends PostgreSQL two statements and the inbox signal, nothing to read the catalogue', async () => {
    const counter = countQueries(t.db);
    try {
      const res = await post(orderBody(cat, [{ product: 0 }, { product: 1, quantity: 2 }]));
      expect(res.statusCode).toBe(201);
      await signalsSent(t.db);
      expect(counter.count).toBe(3);
      expect(await itemPrices(res.json().order.id)).toEqual(expect.arrayContaining([150_000, 89_000]));
    } finally {
      counter.restore();
    }
  });

  it('charges the price the database holds when it changed behind the cache', async () => {
    await t.db.update(products).set({ price: 175_000 }).where(eq(products.id, first().id));
    const res = await post(orderBody(cat, [{ product: 0, quantity: 2 }]));
    expect(res.statusCode).toBe(201);
    expect(res.json().order.subtotal).toBe(350_000);
    expect(await itemPrices(res.json().order.id)).toEqual([175_000]);
  });

  it('sells what came back although the cache still remembers it sold out', async () => {
    const { sizes, colors } = first();
    await setVariantStock(t.db, first().id, sizes[0]!, colors[0]!, 10, 10);
    configureCatalogueCache(t.db, { enabled: true, now: () => clock.now });
    expect((await post(orderBody(cat))).statusCode).toBe(409); // and the cache now holds the variant at 0
    await setVariantStock(t.db, first().id, sizes[0]!, colors[0]!, 10, 0);
    const res = await post(orderBody(cat, [{ product: 0, quantity: 3 }]));
    expect(res.statusCode).toBe(201);
    expect(await variantStock(t.db, first().id, sizes[0]!, colors[0]!)).toEqual({ stock: 10, held: 3 });
  });

  it('refuses with what is left when the cache still counts stock that is gone, and creates nothing', async () => {
    const { sizes, colors } = first();
    const before = await t.db.$count(orders);
    await setVariantStock(t.db, first().id, sizes[0]!, colors[0]!, 2, 0);
    const res = await post(orderBody(cat, [{ product: 0, quantity: 3 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: MESSAGES.outOfStock(first().name, sizes[0]!, colors[0]!, 2) });
    expect(await t.db.$count(orders)).toBe(before);
  });

  it('answers 400 for a size the product no longer has, though the cache still lists it', async () => {
    const { sizes } = first();
    // As an admin's edit does: the size goes, its variant rows stay (docs/shop-rules.md).
    await t.db.execute(
      sql`delete from product_sizes ps using sizes s where s.id = ps.size_id and ps.product_id = ${first().id} and s.size_name = ${sizes[0]!}`,
    );
    const res = await post(orderBody(cat));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.chooseSizeColor(first().name));
  });

  it('keeps nothing for a product id the catalogue does not have', async () => {
    const body = { ...orderBody(cat), items: [{ product_id: 2_000_000_000, quantity: 1, size: 'M', color: 'Hitam' }] };
    const counter = countQueries(t.db);
    try {
      const statements = async () => {
        counter.reset();
        expect((await post(body)).statusCode).toBe(400);
        return counter.count;
      };
      const once = await statements();
      expect(once).toBeGreaterThan(0);
      expect(await statements()).toBe(once);
    } finally {
      counter.restore();
    }
  });

  it('answers 400 for a product deleted behind the cache', async () => {
    const gone = cat.products[1]!;
    await t.db.execute(sql`delete from product_variants where product_id = ${gone.id}`);
    await t.db.delete(products).where(eq(products.id, gone.id));
    const res = await post(orderBody(cat, [{ product: 1 }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.orderProductUnavailable(gone.id));
  });
});
