import type { auditRoutes } from '@gayaku/contract';
import { auditEndpoints } from '@gayaku/contract';
import { createApi } from '../../../lib/api-client.ts';

/** GET /api/admin/audit (admin). */
export const auditApi = /*#__PURE__*/ createApi<typeof auditRoutes>(auditEndpoints);
