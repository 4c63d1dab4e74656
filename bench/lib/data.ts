/**
 * Where a benchmarked shop keeps its data: a fresh temporary DATA_DIR for the embedded default
 * (PGlite before, an embedded PostgreSQL cluster now), or a brand-new database on the PostgreSQL
 * server of BENCH_DATABASE_URL, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface BenchDatabase {
  driver: 'embedded' | 'postgres';
  /** DATABASE_URL for the shop; undefined for the embedded default. */
  url: string | undefined;
  drop(): Promise<void>;
}

/** The embedded default (nothing to create) or a brand-new PostgreSQL database on the server of `baseUrl`. */
export async function createBenchDatabase(baseUrl: string | undefined): Promise<BenchDatabase> {
  if (!baseUrl) return { driver: 'embedded', url: undefined, drop: async () => {} };
  const name = `gayaku_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    driver: 'postgres',
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
 * A fresh DATA_DIR. It is made enterable by others (0755, like a folder made under a normal umask):
 * a shop started by root runs PostgreSQL as the user `postgres`, who must reach the cluster in it.
 */
export function tempDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/** Removes a DATA_DIR, and the cluster folder its `postgres` entry links to when the shop kept it elsewhere. */
export function removeDataDir(dir: string): void {
  const cluster = path.join(dir, 'postgres');
  try {
    if (lstatSync(cluster).isSymbolicLink()) rmSync(readlinkSync(cluster), { recursive: true, force: true });
  } catch {
    // no cluster
  }
  rmSync(dir, { recursive: true, force: true });
}
