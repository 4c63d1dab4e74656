/**
 * /api/ads: the banner list and single ads for everyone; create, update and delete for admins, and
 * the banner upload (multipart, one `image` file) whose answer the admin puts in an ad's image_url.
 */
import multipart from '@fastify/multipart';
import {
  AdImageUploadSchema,
  AdInputSchema,
  AdListSchema,
  AdSchema,
  ATTRIBUTE_MESSAGES,
  IdParamsSchema,
  MessageSchema,
} from '@gayaku/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCatalogue } from '../../lib/cached-json.ts';
import { badRequest } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { AD_BANNER, processUpload, storeImage } from '../uploads/images.ts';
import { FORM_LIMITS, readMultipartForm } from '../uploads/multipart-form.ts';
import { createImageStorage } from '../uploads/storage.ts';
import { createAd, deleteAd, getAd, listAds, updateAd, type AdWriteDeps } from './ads.service.ts';

const tags = ['ads'];

const adsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Scoped to this module: only the banner upload takes a multipart body here.
  await app.register(multipart, { limits: FORM_LIMITS, throwFileSizeLimit: true });
  const storage = createImageStorage(app.config);
  const deps = (request: FastifyRequest): AdWriteDeps => ({ db: app.db, storage, warn: (err, msg) => request.log.warn({ err }, msg) });

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
      const ad = await createAd(deps(request), request.body, currentUser(request).id);
      return reply.status(201).send(ad);
    },
  );

  app.put(
    '/ads/:id',
    { onRequest: app.requireAdmin, schema: { tags, params: IdParamsSchema, body: AdInputSchema, response: { 200: AdSchema } } },
    async (request) => updateAd(deps(request), request.params.id, request.body, currentUser(request).id),
  );

  app.delete(
    '/ads/:id',
    { onRequest: app.requireAdmin, schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema } } },
    async (request) => deleteAd(deps(request), request.params.id, currentUser(request).id),
  );

  // Checked and re-encoded before anything is stored; nothing is stored for a refused file.
  app.post(
    '/ads/image',
    { onRequest: app.requireAdmin, schema: { tags, consumes: ['multipart/form-data'], response: { 201: AdImageUploadSchema } } },
    async (request, reply) => {
      const form = await readMultipartForm(request, ATTRIBUTE_MESSAGES.bannerNotMultipart);
      if (!form.image) throw badRequest(ATTRIBUTE_MESSAGES.bannerRequired);
      const imageUrl = await storeImage(storage, await processUpload(form.image, AD_BANNER));
      return reply.status(201).send({ image_url: imageUrl });
    },
  );
};

export default adsRoutes;
