/** /api/ads: the banner list and single ads for everyone; create, update and delete for admins. */
import { AdInputSchema, AdListSchema, AdSchema, IdParamsSchema, MessageSchema } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCatalogue } from '../../lib/cached-json.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createAd, deleteAd, getAd, listAds, updateAd } from './ads.service.ts';

const tags = ['ads'];

const adsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Public reads: cached values, sent with ETag/304, Cache-Control and compression (lib/cached-json.ts).
  app.get('/ads', { schema: { tags, response: { 200: AdListSchema } } }, async (request, reply) =>
    sendCatalogue(request, reply, await listAds(app.db)),
  );

  app.get('/ads/:id', { schema: { tags, params: IdParamsSchema, response: { 200: AdSchema } } }, async (request, reply) =>
    sendCatalogue(request, reply, await getAd(app.db, request.params.id)),
  );

  app.post(
    '/ads',
    { onRequest: app.requireAdmin, schema: { tags, body: AdInputSchema, response: { 201: AdSchema } } },
    async (request, reply) => {
      const ad = await createAd(app.db, request.body, currentUser(request).id);
      return reply.status(201).send(ad);
    },
  );

  app.put(
    '/ads/:id',
    { onRequest: app.requireAdmin, schema: { tags, params: IdParamsSchema, body: AdInputSchema, response: { 200: AdSchema } } },
    async (request) => updateAd(app.db, request.params.id, request.body, currentUser(request).id),
  );

  app.delete(
    '/ads/:id',
    { onRequest: app.requireAdmin, schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema } } },
    async (request) => deleteAd(app.db, request.params.id, currentUser(request).id),
  );
};

export default adsRoutes;
