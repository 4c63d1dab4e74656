/**
 * /api/shipping-rates: the cities the shop ships to and what each costs (public, read-only).
 * /api/shipping-options: the courier services to one city, priced for the shopper's cart.
 */
import { shippingRoutes as routes } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sendCatalogue } from '../../lib/cached-json.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listShippingOptions } from './shipping-options.ts';
import { listShippingRates } from './shipping.service.ts';

const shippingModule: FastifyPluginAsync = async (app) => {
  route(app, routes.listShippingRates, async (request, reply) => sendCatalogue(request, reply, await listShippingRates(app.db)));
  route(app, routes.listShippingOptions, async (request) => listShippingOptions(app.db, currentUser(request).id, request.query.city));
};

export default shippingModule;
