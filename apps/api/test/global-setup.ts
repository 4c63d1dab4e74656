/**
 * Once per run of the API suite: the PostgreSQL server the tests use (the embedded one, started
 * here in a temporary DATA_DIR, or TEST_DATABASE_URL's) and, on it, the migrated template every
 * test database is copied from (database.ts).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { templateName, withDatabase } from './database.ts';

/** The suite opens many pools at once (two workers, two instances per multi-instance test); durability is not under test here. */
const TEST_SETTINGS = ['max_connections=200', 'fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

async function ensureTemplate(serverUrl: string): Promise<void> {
  const name = templateName();
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    const { rows } = await admin.query('select datname from pg_database where datname = $1', [name]);
    if (rows.length > 0) return;
    const building = `${name}_building_${process.pid}`;
    await admin.query(`create database ${building}`);
    const database = await openDatabase({ url: withDatabase(serverUrl, building), driver: 'postgres' });
    await database.close();
    await admin.query(`alter database ${building} rename to ${name}`).catch(() => admin.query(`drop database ${building}`));
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let server: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'gayaku-test-pg-'));
    chmodSync(dataDir, 0o711); // the postgres OS user (when run as root) must reach its cluster
    server = await startEmbeddedPostgres(dataDir, () => {}, TEST_SETTINGS);
    url = server.url;
  }
  await ensureTemplate(url);
  project.provide('databaseUrl', url);
  project.provide('databaseDriver', server ? 'embedded' : 'postgres');
  return async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
