/**
 * Attempt throttling shared by every API instance (docs/shop-rules.md, "Storage and several instances"):
 * each attempt is a row in `throttle_hits`, so the counters live in PostgreSQL/PGlite and never in
 * process memory. A key may hold at most `limit` attempts within a sliding `windowMs`.
 *
 * An attempt is recorded BEFORE it is judged (insert, then count: two statements), so a burst of
 * concurrent requests cannot all slip past the limit while the first ones are still running.
 * A refused attempt is forgotten again (it does not extend the block); `release()` forgets an
 * attempt that should not count, e.g. a login with the right password.
 */
import { MESSAGES } from '@gayaku/contract';
import { and, count, eq, gt, inArray, like, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import { throttleHits } from '../db/schema.ts';
import { AppError } from './errors.ts';

export interface ThrottleOptions {
  /** Prefix of every key of this throttle, e.g. 'login'. */
  name: string;
  /** Attempts allowed per key within the window. */
  limit: number;
  windowMs: number;
  /** How often (per instance) rows older than the window are deleted. Default one minute. */
  pruneEveryMs?: number;
}

export interface ThrottleAttempt {
  allowed: boolean;
  /** Whole seconds until the blocking key has room again; 0 when allowed. */
  retryAfterSeconds: number;
  /** Forget this attempt so it does not count. */
  release(): Promise<void>;
}

const KEY_MAX = 300;

export class Throttle {
  private lastPrune = 0;
  private readonly window: SQL;
  private readonly pruneEveryMs: number;

  constructor(
    private readonly db: Db,
    readonly options: ThrottleOptions,
  ) {
    if (!Number.isSafeInteger(options.limit) || options.limit < 1) throw new Error('Throttle limit must be a positive integer');
    if (!Number.isSafeInteger(options.windowMs) || options.windowMs < 1) throw new Error('Throttle windowMs must be a positive integer');
    // A validated integer from our own code, so it can be written into the SQL text.
    this.window = sql.raw(`interval '${options.windowMs} milliseconds'`);
    this.pruneEveryMs = options.pruneEveryMs ?? 60_000;
  }

  /** The stored form of a key: `<name>:<key>`, cut to the column's length. */
  key(key: string): string {
    return `${this.options.name}:${key}`.slice(0, KEY_MAX);
  }

  /** Records one attempt under every key; refused when any key is over its limit. */
  async attempt(keys: string[]): Promise<ThrottleAttempt> {
    const stored = [...new Set(keys.map((k) => this.key(k)))];
    await this.maybePrune();
    const inserted = await this.db
      .insert(throttleHits)
      .values(stored.map((key) => ({ key })))
      .returning({ id: throttleHits.id });
    const ids = inserted.map((r) => r.id);
    const release = () => this.forget(ids);
    const retryAfter = await this.retryAfterSeconds(stored, ids);
    if (retryAfter === 0) return { allowed: true, retryAfterSeconds: 0, release };
    await release();
    return { allowed: false, retryAfterSeconds: retryAfter, release: async () => {} };
  }

  /** `attempt()` for a route: a refusal becomes 429 with a Retry-After header. */
  async enforce(keys: string[], reply: FastifyReply): Promise<ThrottleAttempt> {
    const result = await this.attempt(keys);
    if (!result.allowed) {
      reply.header('retry-after', String(result.retryAfterSeconds));
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.throttled);
    }
    return result;
  }

  /**
   * One query: per key, the attempts within the window and, counting only others' attempts, when
   * the limit-th newest of them leaves the window (then this key has room for one more).
   */
  private async retryAfterSeconds(keys: string[], ownIds: number[]): Promise<number> {
    const { limit } = this.options;
    const at = throttleHits.createdAt;
    // Others' attempts of the key, newest first; when the limit-th leaves the window, one more fits.
    const othersNewestFirst = sql`(array_agg(${at} order by ${at} desc) filter (where ${notInArray(throttleHits.id, ownIds)}))`;
    const freeAt = sql`${othersNewestFirst}[${sql.raw(String(limit))}] + ${this.window}`;
    const rows = await this.db
      .select({ hits: count(), freeIn: sql<string | null>`ceil(extract(epoch from ${freeAt} - now()))` })
      .from(throttleHits)
      .where(and(inArray(throttleHits.key, keys), gt(throttleHits.createdAt, sql`now() - ${this.window}`)))
      .groupBy(throttleHits.key);
    let wait = 0;
    for (const row of rows) {
      if (row.hits <= limit) continue;
      wait = Math.max(wait, row.freeIn === null ? 1 : Math.max(1, Number(row.freeIn)));
    }
    return wait;
  }

  private async forget(ids: number[]): Promise<void> {
    if (ids.length > 0) await this.db.delete(throttleHits).where(inArray(throttleHits.id, ids));
  }

  /** Opportunistic clean-up: at most once per `pruneEveryMs` per instance, only this throttle's rows. */
  private async maybePrune(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < this.pruneEveryMs) return;
    this.lastPrune = now;
    await this.db
      .delete(throttleHits)
      .where(and(like(throttleHits.key, `${this.options.name}:%`), lt(throttleHits.createdAt, sql`now() - ${this.window}`)));
  }

  /** Attempts currently counted for a key (tests and diagnostics). */
  async hits(key: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(throttleHits)
      .where(and(eq(throttleHits.key, this.key(key)), gt(throttleHits.createdAt, sql`now() - ${this.window}`)));
    return row?.n ?? 0;
  }
}
