import type { OrderCreateBody, OrderStatus } from '@gayaku/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { orderApi } from './client.ts';

/** 'Lanjut Bayar': the new order and its Snap token (the server recomputes every amount). */
export const createOrder = (body: OrderCreateBody) => orderApi.createOrder({ body });

/**
 * Moves an order on (PUT /api/order/{id}/status): the admin's paid → shipped, the owner's
 * shipped → delivered. `errorToast`: the screen's text for a failure.
 */
export function useChangeOrderStatus(errorToast: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: OrderStatus }) => orderApi.changeOrderStatus({ params: { id }, body: { status } }),
    meta: { errorToast },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
