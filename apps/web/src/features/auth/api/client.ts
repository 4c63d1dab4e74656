import type { authRoutes } from '@gayaku/contract';
import { authEndpoints } from '@gayaku/contract';
import { createApi } from '../../../lib/api-client.ts';

/** Registering and signing in (public routes: no token is sent). */
export const authApi = /*#__PURE__*/ createApi<typeof authRoutes>(authEndpoints);
