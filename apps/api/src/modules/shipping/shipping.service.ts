/** Shipping rates per city: seeded reference data, read-only over the API. */
import type { ShippingRate } from '@gayaku/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { shippingRates } from '../../db/schema.ts';

const rateFields = { city: shippingRates.city, shipping_cost: shippingRates.shippingCost };

/**
 * Every rate, by city name. Case-insensitive and in byte order ("C" collation), so PGlite and
 * PostgreSQL (whatever its locale) list the cities the same way.
 */
export function listShippingRates(db: Db): Promise<ShippingRate[]> {
  return db
    .select(rateFields)
    .from(shippingRates)
    .orderBy(sql`lower(${shippingRates.city}) collate "C"`, shippingRates.id);
}

/** The rate of one city, matched case-insensitively and ignoring surrounding spaces; null if unknown. */
export async function findShippingRate(db: Db | Tx, city: string): Promise<ShippingRate | null> {
  const [row] = await db
    .select(rateFields)
    .from(shippingRates)
    .where(sql`lower(${shippingRates.city}) = lower(${city.trim()})`)
    .limit(1);
  return row ?? null;
}
