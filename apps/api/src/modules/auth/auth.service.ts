/** Sign-up and sign-in against the users table; passwords are argon2id hashes (lib/password.ts). */
import type { LoginBody, PublicUser, RegisterBody } from '@gayaku/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.ts';
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
export async function findUserByCredentials(db: Db, { email, password }: LoginBody): Promise<PublicUser | null> {
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!row || !ok) return null;
  return { id: row.id, username: row.username, email: row.email, role: row.role };
}
