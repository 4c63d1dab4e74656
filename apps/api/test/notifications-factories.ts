/**
 * Notification fixtures, inserted straight into `notifications` as the orders module would.
 */
import type { Db } from '../src/db/client.ts';
import { notifications } from '../src/db/schema.ts';

export interface NotificationFixture {
  title?: string;
  message?: string;
  isRead?: boolean;
  createdAt?: Date;
}

export async function createNotification(db: Db, userId: number, fixture: NotificationFixture = {}): Promise<{ id: number }> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      title: fixture.title ?? 'Pesanan Dibuat',
      message: fixture.message ?? 'Pesanan ID #1 berhasil dibuat',
      isRead: fixture.isRead ?? false,
      ...(fixture.createdAt ? { createdAt: fixture.createdAt } : {}),
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification not created');
  return row;
}
