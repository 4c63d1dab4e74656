import type { adRoutes } from '@gayaku/contract';
import { adEndpoints } from '@gayaku/contract';
import { createApi } from '../../../lib/api-client.ts';

/** The home page's banner ads: public reads, the admin's writes and banner upload. */
export const adApi = /*#__PURE__*/ createApi<typeof adRoutes>(adEndpoints);
