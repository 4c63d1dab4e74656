import type { notificationRoutes } from '@gayaku/contract';
import { notificationEndpoints } from '@gayaku/contract';
import { createApi } from '../../../lib/api-client.ts';

/** The shopper's notifications: the list, one notification, marking one read. */
export const notificationApi = /*#__PURE__*/ createApi<typeof notificationRoutes>(notificationEndpoints);
