/**
 * Ratings and reviews: the specification's rating and check (only the token's own user), the
 * author's edit and photos, the product page's public reviews and summary (catalogue reads, with
 * X-Total-Count on the list), and the admin's moderation.
 */
import multipart from '@fastify/multipart';
import { MESSAGES, RATING_MESSAGES, ratingRoutes as routes } from '@gayaku/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sendCatalogue } from '../../lib/cached-json.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { processUpload, REVIEW_PHOTO } from '../uploads/images.ts';
import { FORM_LIMITS, readMultipartForm } from '../uploads/multipart-form.ts';
import { createImageStorage } from '../uploads/storage.ts';
import { createRating, findUserRating, updateRating } from './ratings.service.ts';
import { addRatingPhoto, checkPhotoSlot } from './review-photos.ts';
import { adminReviews, setReviewHidden } from './review-moderation.ts';
import { productReviews, reviewSummary } from './reviews.service.ts';

const withTotal = (reply: FastifyReply, total: number) => reply.header('x-total-count', String(total));

const ratingsModule: FastifyPluginAsync = async (app) => {
  // Scoped to this module: only the photo upload takes a multipart body here (one image per request).
  await app.register(multipart, { limits: FORM_LIMITS, throwFileSizeLimit: true });
  const storage = createImageStorage(app.config);

  route(app, routes.rateProduct, async (request) => {
    const { id: userId } = currentUser(request);
    const { product_id, user_id, rating, comment, fit } = request.body;
    if (user_id != null && user_id !== userId) throw forbidden(MESSAGES.forbidden);
    const created = await createRating(app.db, { userId, productId: product_id, rating, comment, fit });
    return { message: MESSAGES.ratingSubmitted, rating: created };
  });

  route(app, routes.checkMyRating, async (request) => {
    const { productId, userId } = request.query;
    if (userId !== currentUser(request).id) throw forbidden(MESSAGES.forbidden);
    return findUserRating(app.db, userId, productId);
  });

  route(app, routes.updateRating, async (request) => {
    const rating = await updateRating(app.db, currentUser(request).id, request.params.id, request.body);
    return { message: RATING_MESSAGES.ratingUpdated, rating };
  });

  route(app, routes.uploadRatingPhoto, async (request) => {
    const userId = currentUser(request).id;
    const { id } = request.params;
    // Unknown, someone else's, too old or full: answered before the upload is read or decoded.
    await checkPhotoSlot(app.db, userId, id);
    const form = await readMultipartForm(request, RATING_MESSAGES.photoNotMultipart);
    if (!form.image) throw badRequest(RATING_MESSAGES.photoRequired);
    const photos = await addRatingPhoto({ db: app.db, storage }, userId, id, await processUpload(form.image, REVIEW_PHOTO));
    return { message: RATING_MESSAGES.photoUploaded, photos };
  });

  route(app, routes.listProductReviews, async (request, reply) => {
    const { reviews, total } = await productReviews(app.db, request.params.id, request.query);
    return sendCatalogue(request, reply, reviews, { 'x-total-count': String(total) });
  });

  route(app, routes.getReviewSummary, async (request, reply) =>
    sendCatalogue(request, reply, await reviewSummary(app.db, request.params.id)),
  );

  route(app, routes.listAdminReviews, async (request, reply) => {
    const { reviews, total } = await adminReviews(app.db, request.query);
    withTotal(reply, total);
    return reviews;
  });

  route(app, routes.setReviewHidden, async (request) =>
    setReviewHidden(app.db, currentUser(request).id, request.params.id, request.body.hidden),
  );
};

export default ratingsModule;
