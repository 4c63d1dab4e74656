import type { CartItem } from '@gayaku/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast.ts';

export const updateCartQuantity = (cartId: number, quantity: number) => api.put<unknown>(`/api/cart/${cartId}`, { quantity });
export const removeCartItem = (cartId: number) => api.delete<unknown>(`/api/cart/${cartId}`);

/** Optimistic cart edits: the line changes at once, is rolled back on failure, and the list is re-read. */
function useCartEdit<V extends { cartId: number }>(
  mutationFn: (vars: V) => Promise<unknown>,
  apply: (items: CartItem[], vars: V) => CartItem[],
  failure: string,
) {
  const queryClient = useQueryClient();
  const key = queryKeys.cart.all;
  return useMutation({
    mutationFn,
    onMutate: async (vars: V) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CartItem[]>(key);
      if (previous) queryClient.setQueryData<CartItem[]>(key, apply(previous, vars));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(failure);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useUpdateQuantity = () =>
  useCartEdit<{ cartId: number; quantity: number }>(
    ({ cartId, quantity }) => updateCartQuantity(cartId, quantity),
    (items, { cartId, quantity }) => items.map((i) => (i.cart_id === cartId ? { ...i, quantity } : i)),
    'Failed to update quantity',
  );

export const useRemoveItem = () =>
  useCartEdit<{ cartId: number }>(
    ({ cartId }) => removeCartItem(cartId),
    (items, { cartId }) => items.filter((i) => i.cart_id !== cartId),
    'Failed to remove item',
  );
