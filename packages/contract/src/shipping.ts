/** Where the shop ships to and what each city costs. */
import { z } from 'zod';
import { defineRoutes } from './http.ts';
import { shippingEndpoints } from './endpoints.ts';

export const ShippingRateSchema = z.object({ city: z.string(), shipping_cost: z.number().int() });
export type ShippingRate = z.infer<typeof ShippingRateSchema>;
export const ShippingRateListSchema = z.array(ShippingRateSchema);

export { shippingEndpoints };

export const shippingRoutes = /*#__PURE__*/ defineRoutes('shipping', shippingEndpoints, {
  listShippingRates: { summary: 'Kota tujuan dan ongkos kirimnya', response: ShippingRateListSchema },
});
