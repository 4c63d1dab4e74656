import type { searchRoutes } from '@gayaku/contract';
import { searchEndpoints } from '@gayaku/contract';
import { createApi } from '../../../lib/api-client.ts';

/** The header search's suggestions (public; the storefront's first chunk carries it). */
export const searchApi = /*#__PURE__*/ createApi<typeof searchRoutes>(searchEndpoints);
