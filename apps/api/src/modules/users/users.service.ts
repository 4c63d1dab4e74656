/**
 * Accounts as the shopper and the admin see them: the own profile and the read-only users table.
 * Selects name their columns, so no password hash ever leaves this file.
 */
import type { AdminUser, ProfileUpdateBody, ProfileUser } from '@gayaku/contract';
import { MESSAGES } from '@gayaku/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { userConflict } from './users.conflicts.ts';

const accountColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  city: users.city,
  address: users.address,
};
const profileColumns = { ...accountColumns, recipient_name: users.recipientName, recipient_phone: users.recipientPhone };

export async function getProfile(db: Db, userId: number): Promise<ProfileUser> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound(MESSAGES.notFound);
  return row;
}

/**
 * Username and e-mail are replaced; city/address only when sent (null or blank clears them).
 * The role is not part of the body, so it can never change here.
 */
export async function updateProfile(db: Db, userId: number, body: ProfileUpdateBody): Promise<ProfileUser> {
  const values = {
    username: body.username,
    email: body.email,
    ...(body.city !== undefined ? { city: body.city } : {}),
    ...(body.address !== undefined ? { address: body.address } : {}),
    ...(body.recipient_name !== undefined ? { recipientName: body.recipient_name } : {}),
    ...(body.recipient_phone !== undefined ? { recipientPhone: body.recipient_phone } : {}),
    updatedAt: sql`now()`,
  };
  let row: ProfileUser | undefined;
  try {
    [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning(profileColumns);
  } catch (err) {
    throw userConflict(err) ?? err;
  }
  if (!row) throw notFound(MESSAGES.notFound);
  return row;
}

/** The admin's users table, by id. */
export async function listUsers(db: Db): Promise<AdminUser[]> {
  const rows = await db
    .select({ ...accountColumns, createdAt: users.createdAt })
    .from(users)
    .orderBy(asc(users.id));
  return rows.map(({ createdAt, ...user }) => ({ ...user, created_at: createdAt.toISOString() }));
}

/** Who pays for an order: the name and e-mail Midtrans shows on its payment page. */
export async function customerOf(db: Db | Tx, userId: number): Promise<{ username: string; email: string }> {
  const [row] = await db.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} not found`);
  return row;
}
