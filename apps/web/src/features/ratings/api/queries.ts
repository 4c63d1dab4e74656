import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { ratingApi } from './client.ts';

/** The shopper's own rating of a product ('Rating kamu'), or a null rating when none yet. */
export const myRatingQuery = (productId: number, userId: number) =>
  queryOptions({
    queryKey: queryKeys.ratings.mine(productId, userId),
    queryFn: ({ signal }) => ratingApi.checkMyRating({ query: { productId, userId }, signal }),
    retry: false,
  });
