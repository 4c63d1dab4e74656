/** Rating a product and reading back one's own rating; both only for the token's own user. */
import {
  MESSAGES,
  RatingBodySchema,
  RatingCheckQuerySchema,
  RatingCheckResponseSchema,
  RatingCreatedResponseSchema,
} from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createRating, findUserRating } from './ratings.service.ts';

const ratingsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/ratings',
    { onRequest: app.requireUser, schema: { body: RatingBodySchema, response: { 201: RatingCreatedResponseSchema } } },
    async (request, reply) => {
      const { id: userId } = currentUser(request);
      const { product_id, user_id, rating, comment } = request.body;
      if (user_id != null && user_id !== userId) throw forbidden(MESSAGES.forbidden);
      const created = await createRating(app.db, { userId, productId: product_id, rating, comment });
      return reply.status(201).send({ message: MESSAGES.ratingSubmitted, rating: created });
    },
  );

  app.get(
    '/ratings/user-rating/check',
    { onRequest: app.requireUser, schema: { querystring: RatingCheckQuerySchema, response: { 200: RatingCheckResponseSchema } } },
    async (request) => {
      const { productId, userId } = request.query;
      if (userId !== currentUser(request).id) throw forbidden(MESSAGES.forbidden);
      return findUserRating(app.db, userId, productId);
    },
  );
};

export default ratingsRoutes;
