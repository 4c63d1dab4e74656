import type { ShippingRate } from '@gayaku/contract';

/** The shipping cost of a city, or 0 when none is chosen or the city is unknown (spec section 4). */
export function shippingCostFor(rates: readonly ShippingRate[] | undefined, city: string): number {
  if (!city || !rates) return 0;
  return rates.find((r) => r.city === city)?.shipping_cost ?? 0;
}
