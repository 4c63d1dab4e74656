import type { CartAddBody, RatingBody } from '@gayaku/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const addToCart = (body: CartAddBody) => api.post<unknown>('/api/cart', body);
export const submitRating = (body: RatingBody) => api.post<unknown>('/api/ratings', body);

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => addToCart({ product_id: productId, quantity: 1 }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
  });
}

export function useSubmitRating(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRating,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ratings.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.detail(productId) }),
      ]);
    },
  });
}
