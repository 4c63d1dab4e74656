/**
 * The real app for tests: buildApp() on a fresh in-memory PGlite, or, when TEST_DATABASE_URL is
 * set, on a brand-new PostgreSQL database created for this app and dropped on close.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, symlinkSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { ensureAdmin } from '../src/db/bootstrap.ts';
import { MIGRATIONS_DIR, openDatabase, type Database, type Db } from '../src/db/client.ts';
import { seedDemo, seedReferenceData } from '../src/db/seed/index.ts';

export const TEST_ADMIN = { email: 'admin@gayaku.test', password: 'admin-password-123' };
/** Rendered demo images are shared by every test file (rendering is cached by file name). */
const SHARED_UPLOADS = path.join(os.tmpdir(), 'gayaku-test-uploads');

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  database: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Load the demo catalogue (products, categories, ads, ratings). */
  demo?: boolean;
  env?: Record<string, string>;
  config?: Partial<Config>;
  /** Register extra routes (test-only) before the app is ready. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

async function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `gayaku_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A migrated, empty PGlite data directory, dumped once per set of migrations and shared by every
 * test file: loading it skips initdb and the migrations (several seconds per file otherwise).
 */
async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  const file = path.join(os.tmpdir(), `gayaku-pglite-template-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (!existsSync(file)) {
    const fresh = await openDatabase({ kind: 'pglite', dir: null });
    const dump = await fresh.dump!();
    await fresh.close();
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
  }
  return new Blob([readFileSync(file)]);
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gayaku-test-'));
  const baseUrl = process.env.TEST_DATABASE_URL;
  const pgDb = baseUrl ? await createPostgresDatabase(baseUrl) : null;
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ...options.env,
    },
    options.config,
  );
  const database = await openDatabase(
    pgDb ? { kind: 'postgres', url: pgDb.url } : { kind: 'pglite', dir: null, loadDataDir: await pgliteTemplate() },
  );
  await seedReferenceData(database.db);
  await ensureAdmin(database.db, config);
  if (options.demo) {
    await seedDemo(database.db, { uploadsDir: SHARED_UPLOADS });
    // Serve the shared demo images from this app's own /uploads, as the real server would.
    mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    symlinkSync(path.join(SHARED_UPLOADS, 'demo'), path.join(dataDir, 'uploads', 'demo'), 'dir');
  }
  const app = await buildApp({ config, database, logger: false });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    database,
    driver: database.driver,
    close: async () => {
      await app.close();
      await database.close().catch(() => {});
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
