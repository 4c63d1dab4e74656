/** Sign-up and sign-in against the users table; passwords are argon2id hashes (lib/password.ts). */
import { MESSAGES, type ChangePasswordBody, type LoginBody, type PublicUser, type RegisterBody } from '@gayaku/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { invalidateAccounts } from '../../lib/account-cache.ts';
import { badRequest } from '../../lib/errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import type { TokenSubject } from '../../plugins/auth.ts';
import { userConflict } from '../users/users.conflicts.ts';

/** A new shopper; a taken e-mail or username (any case) is a 409 from the unique indexes. */
export async function registerUser(db: Db, body: RegisterBody): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  try {
    await db.insert(users).values({ username: body.username, email: body.email, passwordHash, role: 'user' });
  } catch (err) {
    throw userConflict(err) ?? err;
  }
}

/**
 * The user whose e-mail and password match, else null. An unknown e-mail still runs one argon2
 * verification (against a dummy hash) so both failures take about as long.
 */
export async function findUserByCredentials(
  db: Db,
  { email, password }: LoginBody,
): Promise<(PublicUser & { tokenVersion: number }) | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      passwordHash: users.passwordHash,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!row || !ok) return null;
  return { id: row.id, username: row.username, email: row.email, role: row.role, tokenVersion: row.tokenVersion };
}

/** Bumps the token version: every login token of the account issued so far stops working. */
export async function revokeAllTokens(db: Db, userId: number): Promise<TokenSubject> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ id: users.id, role: users.role, tokenVersion: users.tokenVersion });
  invalidateAccounts(db);
  if (!row) throw badRequest(MESSAGES.invalidInput);
  return row;
}

/**
 * A new password for a signed-in account that knows its current one (else 400, nothing changes).
 * Every other device is signed out; the caller signs a new token for this one from the answer.
 */
export async function changePassword(db: Db, userId: number, body: ChangePasswordBody): Promise<TokenSubject> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, body.current_password))) throw badRequest(MESSAGES.currentPasswordWrong);
  const passwordHash = await hashPassword(body.new_password);
  const [changed] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id, role: users.role, tokenVersion: users.tokenVersion });
  invalidateAccounts(db);
  if (!changed) throw badRequest(MESSAGES.invalidInput);
  return changed;
}
