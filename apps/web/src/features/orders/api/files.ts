import type { orderFileRoutes } from '@gayaku/contract';
import { orderFileEndpoints } from '@gayaku/contract';
import { createApi } from '../../../lib/api-client.ts';

/**
 * GET /api/admin/orders.csv (admin). Apart from client.ts, which the storefront's first chunk carries, so these admin-only
 * endpoints stay out of it.
 */
export const orderFileApi = /*#__PURE__*/ createApi<typeof orderFileRoutes>(orderFileEndpoints);
