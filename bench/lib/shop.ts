/**
 * The shop as a real process, exactly as production starts it (`node --import tsx
 * apps/api/src/server.ts`), on a fresh temporary DATA_DIR (PGlite) or a fresh PostgreSQL database
 * created for the run and dropped afterwards. Also the bare node:http "ceiling" server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sleep } from './stats.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BenchDatabase {
  driver: 'pglite' | 'postgres';
  /** DATABASE_URL for the shop; undefined for PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

/** PGlite (nothing to create) or a brand-new PostgreSQL database on the server of `baseUrl`. */
export async function createBenchDatabase(baseUrl: string | undefined): Promise<BenchDatabase> {
  if (!baseUrl) return { driver: 'pglite', url: undefined, drop: async () => {} };
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningProcess {
  url: string;
  pid: number;
  /** Resident set size in kB, from /proc (Linux). */
  rssKb(): number;
  /** CPU time used so far (user + system, all threads) in ms, from /proc (Linux). */
  cpuMs(): number;
  stop(): Promise<void>;
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  return match ? Number(match[1]) : Number.NaN;
}

/** utime + stime (fields 14 and 15 of /proc/PID/stat, in clock ticks of 10 ms). */
function cpuOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function stopChild(child: ChildProcess, graceMs = 20_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function waitFor(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before answering:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}

function spawnLogged(args: string[], env: NodeJS.ProcessEnv, cwd = ROOT): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => log };
}

export interface ShopOptions {
  dataDir: string;
  database: BenchDatabase;
  /** Serve this copy of the built storefront instead of apps/web/dist. */
  webDistDir?: string;
  extraEnv?: Record<string, string>;
  /** Extra flags for the shop's node process, e.g. `--cpu-prof --cpu-prof-dir=DIR`. */
  nodeArgs?: string[];
  /** Run the shop of another checkout (with its own node_modules), e.g. an older commit: "before". */
  root?: string;
}

export async function startShop(options: ShopOptions): Promise<RunningProcess & { output(): string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'JWT_SECRET',
    'PUBLIC_URL',
    'WEB_DIST_DIR',
    'MIDTRANS_ENV',
    'MIDTRANS_SERVER_KEY',
    'MIDTRANS_CLIENT_KEY',
  ]) {
    delete env[key];
  }
  Object.assign(env, {
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    ...(options.database.url ? { DATABASE_URL: options.database.url } : {}),
    ...(options.webDistDir ? { WEB_DIST_DIR: options.webDistDir } : {}),
    ...options.extraEnv,
  });
  const root = options.root ?? ROOT;
  const { child, output } = spawnLogged(
    [...(options.nodeArgs ?? []), '--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
    env,
    root,
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/health`, child, output, 300_000);
  } catch (err) {
    await stopChild(child);
    throw err;
  }
  return { url, pid: child.pid!, rssKb: () => rssOf(child.pid!), cpuMs: () => cpuOf(child.pid!), stop: () => stopChild(child), output };
}

/** The machine's ceiling: a bare node:http server answering one fixed JSON body. */
export async function startCeiling(body: string): Promise<RunningProcess> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gayaku-ceiling-'));
  const bodyFile = path.join(dir, 'body.json');
  writeFileSync(bodyFile, body);
  const port = await freePort();
  const { child, output } = spawnLogged([path.join(ROOT, 'bench/api/ceiling-server.mjs')], {
    ...process.env,
    PORT: String(port),
    BODY_FILE: bodyFile,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, output, 30_000);
  return {
    url,
    pid: child.pid!,
    rssKb: () => rssOf(child.pid!),
    cpuMs: () => cpuOf(child.pid!),
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function tempDataDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}
