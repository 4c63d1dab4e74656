/**
 * Opens the database: embedded PGlite under DATA_DIR by default, or a node-postgres pool when
 * DATABASE_URL is set. One schema and one set of migrations serve both drivers.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PreparedPglite } from './pglite-prepared.ts';

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
  driver: 'pglite' | 'postgres';
  /** Closes the pool or the PGlite instance. */
  close(): Promise<void>;
  /** Cheap liveness probe for /api/health. */
  ping(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball. */
  dump?: () => Promise<Blob>;
}

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

const MIGRATIONS_FOLDER = MIGRATIONS_DIR;
/** Any fixed 64-bit number: serialises migrations when several instances start at once. */
const MIGRATION_LOCK_ID = 7_351_020_001;

export class DatabaseOpenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseOpenError';
  }
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** dir null = in memory; loadDataDir = a dumped data directory to start from (tests use a migrated template). */
  | { kind: 'pglite'; dir: string | null; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target.dir, target.loadDataDir);
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

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  // A dropped connection in the idle pool must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  releaseDeadClients(pool);
  const db = drizzlePg(pool) as unknown as Db;
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
    await pool.end().catch(() => {});
    throw new DatabaseOpenError(`Tidak dapat membuka database PostgreSQL (${redactUrl(url)}): ${(err as Error).message}`, { cause: err });
  }
  return {
    db,
    driver: 'postgres',
    close: () => pool.end(),
    ping: async () => {
      await pool.query('select 1');
    },
  };
}

async function openPglite(dir: string | null, loadDataDir?: Blob): Promise<Database> {
  let client: PGlite;
  try {
    if (dir) mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir ?? 'memory://', loadDataDir ? { loadDataDir } : {});
  } catch (err) {
    throw new DatabaseOpenError(`Tidak dapat membuka database PGlite di ${dir ?? 'memori'}: ${(err as Error).message}`, { cause: err });
  }
  // Migrations run on PGlite's own client; the app's queries become prepared statements (pglite-prepared.ts).
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
  const db = drizzlePglite({ client: new PreparedPglite(client) as unknown as PGlite }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    dump: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  };
}

function redactUrl(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
