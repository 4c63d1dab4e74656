import type { OrderCreateBody, OrderStatusBody } from '@gayaku/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { orderApi } from './client.ts';

/** 'Lanjut Bayar': the new order and its Snap token (the server recomputes every amount). */
export const createOrder = (body: OrderCreateBody) => orderApi.createOrder({ body });

/**
 * Moves an order on (PUT /api/order/{id}/status): the admin's paid → shipped (with courier and
 * resi), the owner's shipped → delivered and pending → cancelled. `errorToast`: the screen's text for a failure.
 */
export function useChangeOrderStatus(errorToast: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & OrderStatusBody) => orderApi.changeOrderStatus({ params: { id }, body }),
    meta: { errorToast },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}

/** 'Beli Lagi' (POST /api/order/{id}/reorder): the order's lines back in the cart. */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => orderApi.reorder({ params: { id } }),
    meta: { errorToast: 'Gagal memasukkan ke keranjang' },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
  });
}
