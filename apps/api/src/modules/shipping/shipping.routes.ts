/** /api/shipping-rates: the cities the shop ships to and what each costs (public, read-only). */
import { shippingRoutes as routes } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sendCatalogue } from '../../lib/cached-json.ts';
import { route } from '../../lib/route.ts';
import { listShippingRates } from './shipping.service.ts';

const shippingModule: FastifyPluginAsync = async (app) => {
  route(app, routes.listShippingRates, async (request, reply) => sendCatalogue(request, reply, await listShippingRates(app.db)));
};

export default shippingModule;
