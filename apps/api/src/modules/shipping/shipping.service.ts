/** Shipping rates per city: seeded reference data, read-only over the API, kept in the catalogue read cache. */
import type { ShippingRate } from '@gayaku/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { shippingRates } from '../../db/schema.ts';
import { catalogueCache, knownCatalogueCache } from '../../lib/catalogue-cache.ts';

const rateFields = { city: shippingRates.city, shipping_cost: shippingRates.shippingCost };

/**
 * Every rate, by city name. Case-insensitive and in byte order ("C" collation), so PGlite and
 * PostgreSQL (whatever its locale) list the cities the same way.
 */
export function listShippingRates(db: Db): Promise<ShippingRate[]> {
  return catalogueCache(db).get('shipping-rates', () =>
    db
      .select(rateFields)
      .from(shippingRates)
      .orderBy(sql`lower(${shippingRates.city}) collate "C"`, shippingRates.id),
  );
}

/** Plain ASCII: where JavaScript's toLowerCase() and SQL's lower() agree letter for letter. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** The rate of one city, matched case-insensitively and ignoring surrounding spaces; null if unknown. */
export async function findShippingRate(db: Db | Tx, city: string): Promise<ShippingRate | null> {
  // Checkout asks this on every order: answer from the cached list when the answer is certain.
  const cache = knownCatalogueCache(db);
  const wanted = city.trim();
  if (cache?.options.enabled && PLAIN_ASCII.test(wanted)) {
    const lower = wanted.toLowerCase();
    const rates = await listShippingRates(db as Db);
    const hit = rates.find((rate) => PLAIN_ASCII.test(rate.city) && rate.city.toLowerCase() === lower);
    if (hit) return hit;
  }
  const [row] = await db
    .select(rateFields)
    .from(shippingRates)
    .where(sql`lower(${shippingRates.city}) = lower(${wanted})`)
    .limit(1);
  return row ?? null;
}
