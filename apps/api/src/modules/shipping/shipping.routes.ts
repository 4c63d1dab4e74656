/** /api/shipping-rates: the cities the shop ships to and what each costs (public, read-only). */
import { ShippingRateListSchema } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCatalogue } from '../../lib/cached-json.ts';
import { listShippingRates } from './shipping.service.ts';

const shippingRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/shipping-rates', { schema: { tags: ['shipping'], response: { 200: ShippingRateListSchema } } }, async (request, reply) =>
    sendCatalogue(request, reply, await listShippingRates(app.db)),
  );
};

export default shippingRoutes;
