/**
 * Every feature module, in registration order. A module is a Fastify plugin with its routes;
 * it reaches the database and configuration through `app.db` and `app.config`.
 */
import type { FastifyPluginAsync } from 'fastify';
import healthRoutes from './health/health.routes.ts';
import attributesRoutes from './attributes/attributes.routes.ts';
import adsRoutes from './ads/ads.routes.ts';
import shippingRoutes from './shipping/shipping.routes.ts';
import authRoutes from './auth/auth.routes.ts';
import usersRoutes from './users/users.routes.ts';
import ratingsRoutes from './ratings/ratings.routes.ts';
import cartRoutes from './cart/cart.routes.ts';
import notificationsRoutes from './notifications/notifications.routes.ts';
import productsRoutes from './products/products.routes.ts';
import ordersRoutes from './orders/orders.routes.ts';
import paymentsRoutes from './payments/payments.routes.ts';
import paymentSandboxMount from './payments/payment-sandbox.mount.ts';

export interface ModuleEntry {
  plugin: FastifyPluginAsync;
  /** Defaults to '/api'. */
  prefix?: string;
}

export const modules: ModuleEntry[] = [
  { plugin: healthRoutes },
  { plugin: attributesRoutes },
  { plugin: adsRoutes },
  { plugin: shippingRoutes },
  { plugin: authRoutes },
  { plugin: usersRoutes },
  { plugin: ratingsRoutes },
  { plugin: cartRoutes },
  { plugin: notificationsRoutes },
  { plugin: productsRoutes },
  { plugin: ordersRoutes },
  { plugin: paymentsRoutes },
  // Registers nothing unless MIDTRANS_ENV=simulator.
  { plugin: paymentSandboxMount, prefix: '/payment-sandbox' },
];
