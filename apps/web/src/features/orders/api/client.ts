import type { orderRoutes } from '@gayaku/contract';
import { orderEndpoints } from '@gayaku/contract';
import { createApi } from '../../../lib/api-client.ts';

/** Checkout, the shopper's and the admin's order lists, an order's detail and its status moves. */
export const orderApi = /*#__PURE__*/ createApi<typeof orderRoutes>(orderEndpoints);
