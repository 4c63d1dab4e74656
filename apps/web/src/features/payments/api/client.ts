import type { paymentRoutes } from '@gayaku/contract';
import { paymentEndpoints } from '@gayaku/contract';
import { createApi } from '../../../lib/api-client.ts';

/** GET /api/payment/config (where snap.js lives) and GET /api/order/payment/{midtrans_order_id} (a pending order's Snap token). */
export const paymentApi = /*#__PURE__*/ createApi<typeof paymentRoutes>(paymentEndpoints);
