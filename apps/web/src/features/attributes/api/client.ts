import type { attributeRoutes } from '@gayaku/contract';
import { attributeEndpoints } from '@gayaku/contract';
import { createApi } from '../../../lib/api-client.ts';

/** Categories, colours and sizes: public reads, the admin's writes. */
export const attributeApi = /*#__PURE__*/ createApi<typeof attributeRoutes>(attributeEndpoints);
