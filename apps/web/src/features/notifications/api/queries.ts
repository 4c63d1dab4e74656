import type { Notification } from '@gayaku/contract';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { notificationApi } from './client.ts';

/** How often the bell re-reads its list while its stream (api/stream.ts) is not open. */
export const NOTIFICATIONS_POLL_MS = 30_000;

/** The bell's list. A failure is only logged (spec section 8) and shows as an empty list. */
export const notificationsQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.notifications.list(userId),
    queryFn: async ({ signal }) => {
      try {
        return await notificationApi.listNotifications({ params: { userId }, signal });
      } catch (error) {
        if (!signal.aborted) console.error('Gagal fetch notifikasi:', error);
        return [];
      }
    },
    staleTime: 15_000,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    retry: false,
  });

export const notificationQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.notifications.detail(id),
    queryFn: ({ signal }) => notificationApi.getNotification({ params: { id }, signal }),
    retry: false,
  });

export const unreadCount = (list: readonly Pick<Notification, 'is_read'>[]): number => list.filter((n) => !n.is_read).length;
