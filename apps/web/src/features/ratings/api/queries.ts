import { REVIEW_LIMITS, type ReviewSort } from '@gayaku/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { ratingApi } from './client.ts';

/** The shopper's own rating of a product ('Rating kamu'), or a null rating when none yet. */
export const myRatingQuery = (productId: number, userId: number) =>
  queryOptions({
    queryKey: queryKeys.ratings.mine(productId, userId),
    queryFn: ({ signal }) => ratingApi.checkMyRating({ query: { productId, userId }, signal }),
    retry: false,
  });

/** The product page's summary: average, stars histogram and fit answers of the visible reviews. */
export const reviewSummaryQuery = (productId: number) =>
  queryOptions({
    queryKey: queryKeys.ratings.summary(productId),
    queryFn: ({ signal }) => ratingApi.getReviewSummary({ params: { id: productId }, signal }),
  });

export interface ReviewFilters {
  sort: ReviewSort;
  rating?: number;
  withPhotos?: boolean;
}

/** The X-Total-Count of an answer, or null when it has none. */
export function totalOf(headers: Headers): number | null {
  const raw = headers.get('x-total-count');
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** A product's reviews page by page ('Muat Lebih Banyak' fetches the next); each page knows the total. */
export const reviewsQuery = (productId: number, filters: ReviewFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.ratings.reviews(productId, filters),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      let total: number | null = null;
      const reviews = await ratingApi.listProductReviews({
        params: { id: productId },
        query: {
          limit: REVIEW_LIMITS.pageSize,
          offset: pageParam,
          sort: filters.sort,
          rating: filters.rating,
          with_photos: filters.withPhotos,
        },
        signal,
        onHeaders: (headers) => (total = totalOf(headers)),
      });
      return { reviews, total, offset: pageParam };
    },
    // Without a total, a full page means there may be more.
    getNextPageParam: (last) => {
      const next = last.offset + last.reviews.length;
      const more = last.total === null ? last.reviews.length === REVIEW_LIMITS.pageSize : next < last.total;
      return more ? next : undefined;
    },
  });
