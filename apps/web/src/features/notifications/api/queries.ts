import type { Notification } from '@gayaku/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type NotificationDetail = Pick<Notification, 'id' | 'title' | 'message' | 'created_at'> & Partial<Notification>;

export function getNotifications(userId: number, signal?: AbortSignal): Promise<Notification[]> {
  return api.get<Notification[]>(`/api/notifications/${userId}`, { signal });
}

export function getNotification(id: number, signal?: AbortSignal): Promise<NotificationDetail> {
  return api.get<NotificationDetail>(`/api/notifications/detail/${id}`, { signal });
}

/** The bell's list. A failure is only logged (spec section 8) and shows as an empty list. */
export const notificationsQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.notifications.list(userId),
    queryFn: async ({ signal }) => {
      try {
        return await getNotifications(userId, signal);
      } catch (error) {
        if (!signal.aborted) console.error('Gagal fetch notifikasi:', error);
        return [];
      }
    },
    staleTime: 15_000,
    refetchInterval: 60_000,
    retry: false,
  });

export const notificationQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.notifications.detail(id), queryFn: ({ signal }) => getNotification(id, signal), retry: false });

export const unreadCount = (list: readonly Pick<Notification, 'is_read'>[]): number => list.filter((n) => !n.is_read).length;
