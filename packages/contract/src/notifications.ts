import { z } from 'zod';
import { IdParamsSchema, IdSchema, MessageSchema } from './common.ts';
import { defineRoutes } from './http.ts';
import { notificationEndpoints } from './endpoints.ts';

export const NotificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;
/** GET /api/notifications/{userId}: newest first. */
export const NotificationListSchema = z.array(NotificationSchema);
export const NotificationUserParamsSchema = z.object({ userId: IdSchema });

export const NOTIFICATION_MESSAGES = {
  /** The notification-detail screen's own not-found text (spec section 2). */
  notFound: 'Notifikasi tidak ditemukan.',
  markedRead: 'Notifikasi ditandai sudah dibaca',
  allMarkedRead: 'Semua notifikasi ditandai sudah dibaca',
} as const;

/** The order id named in a notification message ('ID #<number>'), or null when none. */
export function orderIdFromMessage(message: string): number | null {
  const match = /ID #(\d+)/.exec(message);
  return match ? Number(match[1]) : null;
}

export { notificationEndpoints };

export const notificationRoutes = /*#__PURE__*/ defineRoutes('notifications', notificationEndpoints, {
  listNotifications: {
    summary: 'Notifikasi sendiri, terbaru dahulu',
    params: NotificationUserParamsSchema,
    response: NotificationListSchema,
  },
  getNotification: { summary: 'Satu notifikasi sendiri', params: IdParamsSchema, response: NotificationSchema, errors: [404] },
  markNotificationRead: { summary: 'Tandai notifikasi sudah dibaca', params: IdParamsSchema, response: MessageSchema, errors: [404] },
  markAllNotificationsRead: { summary: 'Tandai semua notifikasi sendiri sudah dibaca (boleh diulang)', response: MessageSchema },
});
