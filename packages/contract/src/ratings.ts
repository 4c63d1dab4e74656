/**
 * Ratings and reviews: the specification's rating call and check (kept to the letter, extended with
 * the fit), the author's edit and photos, the product page's reviews and summary, and the admin's
 * moderation. The shared rules (masking, fit, limits) are in review-rules.ts.
 */
import { z } from 'zod';
import { IdParamsSchema, IdSchema } from './common.ts';
import { defineRoutes } from './http.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { ratingEndpoints } from './endpoints.ts';
import { FITS, RATING_MESSAGES, REVIEW_LIMITS, REVIEW_SORTS } from './review-rules.ts';
import { booleanQuery, pageQuery } from './query-params.ts';

export * from './review-rules.ts';

const stars = z.number({ error: MESSAGES.ratingRange }).int(MESSAGES.ratingRange).min(1, MESSAGES.ratingRange).max(5, MESSAGES.ratingRange);
/** Trimmed; blank becomes null. */
const comment = z
  .string({ error: MESSAGES.invalidInput })
  .trim()
  .max(LIMITS.ratingCommentMax, MESSAGES.ratingCommentTooLong)
  .nullish()
  .transform((v) => (v ? v : null));
/** Left out or null: the buyer did not say. */
const fit = z
  .enum(FITS, { error: RATING_MESSAGES.fitInvalid })
  .nullish()
  .transform((v) => v ?? null);

export const RatingBodySchema = z.object(
  {
    product_id: IdSchema,
    /** Optional; when sent it must be the token's user (else 403). */
    user_id: IdSchema.nullish(),
    /** Whole stars 1–5 as a JSON number ('5' or 3.5 are refused). */
    rating: stars,
    comment,
    fit,
  },
  { error: MESSAGES.invalidInput },
);
export type RatingBody = z.input<typeof RatingBodySchema>;

/** PUT /api/ratings/{id}: the stars, the comment and the fit as they now read. */
export const RatingUpdateBodySchema = z.object({ rating: stars, comment, fit }, { error: MESSAGES.invalidInput });
export type RatingUpdateBody = z.input<typeof RatingUpdateBodySchema>;

const FitSchema = z.enum(FITS).nullable();

/** A rating as its author sees it. Size and colour are those of the delivered order line that verified it. */
export const RatingSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  user_id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string(),
  fit: FitSchema,
  verified_purchase: z.boolean(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  /** The photos' URLs (WebP; each has a `-thumb.webp` beside it). */
  photos: z.array(z.string()),
});
export type Rating = z.infer<typeof RatingSchema>;
export const RatingCreatedResponseSchema = z.object({ message: z.string(), rating: RatingSchema });
export type RatingCreatedResponse = z.infer<typeof RatingCreatedResponseSchema>;

export const RatingCheckQuerySchema = z.object({ productId: IdSchema, userId: IdSchema });
/**
 * The specification's `{ rating, comment }`, plus the whole review (null before rating), until when
 * its author may change it, and whether the user may review the product now (a buyer who received it
 * and has not reviewed it yet).
 */
export const RatingCheckResponseSchema = z.object({
  rating: z.number().int().nullable(),
  comment: z.string().nullable(),
  review: RatingSchema.nullable(),
  editable_until: z.string().nullable(),
  can_review: z.boolean(),
});
export type RatingCheck = z.infer<typeof RatingCheckResponseSchema>;

export const PhotoUploadResponseSchema = z.object({ message: z.string(), photos: z.array(z.string()) });

/** A review as every shopper sees it on the product page. */
export const ReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  /** The author's username masked: 'r***i'. */
  reviewer: z.string(),
  created_at: z.string(),
  verified_purchase: z.boolean(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  fit: FitSchema,
  photos: z.array(z.string()),
});
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewListSchema = z.array(ReviewSchema);

/** 1–5 as the URL carries it ('4'); a number is taken as well. */
const starFilter = z
  .union([z.number(), z.string().regex(/^[1-5]$/)], { error: RATING_MESSAGES.ratingFilterInvalid })
  .transform(Number)
  .pipe(
    z
      .number()
      .int(RATING_MESSAGES.ratingFilterInvalid)
      .min(1, RATING_MESSAGES.ratingFilterInvalid)
      .max(5, RATING_MESSAGES.ratingFilterInvalid),
  )
  .optional();

export const ReviewListQuerySchema = z.object({
  ...pageQuery(REVIEW_LIMITS.pageSize, REVIEW_LIMITS.maxPageSize),
  sort: z.enum(REVIEW_SORTS, { error: RATING_MESSAGES.reviewSortInvalid }).default('newest'),
  rating: starFilter,
  with_photos: booleanQuery(),
});
export type ReviewListQuery = z.input<typeof ReviewListQuerySchema>;

const count = z.number().int();
export const ReviewSummarySchema = z.object({
  /** One decimal; 0 without reviews. */
  average: z.number(),
  count,
  histogram: z.object({ 1: count, 2: count, 3: count, 4: count, 5: count }),
  fit: z.object({ kekecilan: count, pas: count, kebesaran: count }),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

/** A review on the admin's screen: whose, of what, and whether it is hidden. */
export const AdminReviewSchema = ReviewSchema.extend({
  product_id: z.number().int(),
  product_name: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  hidden: z.boolean(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewQuerySchema = z.object({
  ...pageQuery(REVIEW_LIMITS.adminPageSize, REVIEW_LIMITS.adminMaxPageSize),
  product_id: IdSchema.optional(),
  rating: starFilter,
  with_photos: booleanQuery(),
  hidden: booleanQuery(),
});
export type AdminReviewQuery = z.input<typeof AdminReviewQuerySchema>;

export const ReviewModerationBodySchema = z.object(
  { hidden: z.boolean({ error: RATING_MESSAGES.hiddenInvalid }) },
  { error: MESSAGES.invalidInput },
);
export const ReviewModerationResponseSchema = z.object({ message: z.string(), review: AdminReviewSchema });

export { ratingEndpoints };

export const ratingRoutes = /*#__PURE__*/ defineRoutes('ratings', ratingEndpoints, {
  rateProduct: {
    summary: 'Beri rating produk (sekali per produk, hanya pembeli yang sudah menerimanya)',
    body: RatingBodySchema,
    response: RatingCreatedResponseSchema,
    errors: [403, 404, 409],
  },
  checkMyRating: {
    summary: 'Rating sendiri untuk satu produk, atau rating null',
    query: RatingCheckQuerySchema,
    response: RatingCheckResponseSchema,
  },
  updateRating: {
    summary: `Ubah ulasan sendiri (dalam ${REVIEW_LIMITS.editDays} hari)`,
    params: IdParamsSchema,
    body: RatingUpdateBodySchema,
    response: RatingCreatedResponseSchema,
    errors: [409],
  },
  uploadRatingPhoto: {
    summary: `Unggah satu foto ulasan sendiri (maksimal ${REVIEW_LIMITS.photosPerReview} per ulasan; WebP 1600 px tanpa metadata)`,
    params: IdParamsSchema,
    body: z.object({}),
    multipart: { files: ['image'] },
    response: PhotoUploadResponseSchema,
    errors: [409],
  },
  listProductReviews: {
    summary: 'Ulasan produk yang tampil (header X-Total-Count: jumlah semuanya)',
    params: IdParamsSchema,
    query: ReviewListQuerySchema,
    response: ReviewListSchema,
  },
  getReviewSummary: { summary: 'Rata-rata, sebaran bintang dan kecocokan ukuran', params: IdParamsSchema, response: ReviewSummarySchema },
  listAdminReviews: {
    summary: 'Semua ulasan untuk admin, dengan filter (header X-Total-Count)',
    query: AdminReviewQuerySchema,
    response: z.array(AdminReviewSchema),
  },
  setReviewHidden: {
    summary: 'Sembunyikan atau tampilkan ulasan (dicatat di audit log)',
    params: IdParamsSchema,
    body: ReviewModerationBodySchema,
    response: ReviewModerationResponseSchema,
  },
});
