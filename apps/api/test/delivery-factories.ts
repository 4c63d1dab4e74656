/** Fixtures for delivery tests: courier services of a fixture city, product weights, a paid order. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { products, shippingRates, shippingServices } from '../src/db/schema.ts';
import type { TestApp } from './build-test-app.ts';
import type { TestUser } from './factories.ts';
import { notify, placeOrder, signedNotification, type PlacedOrder } from './order-factories.ts';

const FIXTURE_SERVICES = [
  { code: 'JNE-REG', courier: 'JNE', service: 'REG', etdMinDays: 2, etdMaxDays: 3, costPerKg: 12_000 },
  { code: 'JNE-YES', courier: 'JNE', service: 'YES', etdMinDays: 1, etdMaxDays: 1, costPerKg: 21_500 },
  { code: 'SICEPAT-REG', courier: 'SiCepat', service: 'REG', etdMinDays: 2, etdMaxDays: 4, costPerKg: 11_000 },
] as const;

/** The fixture services for `city` (a city of shipping_rates). */
export async function addServices(db: Db, city: string): Promise<void> {
  const [rate] = await db
    .select({ id: shippingRates.id })
    .from(shippingRates)
    .where(sql`lower(${shippingRates.city}) = lower(${city})`);
  if (!rate) throw new Error(`no city ${city}`);
  await db.insert(shippingServices).values(FIXTURE_SERVICES.map((s) => ({ ...s, cityId: rate.id })));
}

export async function setWeight(db: Db, productId: number, grams: number): Promise<void> {
  await db.update(products).set({ weightGrams: grams }).where(eq(products.id, productId));
}

/** A checkout with a settlement notification behind it: the order is paid. */
export async function paidOrderOf(t: Pick<TestApp, 'app' | 'config'>, user: TestUser, body: Record<string, unknown>): Promise<PlacedOrder> {
  const placed = await placeOrder(t.app, user, body);
  const signed = signedNotification(t.config.midtrans.serverKey, {
    orderId: placed.order.midtrans_order_id,
    status: 'settlement',
    gross: placed.order.total_price,
  });
  const res = await notify(t.app, signed);
  if (res.statusCode !== 200) throw new Error(`notification refused: ${res.statusCode}`);
  return placed;
}
