import type { AdminReviewQuery } from '@gayaku/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import { ratingApi } from './client.ts';
import { totalOf } from './queries.ts';

/** One page of the admin's reviews under its filters, with the total the filters match (X-Total-Count). */
export const adminReviewsQuery = (params: AdminReviewQuery) =>
  queryOptions({
    queryKey: queryKeys.ratings.admin(params),
    queryFn: async ({ signal }) => {
      let total: number | null = null;
      const reviews = await ratingApi.listAdminReviews({ query: params, signal, onHeaders: (headers) => (total = totalOf(headers)) });
      return { reviews, total: total ?? reviews.length };
    },
    placeholderData: keepPreviousData,
  });

/** 'Sembunyikan' / 'Tampilkan': every review list and every product figure is re-read (averages change). */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) => ratingApi.setReviewHidden({ params: { id }, body: { hidden } }),
    meta: { errorToast: 'Gagal mengubah ulasan', serverReason: true },
    onSuccess: async (done) => {
      toast.success(done.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ratings.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]);
    },
  });
}
