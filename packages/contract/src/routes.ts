/**
 * The route table: every call of the API, by domain. The API registers its routes from it
 * (apps/api lib/route.ts), the OpenAPI document is generated from it (openapi.ts), and the web's
 * development build checks every answer against it.
 */
import { adRoutes } from './ads.ts';
import { attributeRoutes } from './attributes.ts';
import { auditRoutes } from './audit.ts';
import { authRoutes } from './auth.ts';
import { cartRoutes } from './cart.ts';
import { healthRoutes } from './health.ts';
import type { Route } from './http.ts';
import { notificationRoutes } from './notifications.ts';
import { orderFileRoutes } from './order-files.ts';
import { orderRoutes } from './orders.ts';
import { paymentRoutes } from './payments.ts';
import { productFileRoutes } from './product-files.ts';
import { productRoutes } from './products.ts';
import { ratingRoutes } from './ratings.ts';
import { searchRoutes, synonymRoutes } from './search.ts';
import { shippingRoutes } from './shipping.ts';
import { statsRoutes } from './stats.ts';
import { stockRoutes } from './stock.ts';
import { userRoutes } from './users.ts';

export const ROUTES = {
  ads: adRoutes,
  attributes: attributeRoutes,
  audit: auditRoutes,
  auth: authRoutes,
  cart: cartRoutes,
  health: healthRoutes,
  notifications: notificationRoutes,
  orders: orderRoutes,
  orderFiles: orderFileRoutes,
  payments: paymentRoutes,
  products: productRoutes,
  productFiles: productFileRoutes,
  ratings: ratingRoutes,
  search: searchRoutes,
  shipping: shippingRoutes,
  stats: statsRoutes,
  stock: stockRoutes,
  synonyms: synonymRoutes,
  users: userRoutes,
} as const;
export type Routes = typeof ROUTES;

/** Every route of the table, in one list. */
export function allRoutes(): Route[] {
  return Object.values(ROUTES).flatMap((domain) => Object.values(domain as Record<string, Route>));
}
