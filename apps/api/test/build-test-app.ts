/**
 * The real app for tests: buildApp() on a brand-new database of the suite's PostgreSQL server
 * (the embedded one, or TEST_DATABASE_URL's; see database.ts), dropped on close.
 */
import { mkdirSync, mkdtempSync, symlinkSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { ensureAdmin } from '../src/db/bootstrap.ts';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import { seedDemo, seedReferenceData } from '../src/db/seed/index.ts';
import { createTestDatabase, testDatabaseDriver } from './database.ts';

export const TEST_ADMIN = { email: 'admin@gayaku.test', password: 'admin-password-123' };
/** Rendered demo images are shared by every test file (rendering is cached by file name). */
const SHARED_UPLOADS = path.join(os.tmpdir(), 'gayaku-test-uploads');

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  database: Database;
  driver: 'embedded' | 'postgres';
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

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gayaku-test-'));
  const testDb = await createTestDatabase();
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
  const database = await openDatabase({ url: testDb.url, driver: testDatabaseDriver() });
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
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
