/**
 * Reading and marking the signed-in user's notifications. Notifications are created elsewhere
 * (the orders module inserts them on order events); this module only reads them and flips
 * `is_read`. A notification of another user answers exactly as an unknown id (404).
 */
import { MESSAGES, NOTIFICATION_MESSAGES, type Notification } from '@gayaku/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';

const fields = {
  id: notifications.id,
  title: notifications.title,
  message: notifications.message,
  is_read: notifications.isRead,
  created_at: notifications.createdAt,
};

function toNotification(row: Omit<Notification, 'created_at'> & { created_at: Date }): Notification {
  return { ...row, created_at: row.created_at.toISOString() };
}

/** GET /api/notifications/{userId}: the path's user must be the token's user, else 403. */
export async function listNotifications(db: Db, currentUserId: number, userId: number): Promise<Notification[]> {
  if (userId !== currentUserId) throw forbidden(MESSAGES.forbidden);
  const rows = await db
    .select(fields)
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return rows.map(toNotification);
}

/** GET /api/notifications/detail/{id}. */
export async function getNotification(db: Db, userId: number, id: number): Promise<Notification> {
  const [row] = await db
    .select(fields)
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
  return toNotification(row);
}

/** PUT /api/notifications/read/{id}: idempotent; marking a read notification again is fine. */
export async function markNotificationRead(db: Db, userId: number, id: number): Promise<{ message: string }> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
  return { message: NOTIFICATION_MESSAGES.markedRead };
}

/** PUT /api/notifications/read-all: every one of the user's own, in one statement; repeating is fine. */
export async function markAllNotificationsRead(db: Db, userId: number): Promise<{ message: string }> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return { message: NOTIFICATION_MESSAGES.allMarkedRead };
}
