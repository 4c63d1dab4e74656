import type { CartItem } from '@gayaku/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { cartApi } from './client.ts';

/** Optimistic cart edits: the line changes at once, is rolled back on failure (with its toast), and the list is re-read. */
function useCartEdit<V extends { cartId: number }>(
  mutationFn: (vars: V) => Promise<unknown>,
  apply: (items: CartItem[], vars: V) => CartItem[],
  errorToast: string,
) {
  const queryClient = useQueryClient();
  const key = queryKeys.cart.all;
  return useMutation({
    mutationFn,
    meta: { errorToast },
    onMutate: async (vars: V) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CartItem[]>(key);
      if (previous) queryClient.setQueryData<CartItem[]>(key, apply(previous, vars));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useUpdateQuantity = () =>
  useCartEdit<{ cartId: number; quantity: number }>(
    ({ cartId, quantity }) => cartApi.updateCartLine({ params: { cart_id: cartId }, body: { quantity } }),
    (items, { cartId, quantity }) => items.map((i) => (i.cart_id === cartId ? { ...i, quantity } : i)),
    'Failed to update quantity',
  );

export const useRemoveItem = () =>
  useCartEdit<{ cartId: number }>(
    ({ cartId }) => cartApi.removeCartLine({ params: { cart_id: cartId } }),
    (items, { cartId }) => items.filter((i) => i.cart_id !== cartId),
    'Failed to remove item',
  );
