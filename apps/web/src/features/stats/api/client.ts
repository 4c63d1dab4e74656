import type { statsRoutes } from '@gayaku/contract';
import { statsEndpoints } from '@gayaku/contract';
import { createApi } from '../../../lib/api-client.ts';

/** GET /api/admin/stats (admin). */
export const statsApi = /*#__PURE__*/ createApi<typeof statsRoutes>(statsEndpoints);
