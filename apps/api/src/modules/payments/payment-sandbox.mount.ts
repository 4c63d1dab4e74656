/**
 * Mounts the Midtrans-compatible simulator under /payment-sandbox when MIDTRANS_ENV=simulator
 * (docs/payments.md); in sandbox and production this plugin registers nothing. This is the only
 * place the payment code knows about the simulator: everything else differs by configuration.
 */
import type { FastifyPluginAsync } from 'fastify';
import paymentSandbox from '../../payment-sandbox/index.ts';
import { paymentFinishUrl } from './payment-attempts.ts';

const paymentSandboxMount: FastifyPluginAsync = async (app) => {
  const { config } = app;
  if (config.midtrans.env !== 'simulator') return;
  await app.register(paymentSandbox, {
    serverKey: config.midtrans.serverKey,
    clientKey: config.midtrans.clientKey,
    // Functions: the port (and so PUBLIC_URL) may be known only after listen.
    notificationUrl: () => `${config.publicUrl}/api/payments/midtrans/notification`,
    publicUrl: () => `${config.publicUrl}/payment-sandbox`,
    finishUrl: () => paymentFinishUrl(config),
    production: config.env === 'production',
  });
};

export default paymentSandboxMount;
