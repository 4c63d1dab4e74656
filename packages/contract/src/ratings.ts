import { z } from 'zod';
import { IdSchema } from './common.ts';
import { defineRoutes } from './http.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { ratingEndpoints } from './endpoints.ts';

export const RatingBodySchema = z.object(
  {
    product_id: IdSchema,
    /** Optional; when sent it must be the token's user (else 403). */
    user_id: IdSchema.nullish(),
    /** Whole stars 1–5 as a JSON number ('5' or 3.5 are refused). */
    rating: z.number({ error: MESSAGES.ratingRange }).int(MESSAGES.ratingRange).min(1, MESSAGES.ratingRange).max(5, MESSAGES.ratingRange),
    /** Trimmed; blank becomes null. */
    comment: z
      .string({ error: MESSAGES.invalidInput })
      .trim()
      .max(LIMITS.ratingCommentMax, MESSAGES.ratingCommentTooLong)
      .nullish()
      .transform((v) => (v ? v : null)),
  },
  { error: MESSAGES.invalidInput },
);
export type RatingBody = z.input<typeof RatingBodySchema>;

export const RatingSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  user_id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type Rating = z.infer<typeof RatingSchema>;
export const RatingCreatedResponseSchema = z.object({ message: z.string(), rating: RatingSchema });
export type RatingCreatedResponse = z.infer<typeof RatingCreatedResponseSchema>;

export const RatingCheckQuerySchema = z.object({ productId: IdSchema, userId: IdSchema });
export const RatingCheckResponseSchema = z.object({ rating: z.number().int().nullable(), comment: z.string().nullable() });
export type RatingCheck = z.infer<typeof RatingCheckResponseSchema>;

export { ratingEndpoints };

export const ratingRoutes = /*#__PURE__*/ defineRoutes('ratings', ratingEndpoints, {
  rateProduct: {
    summary: 'Beri rating produk (sekali per produk)',
    body: RatingBodySchema,
    response: RatingCreatedResponseSchema,
    errors: [404, 409],
  },
  checkMyRating: {
    summary: 'Rating sendiri untuk satu produk, atau rating null',
    query: RatingCheckQuerySchema,
    response: RatingCheckResponseSchema,
  },
});
