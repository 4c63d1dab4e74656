/**
 * Where the large shop lives, for its seeder and its benchmark: a DATA_DIR of its own (the embedded
 * PostgreSQL cluster, the uploads, the development secrets), by default `data/scale` in this
 * checkout; or a database on a PostgreSQL server (its URL names the database), with a DATA_DIR
 * beside it for the uploads, by default `data/scale-<database>`.
 *
 * The benchmark never runs a shop on the seeded data itself: each run gets a copy (the DATA_DIR
 * copied with its cluster, or `CREATE DATABASE … TEMPLATE`), so the code measured applies its own
 * migrations to its own copy and "before" and "after" start from the same rows.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { removeDataDir, tempDataDir, type BenchDatabase } from '../lib/data.ts';
import { ROOT } from '../lib/shop.ts';

export interface ScaleTarget {
  dataDir: string;
  /** The seeded database on a PostgreSQL server; undefined: the embedded cluster in dataDir. */
  databaseUrl: string | undefined;
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

export function scaleTarget(dataDir: string | undefined, databaseUrl: string | undefined): ScaleTarget {
  const fallback = databaseUrl ? `data/scale-${databaseName(databaseUrl)}` : 'data/scale';
  return { dataDir: path.resolve(ROOT, dataDir ?? fallback), databaseUrl };
}

/** Whatever the seeded target holds so far, shown when it describes itself. */
export function describe(target: ScaleTarget): string {
  return target.databaseUrl ? `database ${databaseName(target.databaseUrl)} (uploads in ${target.dataDir})` : `DATA_DIR ${target.dataDir}`;
}

function copyTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  // cp -a keeps the cluster's owner and modes (a shop started by root runs PostgreSQL as `postgres`).
  const res = spawnSync('cp', ['-a', `${from}/.`, to], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`cp -a ${from} ${to}: ${res.stderr}`);
}

/** A copy of the seeded DATA_DIR (its cluster too, wherever its `postgres` link points). */
function copyDataDir(seeded: string, withCluster: boolean): string {
  const copy = tempDataDir('gayaku-scale-run-');
  for (const entry of readdirSync(seeded)) {
    if (entry === 'server.lock') continue;
    if (entry === 'postgres') {
      if (withCluster) copyTree(realpathSync(path.join(seeded, entry)), path.join(copy, entry));
      continue;
    }
    const res = spawnSync('cp', ['-a', path.join(seeded, entry), copy], { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`cp -a ${entry}: ${res.stderr}`);
  }
  return copy;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const base = new URL(url);
  base.pathname = '/postgres';
  const client = new pg.Client({ connectionString: base.toString() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface RunCopy {
  dataDir: string;
  database: BenchDatabase;
  /** Removes the copy (the DATA_DIR, and the database on a server). */
  remove(): Promise<void>;
}

/** A fresh copy of the seeded shop for one run of one checkout. */
export async function copyForRun(target: ScaleTarget): Promise<RunCopy> {
  if (!existsSync(target.dataDir)) throw new Error(`no seeded shop in ${target.dataDir}: run npm run seed:scale first`);
  if (!target.databaseUrl) {
    if (existsSync(path.join(target.dataDir, 'postgres', 'postmaster.pid')))
      throw new Error(`the seeded cluster in ${target.dataDir} is running: stop the shop started on it first`);
    const dataDir = copyDataDir(target.dataDir, true);
    return { dataDir, database: { driver: 'embedded', url: undefined, drop: async () => {} }, remove: async () => removeDataDir(dataDir) };
  }
  const seeded = databaseName(target.databaseUrl);
  const name = `${seeded}_run_${Date.now().toString(36)}`;
  await adminQuery(target.databaseUrl, `create database "${name}" template "${seeded}"`);
  const url = new URL(target.databaseUrl);
  url.pathname = `/${name}`;
  const drop = () => adminQuery(target.databaseUrl!, `drop database if exists "${name}" with (force)`);
  const dataDir = copyDataDir(target.dataDir, false);
  return {
    dataDir,
    database: { driver: 'postgres', url: url.toString(), drop },
    remove: async () => {
      await drop();
      removeDataDir(dataDir);
    },
  };
}
