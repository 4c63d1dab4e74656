/**
 * Payments through Midtrans Snap: what the storefront needs to load snap.js, a Snap token for a
 * pending order ('Bayar Sekarang'), and the webhook where Midtrans reports each payment attempt.
 */
import { z } from 'zod';
import { defineRoutes } from './http.ts';
import { paymentEndpoints } from './endpoints.ts';

/** A payment attempt's id as sent to Midtrans: at most 50 characters of A-Z a-z 0-9 - _ ~ . */
export const PaymentParamsSchema = z.object({
  midtrans_order_id: z.string().regex(/^[A-Za-z0-9\-_~.]{1,50}$/, 'ID pembayaran tidak valid'),
});
export const PaymentTokenResponseSchema = z.object({ success: z.literal(true), snap_token: z.string(), message: z.string() });
export const PaymentConfigSchema = z.object({ snap_js_url: z.string(), client_key: z.string() });
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;
/** Answer to every authentic Midtrans notification (repeats and ignored ones included). */
export const PaymentNotificationAckSchema = z.object({ message: z.string() });

export { paymentEndpoints };

export const paymentRoutes = /*#__PURE__*/ defineRoutes('payments', paymentEndpoints, {
  getPaymentConfig: { summary: 'Alamat snap.js dan client key Midtrans', response: PaymentConfigSchema },
  getPaymentToken: {
    summary: 'Token Snap untuk membayar pesanan pending sendiri (dipakai ulang selama masih berlaku)',
    params: PaymentParamsSchema,
    response: PaymentTokenResponseSchema,
    errors: [404, 409, 502],
  },
  receiveMidtransNotification: {
    summary: 'Webhook Midtrans: laporan bertanda tangan tentang satu percobaan pembayaran',
    body: z.unknown(),
    response: PaymentNotificationAckSchema,
    errors: [401, 429],
  },
});
