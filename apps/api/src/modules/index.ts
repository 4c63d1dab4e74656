/**
 * Every feature module, in registration order. A module is a Fastify plugin that registers its
 * routes from the contract's route table (lib/route.ts); it reaches the database and configuration
 * through `app.db` and `app.config`. This is also where modules that must not import each other are
 * connected: checkout (orders) gets its payment, and the owner's cancellation its Midtrans cancel,
 * from the payments module, and the mail worker the password reset's link from auth.
 */
import type { FastifyPluginAsync } from 'fastify';
import adsModule from './ads/ads.routes.ts';
import attributesModule from './attributes/attributes.routes.ts';
import authModule from './auth/auth.routes.ts';
import { preparePasswordResetMail } from './auth/password-reset.service.ts';
import cartModule from './cart/cart.routes.ts';
import healthModule from './health/health.routes.ts';
import mailModule from './mail/mail.routes.ts';
import notificationsModule from './notifications/notifications.routes.ts';
import ordersModule from './orders/orders.routes.ts';
import { startPayment } from './payments/payment-attempts.ts';
import { cancelPayment } from './payments/payment-cancel.ts';
import paymentSandboxMount from './payments/payment-sandbox.mount.ts';
import paymentsModule from './payments/payments.routes.ts';
import { newMidtransOrderId } from './payments/snap-request.ts';
import productsModule from './products/products.routes.ts';
import ratingsModule from './ratings/ratings.routes.ts';
import searchModule from './search/search.routes.ts';
import shippingModule from './shipping/shipping.routes.ts';
import statsModule from './stats/stats.routes.ts';
import stockModule from './stock/stock.routes.ts';
import auditModule from './audit/audit.routes.ts';
import usersModule from './users/users.routes.ts';

export interface ModuleEntry {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module declares its own options
  plugin: FastifyPluginAsync<any>;
  options?: Record<string, unknown>;
  /** Where the simulator mounts; the API modules register absolute paths from the route table. */
  prefix?: string;
}

export const modules: ModuleEntry[] = [
  { plugin: healthModule },
  // The outbox worker and /dev/mail; the password reset mail's link is made by auth when it is sent.
  { plugin: mailModule, options: { preparers: { password_reset: preparePasswordResetMail } } },
  { plugin: attributesModule },
  { plugin: adsModule },
  { plugin: shippingModule },
  { plugin: authModule },
  { plugin: usersModule },
  { plugin: ratingsModule },
  { plugin: cartModule },
  { plugin: notificationsModule },
  { plugin: productsModule },
  { plugin: searchModule },
  { plugin: stockModule },
  { plugin: ordersModule, options: { startPayment, cancelPayment, newAttemptId: newMidtransOrderId } },
  { plugin: paymentsModule },
  { plugin: statsModule },
  { plugin: auditModule },
  // Registers nothing unless MIDTRANS_ENV=simulator.
  { plugin: paymentSandboxMount, prefix: '/payment-sandbox' },
];
