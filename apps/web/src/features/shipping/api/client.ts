import type { shippingRoutes } from '@gayaku/contract';
import { shippingEndpoints } from '@gayaku/contract';
import { createApi } from '../../../lib/api-client.ts';

/** GET /api/shipping-rates, GET /api/shipping-options. */
export const shippingApi = /*#__PURE__*/ createApi<typeof shippingRoutes>(shippingEndpoints);
