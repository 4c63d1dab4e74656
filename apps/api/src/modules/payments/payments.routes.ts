/**
 * Payments: what the storefront needs to load snap.js (public), a Snap token for the owner's
 * pending order ('Bayar Sekarang'), and the Midtrans webhook (no token: authenticity comes from
 * the signature; failed signatures are throttled per client).
 */
import { MESSAGES, paymentRoutes as routes } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { Throttle } from '../../lib/throttle.ts';
import { currentUser } from '../../plugins/auth.ts';
import { FORGERY_THROTTLE, receiveMidtransReport } from './midtrans-webhook.service.ts';
import { requestPayment } from './pay-now.service.ts';

const paymentsModule: FastifyPluginAsync = async (app) => {
  const forgeries = new Throttle(app.db, FORGERY_THROTTLE);
  route(app, routes.getPaymentConfig, async () => ({
    snap_js_url: app.config.midtrans.snapJsUrl,
    client_key: app.config.midtrans.clientKey,
  }));

  route(app, routes.getPaymentToken, async (request) =>
    requestPayment({ db: app.db, config: app.config, log: request.log }, currentUser(request).id, request.params.midtrans_order_id),
  );

  route(app, routes.receiveMidtransNotification, async (request, reply) => {
    const client = { ip: request.ip, reply };
    const verdict = await receiveMidtransReport({ db: app.db, serverKey: app.config.midtrans.serverKey, forgeries, client }, request.body);
    request.log[verdict === 'needs_review' ? 'warn' : 'info']({ verdict }, 'midtrans notification');
    return { message: MESSAGES.notificationReceived };
  });
};

export default paymentsModule;
