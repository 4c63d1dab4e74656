import type { Product, RatingCheck } from '@gayaku/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export { getProduct, productQuery } from '../../../lib/shop-queries.ts';

export async function getRecommendations(id: number, signal?: AbortSignal): Promise<Product[]> {
  const body = await api.get<{ recommendations: Product[] }>(`/api/products/${id}/recommendations`, { signal, token: null });
  return Array.isArray(body?.recommendations) ? body.recommendations : [];
}

export const getMyRating = (productId: number, userId: number, signal?: AbortSignal) =>
  api.get<RatingCheck>('/api/ratings/user-rating/check', { signal, query: { productId, userId } });

/** A failure is logged and shows as no recommendations (spec section 8). */
export const recommendationsQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.products.recommendations(id),
    queryFn: async ({ signal }) => {
      try {
        return await getRecommendations(id, signal);
      } catch (error) {
        if (!signal.aborted) console.error('Gagal mengambil rekomendasi:', error);
        return [];
      }
    },
    staleTime: 60_000,
    retry: false,
  });

export const myRatingQuery = (productId: number, userId: number) =>
  queryOptions({
    queryKey: queryKeys.ratings.mine(productId, userId),
    queryFn: ({ signal }) => getMyRating(productId, userId, signal),
    retry: false,
  });
