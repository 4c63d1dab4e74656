import type { userRoutes } from '@gayaku/contract';
import { userEndpoints } from '@gayaku/contract';
import { createApi } from '../../../lib/api-client.ts';

/** The shopper's own profile (GET, PUT) and the admin's list of users. */
export const userApi = /*#__PURE__*/ createApi<typeof userRoutes>(userEndpoints);
