import type { cartRoutes } from '@gayaku/contract';
import { cartEndpoints } from '@gayaku/contract';
import { createApi } from '../../../lib/api-client.ts';

/** GET, POST /api/cart and PUT, DELETE /api/cart/{cart_id}. */
export const cartApi = /*#__PURE__*/ createApi<typeof cartRoutes>(cartEndpoints);
