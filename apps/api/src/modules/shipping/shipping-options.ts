/**
 * Courier services and their quotes (docs/shipping.md): every service to a city, priced for a
 * weight as couriers bill it, per kilogram rounded up. GET /api/shipping-options quotes the
 * shopper's cart; checkout quotes the order's own lines again (the client's numbers are never used).
 */
import { billableKilograms, MESSAGES, type ShippingOption } from '@gayaku/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { cartItems, products, shippingRates, shippingServices } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';

interface ServiceRow {
  code: string;
  courier: string;
  service: string;
  etd_min_days: number;
  etd_max_days: number;
  cost_per_kg: number;
}

/** Every service to `city` (matched case-insensitively), cheapest first; null when the shop does not ship there. */
async function servicesTo(db: Db | Tx, city: string): Promise<ServiceRow[] | null> {
  const [row] = await selectRows<{ services: ServiceRow[] }>(
    db,
    sql`select coalesce((select json_agg(json_build_object('code', s.code, 'courier', s.courier, 'service', s.service,
        'etd_min_days', s.etd_min_days, 'etd_max_days', s.etd_max_days, 'cost_per_kg', s.cost_per_kg)
        order by s.cost_per_kg, s.code)
      from ${shippingServices} s where s.city_id = r.id), '[]'::json) as services
    from ${shippingRates} r where lower(r.city) = lower(${city.trim()}) limit 1`,
  );
  return row ? row.services : null;
}

/** The services to `city` priced for `grams`; 400 when the shop does not ship to the city. */
async function quoteShipping(db: Db | Tx, city: string, grams: number): Promise<ShippingOption[]> {
  const services = await servicesTo(db, city);
  if (services === null) throw badRequest(MESSAGES.unknownCity);
  const kilograms = billableKilograms(grams);
  return services.map(({ cost_per_kg, ...service }) => ({ ...service, cost: cost_per_kg * kilograms }));
}

/** What the shopper's cart weighs, in grams. */
async function cartGrams(db: Db, userId: number): Promise<number> {
  const [row] = await selectRows<{ grams: number }>(
    db,
    sql`select coalesce(sum(ci.quantity * p.weight_grams), 0)::int as grams
      from ${cartItems} ci join ${products} p on p.id = ci.product_id where ci.user_id = ${userId}`,
  );
  return row?.grams ?? 0;
}

/** GET /api/shipping-options?city=: the services to the city for the shopper's current cart. */
export async function listShippingOptions(db: Db, userId: number, city: string): Promise<ShippingOption[]> {
  return quoteShipping(db, city, await cartGrams(db, userId));
}

/** The chosen service among the city's quotes for `grams` (matched case-insensitively), or 400. */
export async function chosenService(db: Db | Tx, city: string, code: string, grams: number): Promise<ShippingOption> {
  const options = await quoteShipping(db, city, grams);
  const chosen = options.find((option) => option.code.toLowerCase() === code.trim().toLowerCase());
  if (!chosen) throw badRequest(MESSAGES.unknownShippingService);
  return chosen;
}
