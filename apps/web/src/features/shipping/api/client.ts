import type { shippingRoutes } from '@gayaku/contract';
import { shippingEndpoints } from '@gayaku/contract';
import { createApi } from '../../../lib/api-client.ts';

/** GET /api/shipping-rates. */
export const shippingApi = /*#__PURE__*/ createApi<typeof shippingRoutes>(shippingEndpoints);
