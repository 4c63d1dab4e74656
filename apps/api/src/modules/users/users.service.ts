/**
 * Accounts as the shopper and the admin see them: the own profile and the read-only users table.
 * Selects name their columns, so no password hash ever leaves this file.
 */
import type { AdminListPage, AdminUser, ProfileUpdateBody, ProfileUser } from '@gayaku/contract';
import { MESSAGES } from '@gayaku/contract';
import { count, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { pageOrder, textMatch, type Page } from '../../lib/admin-list.ts';
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

type UserSortKey = 'id' | 'username' | 'email' | 'role' | 'city' | 'created_at';
const USER_SORT: Record<UserSortKey, SQLWrapper> = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  city: users.city,
  created_at: users.createdAt,
};

/** The admin's users table, a page at a time: by id unless sorted, `q` searching username, e-mail and city. */
export async function listUsers(db: Db, page: AdminListPage<UserSortKey>): Promise<Page<AdminUser>> {
  const where = page.q ? textMatch(page.q, [users.username, users.email, users.city]) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...accountColumns, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .orderBy(...pageOrder(page, USER_SORT, users.id, { sort: 'id', order: 'asc' }))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(({ createdAt, ...user }) => ({ ...user, created_at: createdAt.toISOString() })), total: counted?.n ?? 0 };
}

/** Who pays for an order: the name and e-mail Midtrans shows on its payment page. */
export async function customerOf(db: Db | Tx, userId: number): Promise<{ username: string; email: string }> {
  const [row] = await db.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} not found`);
  return row;
}
