/**
 * The courier services of the demo cities (docs/shipping.md, "Quote table"): JNE REG, JNE YES,
 * J&T EZ and SiCepat REG, each with a price per billed kilogram derived from the city's flat
 * rate and a delivery estimate from the shop's warehouse in Jakarta. Reference data, like the
 * flat rates: inserted once into an empty table.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { shippingRates, shippingServices } from '../schema.ts';
import { SHIPPING_RATES } from './reference-data.ts';

/** Regular-service days to each demo city, [fastest, slowest]. */
const REGULAR_DAYS: Readonly<Record<string, readonly [number, number]>> = {
  Jakarta: [1, 2],
  Bogor: [1, 2],
  Depok: [1, 2],
  Tangerang: [1, 2],
  Bekasi: [1, 2],
  Bandung: [2, 3],
  Cirebon: [2, 3],
  Semarang: [2, 3],
  Yogyakarta: [2, 3],
  Surakarta: [2, 3],
  Surabaya: [2, 4],
  Malang: [2, 4],
  Denpasar: [3, 4],
  Palembang: [3, 4],
  Medan: [3, 5],
  Batam: [3, 5],
  Pontianak: [3, 5],
  Makassar: [3, 5],
  Balikpapan: [4, 6],
  Manado: [4, 7],
};

interface ServiceSpec {
  code: string;
  courier: string;
  service: string;
  /** Price per kilogram as a share of the city's flat rate (JNE REG = 1). */
  factor: number;
  days: (regular: readonly [number, number]) => [number, number];
}

const SERVICES: readonly ServiceSpec[] = [
  { code: 'JNE-REG', courier: 'JNE', service: 'REG', factor: 1, days: ([min, max]) => [min, max] },
  { code: 'JNE-YES', courier: 'JNE', service: 'YES', factor: 1.8, days: ([min]) => [1, min <= 2 ? 1 : 2] },
  { code: 'JNT-EZ', courier: 'J&T', service: 'EZ', factor: 1.05, days: ([min, max]) => [min, max] },
  { code: 'SICEPAT-REG', courier: 'SiCepat', service: 'REG', factor: 0.9, days: ([min, max]) => [min, max + 1] },
];

/** Rupiah rounded to the nearest 500, as couriers print them. */
const to500 = (rupiah: number): number => Math.round(rupiah / 500) * 500;

/** Every demo city × service, with its price per kilogram and estimate. */
function demoShippingServices(): {
  city: string;
  code: string;
  courier: string;
  service: string;
  etdMinDays: number;
  etdMaxDays: number;
  costPerKg: number;
}[] {
  return SHIPPING_RATES.flatMap(([city, flat]) => {
    const regular = REGULAR_DAYS[city] ?? [3, 5];
    return SERVICES.map((s) => {
      const [etdMinDays, etdMaxDays] = s.days(regular);
      return { city, code: s.code, courier: s.courier, service: s.service, etdMinDays, etdMaxDays, costPerKg: to500(flat * s.factor) };
    });
  });
}

/** Inserts the demo cities' services when no city has any yet; cities missing from shipping_rates are skipped. */
export async function seedShippingServices(tx: Tx): Promise<void> {
  const [any] = await tx.select({ id: shippingServices.id }).from(shippingServices).limit(1);
  if (any) return;
  const rows = JSON.stringify(demoShippingServices());
  await tx.execute(sql`insert into ${shippingServices} (city_id, code, courier, service, etd_min_days, etd_max_days, cost_per_kg)
    select r.id, s.code, s.courier, s.service, s."etdMinDays", s."etdMaxDays", s."costPerKg"
    from json_to_recordset(${rows}::json) as s(city text, code text, courier text, service text, "etdMinDays" int, "etdMaxDays" int, "costPerKg" int)
    join ${shippingRates} r on lower(r.city) = lower(s.city)
    on conflict do nothing`);
}
