import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function markNotificationRead(id: number): Promise<unknown> {
  return api.put(`/api/notifications/read/${id}`);
}

/** Marks read, then reloads the list (the unread count follows). A failure is only logged. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onError: (error) => console.error('Gagal update status baca:', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

/** Customer confirms receipt: PUT /api/order/{id}/status { status: 'delivered' }. */
export function confirmDelivered(orderId: number): Promise<unknown> {
  return api.put(`/api/order/${orderId}/status`, { status: 'delivered' });
}
