/** Where the shop ships to and what each city costs; the courier services quoted for the shopper's cart. */
import { z } from 'zod';
import { defineRoutes } from './http.ts';
import { MESSAGES } from './messages.ts';
import { shippingEndpoints } from './endpoints.ts';

export const ShippingRateSchema = z.object({ city: z.string(), shipping_cost: z.number().int() });
export type ShippingRate = z.infer<typeof ShippingRateSchema>;
export const ShippingRateListSchema = z.array(ShippingRateSchema);

/** One courier service to a city, priced for the cart's weight (docs/shipping.md). */
export const ShippingOptionSchema = z.object({
  code: z.string(),
  courier: z.string(),
  service: z.string(),
  etd_min_days: z.number().int(),
  etd_max_days: z.number().int(),
  cost: z.number().int(),
});
export type ShippingOption = z.infer<typeof ShippingOptionSchema>;
export const ShippingOptionListSchema = z.array(ShippingOptionSchema);
export const ShippingOptionsQuerySchema = z.object({
  city: z.string({ error: MESSAGES.cityRequired }).trim().min(1, MESSAGES.cityRequired).max(100, MESSAGES.cityTooLong),
});

export { shippingEndpoints };
export * from './delivery-rules.ts';

export const shippingRoutes = /*#__PURE__*/ defineRoutes('shipping', shippingEndpoints, {
  listShippingRates: { summary: 'Kota tujuan dan ongkos kirimnya', response: ShippingRateListSchema },
  listShippingOptions: {
    summary: 'Layanan kurir ke satu kota dan ongkosnya untuk berat keranjang saat ini',
    query: ShippingOptionsQuerySchema,
    response: ShippingOptionListSchema,
  },
});
