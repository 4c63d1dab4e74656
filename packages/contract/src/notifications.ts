import { z } from 'zod';
import { IdSchema } from './common.ts';

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
} as const;

/** The order id named in a notification message ('ID #<number>'), or null when none. */
export function orderIdFromMessage(message: string): number | null {
  const match = /ID #(\d+)/.exec(message);
  return match ? Number(match[1]) : null;
}
