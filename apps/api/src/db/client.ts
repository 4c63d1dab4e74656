/**
 * Opens the database through one driver, node-postgres: the embedded PostgreSQL the shop runs
 * itself (embedded-postgres.ts) or the server named by DATABASE_URL. One schema and one set of
 * migrations serve both.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config.ts';
import { useForNamedStatements } from './prepared.ts';

/**
 * The one database type every service takes: either driver satisfies it. Drizzle is given no
 * schema: the services use the query builders, never relational queries (`db.query.*`), which
 * Drizzle would otherwise set up again for every transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** What a transaction callback receives; services accept `Db | Tx` where they can join one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  /** 'embedded': the server the shop runs in DATA_DIR; 'postgres': DATABASE_URL's. */
  driver: 'embedded' | 'postgres';
  /** The connection string: a connection of its own (LISTEN, db/listener.ts) opens with it. */
  url: string;
  /** Closes the pools (and stops the embedded server). */
  close(): Promise<void>;
  /** Cheap liveness probe for /api/health. */
  ping(): Promise<void>;
}

/** Beside this file in the sources; beside the built server (apps/api/dist) it is ../src/db/migrations. */
export const MIGRATIONS_DIR = [path.join(import.meta.dirname, 'migrations'), path.join(import.meta.dirname, '../src/db/migrations')].find(
  (dir) => existsSync(path.join(dir, 'meta/_journal.json')),
)!;

const MIGRATIONS_FOLDER = MIGRATIONS_DIR;
/** Any fixed 64-bit number: serialises migrations when several instances start at once. */
const MIGRATION_LOCK_ID = 7_351_020_001;

export class DatabaseOpenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseOpenError';
  }
}

export interface DatabaseTarget {
  url: string;
  driver: Database['driver'];
  /** Runs after the pools have closed (the embedded server's stop). */
  afterClose?: () => Promise<void>;
  /** Connections each of the two pools opens at most (DATABASE_POOL_SIZE; DEFAULT_POOL_SIZE unless set). */
  poolSize?: number;
}

/**
 * A connection dropped while checked out (inside a transaction) emits 'error' with no pool
 * listener attached, which would crash the process; and Drizzle never releases a client whose
 * BEGIN failed, which would leak it until the pool is exhausted. So a checked-out client that
 * errors is handed back (as broken: the pool discards it) at once, and its holder's own later
 * release() does nothing. The query in flight fails by itself and answers 503.
 */
function releaseDeadClients(pool: pg.Pool): void {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      const poolClient = client as pg.PoolClient;
      if (!checkedOut.has(poolClient)) return;
      checkedOut.delete(poolClient);
      const release = poolClient.release.bind(poolClient);
      poolClient.release = () => {};
      release(err);
    });
  });
}

/**
 * pg-pool's own `pool.query` hands its client back as broken after any failed statement, which
 * closes the connection: every refused unique or check constraint (the services rely on them, and
 * a checkout beaten to the last piece meets one) then costs a new PostgreSQL backend, 85–100 ms
 * on our machines instead of under 1 ms. A statement's ERROR leaves the session usable, so the
 * client goes back healthy; a FATAL, or a connection that broke (not queryable any more), is still
 * discarded by the pool.
 */
function keepClientsAfterStatementErrors(pool: pg.Pool): void {
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const query = async (config: unknown, values?: unknown): Promise<unknown> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await client.query(config as pg.QueryConfig, values as unknown[]);
    } catch (err) {
      if (!(err instanceof pg.DatabaseError && err.severity === 'ERROR')) broken = err as Error;
      throw err;
    } finally {
      client.release(broken);
    }
  };
  pool.query = ((...args: unknown[]) =>
    typeof args.at(-1) === 'function' ? original(...args) : query(args[0], args[1])) as typeof pool.query;
}

/**
 * The named statements' sessions plan each statement once, with no values (db/prepared.ts). Left to
 * itself PostgreSQL plans a named statement for its values five times and then keeps a generic plan
 * if that looks no dearer; a settlement burst that begins on near-empty tables tips that choice
 * either way from run to run, and when it tips to per-value plans the payment's statements spend
 * more time planning than running. Other statements keep per-value plans (their own pool).
 */
const NAMED_STATEMENT_OPTIONS = '-c plan_cache_mode=force_generic_plan';

function newPool(url: string, max: number, options?: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, options, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  // A dropped connection in the idle pool must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  releaseDeadClients(pool);
  keepClientsAfterStatementErrors(pool);
  return pool;
}

/**
 * Connects, runs the migrations (serialised across instances by an advisory lock) and answers the
 * handle. Two pools of at most `poolSize` connections each: one for the named statements, one for
 * everything else.
 */
export async function openDatabase({ url, driver, afterClose, poolSize = DEFAULT_POOL_SIZE }: DatabaseTarget): Promise<Database> {
  const pool = newPool(url, poolSize);
  const namedPool = newPool(url, poolSize, NAMED_STATEMENT_OPTIONS);
  const db = drizzlePg(pool) as unknown as Db;
  useForNamedStatements(db, drizzlePg(namedPool) as unknown as Db);
  const endPools = () => Promise.all([pool.end(), namedPool.end()]);
  try {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
  } catch (err) {
    await endPools().catch(() => {});
    await afterClose?.();
    throw new DatabaseOpenError(`Tidak dapat membuka database PostgreSQL (${redactUrl(url)}): ${(err as Error).message}`, { cause: err });
  }
  return {
    db,
    driver,
    url,
    close: async () => {
      await endPools();
      await afterClose?.();
    },
    ping: async () => {
      await pool.query('select 1');
    },
  };
}

function redactUrl(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
