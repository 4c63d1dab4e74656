import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { notificationApi } from './client.ts';

/** Marks read, then reloads the list (the unread count follows). A failure is only logged, never toasted. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => notificationApi.markNotificationRead({ params: { id } }),
    onError: (error) => console.error('Gagal update status baca:', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

/** 'Tandai semua dibaca': every notification of the user read, then the list (and its count) re-read. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => notificationApi.markAllNotificationsRead(),
    onError: (error) => console.error('Gagal update status baca:', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}
