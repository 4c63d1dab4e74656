/**
 * The accounts the API has checked a login token against (role and token version, by user id),
 * kept in process memory so that an authenticated call sends no lookup of its own (plugins/auth.ts).
 * One tiny statement per call, but a round trip to PostgreSQL: in the lab, with the accounts kept,
 * cart reads went ×1.6 and order creation ×1.2-1.5 (docs/performance.md, "The account behind a token").
 *
 * - This instance's own writes (sign out of every device, a new password, a reset) call
 *   invalidateAccounts(db) once they have committed: the next call looks the account up again, so
 *   a revoked token is refused at once here.
 * - Other instances, and anything else writing the accounts: migration 0014's `accounts_version`
 *   advances with every change of a role or token version and every removed account; the cache
 *   re-reads it once a second and before answering when its last read is 2 s old, and a change
 *   drops everything (lib/read-cache.ts). A token revoked elsewhere works here for at most ~2 s.
 * - Bounded: at most 10,000 accounts (~1 MB), the least recently used first. One cache per
 *   database handle; off under NODE_ENV=test, where the suite's fixtures write accounts straight to
 *   the database and count the statements of each call. The cache's own tests turn it on.
 */
import type { Role } from '@gayaku/contract';
import type { Db } from '../db/client.ts';
import { HandleCaches } from './handle-caches.ts';
import { sequenceFingerprint, type ReadCache, type ReadCacheOptions } from './read-cache.ts';

/** What a token is checked against; null: no such account. */
export type Account = { id: number; role: Role; tokenVersion: number } | null;

const MAX_ACCOUNTS = 10_000;
/** What one account weighs against maxBytes: a map entry with its small object, roughly. */
const ACCOUNT_BYTES = 100;

const caches = new HandleCaches((db) => ({
  fingerprint: () => sequenceFingerprint(db, 'accounts_version'),
  maxEntries: MAX_ACCOUNTS,
  maxBytes: MAX_ACCOUNTS * ACCOUNT_BYTES,
}));

/** Sets up this database handle's account cache (plugins/auth.ts; the cache's tests). */
export function configureAccountCache(db: Db, options: Partial<ReadCacheOptions>): ReadCache {
  return caches.configure(db, options);
}

/** The account of `userId`, from the cache when nothing changed since it was read, else from `load`. */
export function cachedAccount(db: Db, userId: number, load: () => Promise<Account>): Promise<Account> {
  const cache = caches.of(db);
  if (!cache) return load();
  return cache.get(String(userId), load, () => ACCOUNT_BYTES);
}

/** Call once a write of this instance that changes a role or token version, or removes an account, has committed. */
export function invalidateAccounts(db: Db): void {
  caches.invalidate(db);
}
