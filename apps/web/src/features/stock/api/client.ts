import type { stockRoutes } from '@gayaku/contract';
import { stockEndpoints } from '@gayaku/contract';
import { createApi } from '../../../lib/api-client.ts';

/** GET, PUT /api/products/{id}/stock and GET /api/stock/low (admin). */
export const stockApi = /*#__PURE__*/ createApi<typeof stockRoutes>(stockEndpoints);
