import type { productRoutes } from '@gayaku/contract';
import { productEndpoints } from '@gayaku/contract';
import { createApi } from '../../../lib/api-client.ts';

/** The catalogue: public product reads and recommendations, the admin's multipart product writes. */
export const productApi = /*#__PURE__*/ createApi<typeof productRoutes>(productEndpoints);
