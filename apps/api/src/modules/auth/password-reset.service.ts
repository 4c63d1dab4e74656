/**
 * Forgotten passwords. `POST /api/auth/forgot-password` only queues a mail (one insert, known address
 * or not, so both answers take the same time); the outbox worker makes the link when it sends the
 * mail (preparePasswordResetMail): 32 random bytes, of which only the SHA-256 is stored, usable once,
 * for 30 minutes. A reset changes the password and bumps the token version, which signs out every
 * device (plugins/auth.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES, type ResetPasswordBody } from '@gayaku/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';
import { invalidateAccounts } from '../../lib/account-cache.ts';
import { badRequest } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { passwordResetMail, type MailPreparer } from '../mail/index.ts';

const RESET_VALID_MINUTES = 30;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The reset mail of an outbox row, made while the worker holds the row: null for an address without
 * an account (nothing is sent). A mail sent again replaces the link of its earlier attempt.
 */
export const preparePasswordResetMail: MailPreparer = async (tx, row, context) => {
  const [user] = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(sql`lower(${users.email})`, row.toAddress.toLowerCase()))
    .limit(1);
  if (!user) return null;
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.outboxId, row.id));
  const token = randomBytes(32).toString('base64url');
  await tx.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    outboxId: row.id,
    expiresAt: sql`now() + ${sql.raw(`interval '${RESET_VALID_MINUTES} minutes'`)}`,
  });
  const link = `${context.publicUrl}/auth/reset-password?token=${token}`;
  return passwordResetMail(user.username, link, RESET_VALID_MINUTES);
};

/**
 * Sets the password of the token's account and spends the token (and every other link of the
 * account), in one transaction; an unknown, used or expired token is 400 and changes nothing.
 */
export async function resetPassword(db: Db, { token, password }: ResetPasswordBody): Promise<void> {
  if (!TOKEN_FORMAT.test(token)) throw badRequest(MESSAGES.resetLinkInvalid);
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) return false;
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(users.id, spent.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    return true;
  });
  if (!done) throw badRequest(MESSAGES.resetLinkInvalid);
  invalidateAccounts(db); // the new token version, committed: old tokens are refused here at once
}
