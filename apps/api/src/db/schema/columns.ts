import { bigint, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Rupiah amounts that can grow past 2^31 (order totals) are bigint, read as JS numbers. */
export const rupiah = (name: string) => bigint(name, { mode: 'number' });
