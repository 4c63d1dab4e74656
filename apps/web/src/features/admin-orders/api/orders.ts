/** One order with its items (GET /api/order/{id}) and the admin's paid → shipped move. */
import type { OrderDetail } from '@gayaku/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const orderDetailQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.orders.detail(id), queryFn: ({ signal }) => api.get<OrderDetail>(`/api/order/${id}`, { signal }) });

export function useShipOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<unknown>(`/api/order/${id}/status`, { status: 'shipped' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
