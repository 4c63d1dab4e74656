/**
 * Reading PostgreSQL errors (the same SQLSTATEs on PGlite and node-postgres). Drizzle wraps the
 * driver's error in `cause`, so these look a few levels down. Services rely on constraints rather
 * than check-then-write, and turn the violations into AppErrors.
 */
export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  deadlockDetected: '40P01',
  /** Ours (migration 0016): checkout's statement found the catalogue other than checkout had it. */
  catalogueChanged: 'GK001',
} as const;

export interface SqlViolation {
  code: string;
  constraint: string | undefined;
}

/** SQLSTATE and constraint name of a database error, or null when `err` is not one. */
export function sqlViolation(err: unknown): SqlViolation | null {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
  }
  return null;
}

export function hasSqlState(err: unknown, code: string): boolean {
  return sqlViolation(err)?.code === code;
}
