import type { synonymRoutes } from '@gayaku/contract';
import { synonymEndpoints } from '@gayaku/contract';
import { createApi } from '../../../lib/api-client.ts';

/** The synonyms the admin keeps. Apart from client.ts, which the storefront's first chunk carries, so these admin-only endpoints stay out of it. */
export const synonymApi = /*#__PURE__*/ createApi<typeof synonymRoutes>(synonymEndpoints);
