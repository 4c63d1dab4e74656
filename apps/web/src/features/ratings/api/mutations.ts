import type { RatingBody } from '@gayaku/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { ratingApi } from './client.ts';

/** 'Kirim Rating'; the form alerts the outcome itself (no toast). The product's average changes, so it is re-read. */
export function useSubmitRating(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RatingBody) => ratingApi.rateProduct({ body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ratings.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.detail(productId) }),
      ]);
    },
  });
}
