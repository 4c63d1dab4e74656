/** Rating a product and reading back one's own rating; both only for the token's own user. */
import { MESSAGES, ratingRoutes as routes } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import { forbidden } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createRating, findUserRating } from './ratings.service.ts';

const ratingsModule: FastifyPluginAsync = async (app) => {
  route(app, routes.rateProduct, async (request) => {
    const { id: userId } = currentUser(request);
    const { product_id, user_id, rating, comment } = request.body;
    if (user_id != null && user_id !== userId) throw forbidden(MESSAGES.forbidden);
    const created = await createRating(app.db, { userId, productId: product_id, rating, comment });
    return { message: MESSAGES.ratingSubmitted, rating: created };
  });

  route(app, routes.checkMyRating, async (request) => {
    const { productId, userId } = request.query;
    if (userId !== currentUser(request).id) throw forbidden(MESSAGES.forbidden);
    return findUserRating(app.db, userId, productId);
  });
};

export default ratingsModule;
