import type { ratingRoutes } from '@gayaku/contract';
import { ratingEndpoints } from '@gayaku/contract';
import { createApi } from '../../../lib/api-client.ts';

/** Rating a product, and reading one's own rating of it. */
export const ratingApi = /*#__PURE__*/ createApi<typeof ratingRoutes>(ratingEndpoints);
