import type { productFileRoutes } from '@gayaku/contract';
import { productFileEndpoints } from '@gayaku/contract';
import { createApi } from '../../../lib/api-client.ts';

/**
 * The products' CSV file, exported and imported (admin). Apart from client.ts, which the storefront's first chunk carries, so these admin-only
 * endpoints stay out of it.
 */
export const productFileApi = /*#__PURE__*/ createApi<typeof productFileRoutes>(productFileEndpoints);
