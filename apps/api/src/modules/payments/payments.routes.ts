/**
 * /api/payment/config (public: what the storefront needs to load snap.js) and the Midtrans
 * notification webhook (no auth: authenticity comes from the signature).
 */
import { ErrorBodySchema, MESSAGES, PaymentConfigSchema, PaymentNotificationAckSchema } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleNotification } from './notification.service.ts';

const tags = ['payments'];

const paymentsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/payment/config', { schema: { tags, response: { 200: PaymentConfigSchema } } }, async () => ({
    snap_js_url: app.config.midtrans.snapJsUrl,
    client_key: app.config.midtrans.clientKey,
  }));

  app.post(
    '/payments/midtrans/notification',
    // Any JSON: every notification is recorded, even one too malformed to be authentic.
    { schema: { tags, body: z.unknown(), response: { 200: PaymentNotificationAckSchema, 401: ErrorBodySchema } } },
    async (request) => {
      const verdict = await handleNotification(app.db, app.config.midtrans.serverKey, request.body);
      request.log[verdict === 'needs_review' ? 'warn' : 'info']({ verdict }, 'midtrans notification');
      return { message: MESSAGES.notificationReceived };
    },
  );
};

export default paymentsRoutes;
