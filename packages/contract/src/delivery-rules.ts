/**
 * Delivery rules both the storefront and the API apply (docs/shipping.md): the recipient's phone
 * number, the weight a courier bills, the couriers the shop ships with and their tracking pages,
 * and what a resi (waybill number) looks like. No zod here: the checkout page imports it without
 * the schemas.
 */

/**
 * An Indonesian mobile number as `+628…`, or null. Accepted: `08…`, `628…` or `+628…`, spaces and
 * dashes ignored; after the leading 8 come 8 to 11 more digits (10–13 digits written from 08).
 */
export function normalizePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s-]/g, '');
  const match = /^(?:\+62|62|0)(8\d{8,11})$/.exec(compact);
  return match ? `+62${match[1]}` : null;
}

/** A product's weight when none is set, in grams. */
export const DEFAULT_WEIGHT_GRAMS = 300;

/** The kilograms a courier bills for a parcel: rounded up to the next whole kilogram, at least 1. */
export function billableKilograms(grams: number): number {
  return Math.max(1, Math.ceil(grams / 1000));
}

/** The couriers the shop hands parcels to, with the page where a shopper tracks a resi. */
export const COURIERS = [
  { name: 'JNE', trackingUrl: 'https://www.jne.co.id/tracking-package' },
  { name: 'J&T', trackingUrl: 'https://jet.co.id/track' },
  { name: 'SiCepat', trackingUrl: 'https://www.sicepat.com/checkAwb' },
] as const;
export type CourierName = (typeof COURIERS)[number]['name'];

/** The shop's spelling of a courier name given in any case, or null when the shop does not ship with it. */
export function courierNamed(name: string): CourierName | null {
  const wanted = name.trim().toLowerCase();
  return COURIERS.find((c) => c.name.toLowerCase() === wanted)?.name ?? null;
}

/** The courier's tracking page, or null for a courier the shop does not know. */
export function trackingUrl(courier: string | null): string | null {
  return COURIERS.find((c) => c.name === courier)?.trackingUrl ?? null;
}

/** A resi: 6–40 letters, digits or dashes. */
export const WAYBILL_PATTERN = /^[A-Za-z0-9-]{6,40}$/;

/** 'Estimasi 2–3 hari' (or 'Estimasi 1 hari' when both ends agree). */
export function etdLabel(min: number, max: number): string {
  return min === max ? `Estimasi ${min} hari` : `Estimasi ${min}–${max} hari`;
}
