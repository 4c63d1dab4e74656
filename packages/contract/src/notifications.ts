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
  streamTicketInvalid: 'Tiket aliran notifikasi tidak valid atau sudah kedaluwarsa.',
  streamTooMany: 'Terlalu banyak aliran notifikasi terbuka untuk akun ini. Tutup tab lain atau coba lagi nanti.',
  streamFull: 'Aliran notifikasi sedang penuh. Coba lagi sebentar.',
} as const;

/**
 * POST /api/notifications/stream/ticket: a ticket that opens the user's notification stream, valid
 * for `expires_in` seconds and for nothing else (it is not a login token and a login token is not a ticket).
 */
export const NotificationStreamTicketSchema = z.object({ ticket: z.string(), expires_in: z.number().int().positive() });
export type NotificationStreamTicket = z.infer<typeof NotificationStreamTicketSchema>;
/** GET /api/notifications/stream?ticket=…: the ticket in the query, since EventSource sends no header. */
export const NotificationStreamQuerySchema = z.object({ ticket: z.string().max(2048).optional() });
/**
 * The `data` of each event of the stream: 'ready' once it is open, 'changed' whenever the user's
 * notifications changed (one added, one or all read). It names nothing: the list is read with the login token.
 */
export const NotificationStreamEventSchema = z.object({ type: z.enum(['ready', 'changed']) });
export type NotificationStreamEvent = z.infer<typeof NotificationStreamEventSchema>;

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
  createNotificationStreamTicket: {
    summary: 'Tiket sekali pakai-tujuan untuk membuka aliran notifikasi (berlaku sebentar)',
    response: NotificationStreamTicketSchema,
  },
  streamNotifications: {
    summary: 'Aliran server-sent events: kabar setiap kali notifikasi sendiri berubah (dibuka dengan tiket)',
    query: NotificationStreamQuerySchema,
    response: NotificationStreamEventSchema,
    eventStream: true,
    errors: [401, 429, 503],
  },
});
