/**
 * Turns a unique-index violation on `users` into the 409 the shopper reads. The indexes
 * (lower(email), lower(username)) are the source of truth, so two concurrent sign-ups with the
 * same e-mail cannot both succeed; no check-then-insert race.
 */
import { MESSAGES } from '@gayaku/contract';
import { sqlViolation, SQLSTATE } from '../../lib/db-errors.ts';
import { conflict, type AppError } from '../../lib/errors.ts';

const MESSAGE_BY_CONSTRAINT: Record<string, string> = {
  users_email_unique: MESSAGES.emailTaken,
  users_username_unique: MESSAGES.usernameTaken,
};

/** The 409 for a taken e-mail or username, or null when `err` is something else. */
export function userConflict(err: unknown): AppError | null {
  const violation = sqlViolation(err);
  if (violation?.code !== SQLSTATE.uniqueViolation || !violation.constraint) return null;
  const message = MESSAGE_BY_CONSTRAINT[violation.constraint];
  return message ? conflict(message) : null;
}
